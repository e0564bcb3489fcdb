import Link from "next/link";
import type { ReactNode } from "react";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { DateTime } from "../../date-time";
import { DISPATCH_MODE_LABELS, signerProgress } from "../process-labels";
import { ProcessStatusBadge } from "../process-status-badge";
import { WaitingOnText } from "./waiting-on-text";

/** The process list as cards for phones; the whole card opens the process. */
export function ProcessCards({ processes }: { processes: SigningProcessRecord[] }) {
  return (
    <ul aria-label="Processes" className="space-y-3">
      {processes.map((process) => (
        <li key={process.id} className="relative rounded-md border border-slate-200 p-4 focus-within:border-indigo-300 hover:border-slate-300">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
              <Link href={`/processes/${process.id}`} className="after:absolute after:inset-0 after:rounded-md after:content-[''] hover:underline">
                {process.subject}
              </Link>
            </h3>
            <ProcessStatusBadge status={process.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Detail term="Signers">
              {signerProgress(process.signerSlots)}
              <WaitingOnText process={process} />
            </Detail>
            <Detail term="Delivery">{DISPATCH_MODE_LABELS[process.dispatchMode]}</Detail>
            <Detail term="Created">
              <DateTime value={process.createdAt} fallback="Unknown" />
            </Detail>
            <Detail term="Expires">
              <DateTime value={process.expiresAt} fallback="No expiry" />
            </Detail>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
