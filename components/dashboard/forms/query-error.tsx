import { Button } from "@/components/ui/button";
import { ServerErrorAlert } from "./server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "./server-error-messages";

/** A read that failed: what the server said, and a way to try again. */
export function QueryError({ error, onRetry, className = "space-y-3" }: { error: unknown; onRetry: () => void; className?: string }) {
  return (
    <div className={className}>
      <ServerErrorAlert messages={serverErrorMessages(error)} details={serverErrorDetails(error)} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
