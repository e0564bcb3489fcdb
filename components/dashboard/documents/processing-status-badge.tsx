import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, type ProcessingStatus } from "./processing-status";

const TONES = { QUEUED: "neutral", PROCESSING: "neutral", READY: "success", FAILED: "danger" } as const;

/** The processing status in words; a spinner beside "Processing" shows that work is under way. */
export function ProcessingStatusBadge({ status }: { status: ProcessingStatus }) {
  return (
    <Badge tone={TONES[status]}>
      {status === "PROCESSING" && (
        <span
          aria-hidden="true"
          className="mr-1.5 inline-block h-3 w-3 rounded-full border-2 border-slate-400 border-t-transparent motion-safe:animate-spin"
        />
      )}
      {STATUS_LABELS[status]}
    </Badge>
  );
}
