import Link from "next/link";
import { Card } from "@/components/ui/card";
import { reminderScheduleWords } from "@/lib/activity/actions";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { DateTime } from "../../date-time";
import { AUTH_POLICY_LABELS, DISPATCH_MODE_LABELS, signerProgress } from "../process-labels";
import { ProcessStatusBadge } from "../process-status-badge";
import { Detail } from "./detail-list";

/** The process at a glance: status, progress, document, delivery and the moments that matter. */
export function ProcessSummary({ process }: { process: SigningProcessRecord }) {
  const ended =
    (process.completedAt && { term: "Completed on", value: process.completedAt }) ||
    (process.declinedAt && { term: "Declined on", value: process.declinedAt }) ||
    (process.voidedAt && { term: "Voided on", value: process.voidedAt }) ||
    (process.expiredAt && { term: "Expired on", value: process.expiredAt }) ||
    null;
  return (
    <Card aria-labelledby="summary-title" className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="summary-title" className="text-lg font-semibold">
          Summary
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="sr-only">Status:</span>
          <ProcessStatusBadge status={process.status} />
          <span>{signerProgress(process.signerSlots)}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        <Detail term="Document" className="col-span-2 sm:col-span-3">
          {process.sourceAsset ? (
            <Link href={`/documents/${process.sourceAsset.id}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              {process.sourceAsset.originalFileName}
            </Link>
          ) : (
            "Online form"
          )}
          {process.sourceAsset && <span className="text-slate-600"> · {process.sourceAsset.pageCount === 1 ? "1 page" : `${process.sourceAsset.pageCount} pages`}</span>}
        </Detail>
        {process.templateId && (
          <Detail term="Started from" className="col-span-2 sm:col-span-3">
            <Link href={`/templates/${process.templateId}/edit`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              a template
            </Link>
            {process.templateVersion !== null && <span className="text-slate-600">, version {process.templateVersion}</span>}
          </Detail>
        )}
        <Detail term="Delivery">{DISPATCH_MODE_LABELS[process.dispatchMode]}</Detail>
        <Detail term="Identity check">{AUTH_POLICY_LABELS[process.authPolicy]}</Detail>
        <Detail term="Fields">{process.fields.length}</Detail>
        <Detail term="Sent on">
          <DateTime value={process.sentAt} fallback="Not sent" />
        </Detail>
        <Detail term="Expires">
          <DateTime value={process.expiresAt} fallback="No expiry" />
        </Detail>
        {process.dispatchMode === "EMAIL" && (
          <Detail term="Automatic reminders">{process.reminders ? reminderScheduleWords(process.reminders) : "None"}</Detail>
        )}
        {ended && (
          <Detail term={ended.term}>
            <DateTime value={ended.value} fallback="Unknown" />
          </Detail>
        )}
        {process.erasedAt && (
          <Detail term="Erased on" className="col-span-2 sm:col-span-3">
            <DateTime value={process.erasedAt} fallback="Unknown" />
            {process.erasedBy && <span> by {process.erasedBy}</span>}
            <span className="block text-slate-600">Its files and the signers&apos; personal data were deleted; the audit trail remains.</span>
          </Detail>
        )}
        {process.voidReason && (
          <Detail term="Reason for voiding" className="col-span-2 sm:col-span-3">{process.voidReason}</Detail>
        )}
        {process.message && (
          <Detail term="Message to signers" className="col-span-2 sm:col-span-3">
            <span className="whitespace-pre-line">{process.message}</span>
          </Detail>
        )}
      </dl>
    </Card>
  );
}
