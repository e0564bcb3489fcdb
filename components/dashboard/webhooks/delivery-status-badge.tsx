import { Badge } from "@/components/ui/badge";
import type { WebhookDeliveryRecord } from "@/server/services/webhooks/webhook-delivery-record";

type Status = WebhookDeliveryRecord["status"];

const TONES = { PENDING: "neutral", SUCCEEDED: "success", FAILED: "danger", CANCELLED: "warning" } as const;
const LABELS: Record<Status, string> = { PENDING: "Sending", SUCCEEDED: "Delivered", FAILED: "Failed", CANCELLED: "Cancelled" };

export function DeliveryStatusBadge({ status }: { status: Status }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
