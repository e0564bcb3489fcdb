import { Badge } from "@/components/ui/badge";

export function WebhookStatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>;
}
