import { Alert } from "@/components/ui/alert";
import { TechnicalDetails } from "../documents/technical-details";

/**
 * A form's server-side failure: one sentence, or a list when the server sent several. `details`
 * is the raw text behind a generic sentence (serverErrorDetails), folded away: of no use to most
 * readers, but worth copying into a support request.
 */
export function ServerErrorAlert({ messages, details = null }: { messages: string[]; details?: string | null }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="error">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <TechnicalDetails text={details} />
    </Alert>
  );
}
