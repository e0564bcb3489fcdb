import { Badge } from "@/components/ui/badge";
import type { ApiKeyStatus } from "@/lib/schemas/api-keys";

const TONES = { ACTIVE: "success", EXPIRED: "warning", REVOKED: "danger" } as const;
const LABELS: Record<ApiKeyStatus, string> = { ACTIVE: "Active", EXPIRED: "Expired", REVOKED: "Revoked" };

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
