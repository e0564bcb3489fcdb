import { Card } from "@/components/ui/card";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { isActive } from "../process-labels";

function whatTheyGet(process: SigningProcessRecord): string {
  if (isActive(process.status)) return "They do not sign. Once everyone has signed, they get the signed document and its certificate by email.";
  if (process.status === "COMPLETED") return "They were emailed the signed document and its certificate, with links that work for 30 days.";
  return "They were told that signing stopped.";
}

/** "Copies go to": the process's observers, and what they get. Nothing when there are none. */
export function ObserverList({ process }: { process: SigningProcessRecord }) {
  if (process.observers.length === 0) return null;
  return (
    <Card aria-labelledby="observers-title" className="p-4 sm:p-6">
      <h2 id="observers-title" className="text-lg font-semibold">
        Copies go to
      </h2>
      <p className="mt-1 text-sm text-slate-600">{whatTheyGet(process)}</p>
      <ul className="mt-3 space-y-2">
        {process.observers.map((observer) => (
          <li key={observer.email} className="text-sm [overflow-wrap:anywhere]">
            <bdi className="font-medium text-slate-900">{observer.name}</bdi>
            <span className="text-slate-600"> · {observer.email}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
