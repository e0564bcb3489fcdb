import Link from "next/link";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { DateTime } from "../../date-time";
import { DISPATCH_MODE_LABELS, signerProgress } from "../process-labels";
import { ProcessStatusBadge } from "../process-status-badge";
import { WaitingOnText } from "./waiting-on-text";

const HEAD = "whitespace-nowrap px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-0";
const CELL = "px-2 py-3 align-top text-sm text-slate-800 first:pl-0";

/** The process list as a table, for screens wide enough for its six columns. */
export function ProcessesTable({ processes }: { processes: SigningProcessRecord[] }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Signing processes, newest first</caption>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={HEAD}>Subject</th>
          <th scope="col" className={HEAD}>Status</th>
          <th scope="col" className={HEAD}>Signers</th>
          <th scope="col" className={HEAD}>Delivery</th>
          <th scope="col" className={HEAD}>Created</th>
          <th scope="col" className={HEAD}>Expires</th>
        </tr>
      </thead>
      <tbody>
        {processes.map((process) => (
          <tr key={process.id} className="border-b border-slate-100">
            <th scope="row" className={`${CELL} min-w-[10rem] text-left font-medium [overflow-wrap:anywhere]`}>
              <Link href={`/processes/${process.id}`} className="text-indigo-700 underline underline-offset-2 hover:decoration-2">
                {process.subject}
              </Link>
            </th>
            <td className={CELL}>
              <ProcessStatusBadge status={process.status} />
            </td>
            <td className={CELL}>
              <span className="whitespace-nowrap">{signerProgress(process.signerSlots)}</span>
              <WaitingOnText process={process} />
            </td>
            <td className={`${CELL} whitespace-nowrap`}>{DISPATCH_MODE_LABELS[process.dispatchMode]}</td>
            <td className={CELL}>
              <DateTime value={process.createdAt} fallback="Unknown" />
            </td>
            <td className={CELL}>
              <DateTime value={process.expiresAt} fallback="No expiry" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
