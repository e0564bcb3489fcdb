import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatPhone } from "@/lib/phone/phone-number";
import type { EmailDeliveryRecord } from "@/server/services/email-deliveries/list-email-deliveries";
import type { SignerSlotRecord, SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { signerColor } from "../field-editor/signer-colors";
import { Moment } from "../moment";
import { isActive, signerProgress } from "../process-labels";
import { RemindSignerButton } from "./remind-signer-button";
import { ResendInviteButton } from "./resend-invite-button";
import { SignerStatusBadge } from "./signer-status-badge";

/** The signers in signing order: who they are, where they stand, and when things happened. */
export function SignerProgressList({
  process,
  canManage,
  unreached,
}: {
  process: SigningProcessRecord;
  canManage: boolean;
  /** Signers whose latest invitation or reminder could not be delivered. */
  unreached: ReadonlyMap<string, EmailDeliveryRecord>;
}) {
  const canResend = canManage && process.dispatchMode === "EMAIL" && isActive(process.status);
  // Whoever may see the process may remind its signer: an admin, or the member who sent it.
  const canRemind = process.dispatchMode === "EMAIL" && isActive(process.status);
  return (
    <Card aria-labelledby="signers-title" className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="signers-title" className="text-lg font-semibold">
          Signers
        </h2>
        <p className="text-sm text-slate-600">{signerProgress(process.signerSlots)}</p>
      </div>
      <ol className="space-y-3">
        {process.signerSlots.map((slot) => (
          <li key={slot.id} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 items-start gap-2">
                <span aria-hidden="true" className={cn("mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-sm text-xs font-bold", signerColor(slot.signOrder - 1).badge)}>
                  {slot.signOrder}
                </span>
                <div className="min-w-0">
                  <h3 className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                    <span className="sr-only">Signer {slot.signOrder}: </span>
                    <bdi>{slot.name || "Name erased"}</bdi>
                    {slot.roleLabel && (
                      <span className="font-normal text-slate-600">
                        {" · "}
                        <bdi>{slot.roleLabel}</bdi>
                      </span>
                    )}
                  </h3>
                  <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{[slot.email, slot.phoneE164 && formatPhone(slot.phoneE164)].filter(Boolean).join(" · ")}</p>
                </div>
              </div>
              <SignerStatusBadge status={slot.status} processStatus={process.status} />
            </div>
            <SignerMoments slot={slot} />
            {unreached.has(slot.id) && (slot.status === "READY" || slot.status === "OPENED") && isActive(process.status) && (
              <div role="status" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                <p className="font-medium"><bdi>{slot.name}</bdi> was not reached: the email could not be delivered.</p>
                <p className="mt-1 [overflow-wrap:anywhere]">{unreached.get(slot.id)!.lastError}.</p>
                {canResend && <p className="mt-1">Once the problem is solved, resend the invite.</p>}
              </div>
            )}
            {canRemind && (slot.status === "READY" || slot.status === "OPENED") && (
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <RemindSignerButton processId={process.id} signerId={slot.id} signerName={slot.name} />
                {canResend && <ResendInviteButton processId={process.id} signerId={slot.id} signerName={slot.name} />}
              </div>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function SignerMoments({ slot }: { slot: SignerSlotRecord }) {
  const moments = [
    { term: "Invited", value: slot.invitedAt },
    { term: "Opened", value: slot.openedAt },
    { term: slot.reminderCount === 1 ? "Reminded" : `Reminded ${slot.reminderCount} times, last`, value: slot.lastRemindedAt },
    { term: "Signed", value: slot.completedAt },
    { term: "Declined", value: slot.declinedAt },
  ].filter((moment): moment is { term: string; value: string } => moment.value !== null);
  if (moments.length === 0 && !slot.declineReason) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {moments.map((moment) => (
        <div key={moment.term} className="flex gap-1.5">
          <dt className="text-slate-500">{moment.term}</dt>
          <dd>
            <Moment value={moment.value} />
          </dd>
        </div>
      ))}
      {slot.declineReason && (
        <div className="basis-full">
          <dt className="inline text-slate-500">Reason: </dt>
          <dd className="inline">{slot.declineReason}</dd>
        </div>
      )}
    </dl>
  );
}
