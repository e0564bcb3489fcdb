import { Badge } from "@/components/ui/badge";
import { TEMPLATE_STATUS_LABELS, TEMPLATE_STATUS_TONES, type TemplateStatus } from "./template-labels";

/** A template's status in words; the colour only repeats what the word says. */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return <Badge tone={TEMPLATE_STATUS_TONES[status]}>{TEMPLATE_STATUS_LABELS[status]}</Badge>;
}
