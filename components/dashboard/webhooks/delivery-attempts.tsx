import type { WebhookAttemptRecord } from "@/server/services/webhooks/webhook-delivery-record";
import { DateTime } from "../date-time";

const HEAD = "whitespace-nowrap px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-0";
const CELL = "px-2 py-2 align-top text-sm text-slate-800 first:pl-0";

function outcomeOf(attempt: WebhookAttemptRecord): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return "No response";
}

/** Every HTTP attempt of one delivery, oldest first: when, why, what came back. */
export function DeliveryAttempts({ attempts }: { attempts: WebhookAttemptRecord[] }) {
  if (attempts.length === 0) return <p className="text-sm text-slate-600">No attempt has been made yet.</p>;
  return (
    <ol aria-label="Attempts" className="space-y-3">
      {attempts.map((attempt) => (
        <li key={attempt.number} className="rounded-md border border-slate-200 p-3">
          <table className="w-full border-collapse">
            <caption className="sr-only">Attempt {attempt.number}</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD}>Attempt</th>
                <th scope="col" className={HEAD}>Started</th>
                <th scope="col" className={HEAD}>Result</th>
                <th scope="col" className={HEAD}>Took</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className={CELL}>
                  {attempt.number}
                  <span className="block text-xs text-slate-500">{attempt.trigger === "MANUAL" ? "by hand" : "automatic"}</span>
                </td>
                <td className={CELL}>
                  <DateTime value={attempt.startedAt} fallback="Unknown" />
                </td>
                <td className={`${CELL} ${attempt.success ? "text-green-800" : "text-red-800"}`}>{outcomeOf(attempt)}</td>
                <td className={CELL}>{attempt.durationMs} ms</td>
              </tr>
            </tbody>
          </table>
          {attempt.error && <p className="mt-2 text-sm text-red-800 [overflow-wrap:anywhere]">{attempt.error}</p>}
          {attempt.responseBody !== null && attempt.responseBody !== "" && (
            <div className="mt-2">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Response (first 1 KB)</p>
              <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs text-slate-800">
                {attempt.responseBody}
              </pre>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
