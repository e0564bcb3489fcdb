"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { LinkButton } from "../header-links";
import { sendAgainRefusal } from "@/lib/schemas/process-drafts";
import { isActive } from "../process-labels";
import { EraseProcessDialog } from "./erase-process-dialog";
import { ExtendProcessForm } from "./extend-process-form";
import { FinalizationStatus } from "./finalization-status";
import { LegalHoldToggle } from "./legal-hold-toggle";
import { ProcessDownloads } from "./process-downloads";
import { SendAgain } from "./send-again";
import { VoidProcessForm } from "./void-process-form";

/**
 * What can be done with the process now: sign it (one's own CURRENT_USER slot), open the kiosk,
 * download the final files, extend or void it, send it again once it ended unsigned, erase it
 * once it ended. Only what applies to its state is offered.
 */
/** The statuses a process may be erased in (API.md, "Erasure"). */
const ERASABLE = new Set<SigningProcessRecord["status"]>(["COMPLETED", "VOIDED", "DECLINED", "EXPIRED"]);

export function ProcessActions({ process, canManage }: { process: SigningProcessRecord; canManage: boolean }) {
  const trpc = useTRPC();
  const active = isActive(process.status);
  const mine = useQuery({
    ...trpc.signingProcesses.mySigningLink.queryOptions({ id: process.id }),
    enabled: process.dispatchMode === "CURRENT_USER" && active,
  });
  const signUrl = active ? mine.data?.signUrl : undefined;
  // Once everyone has signed (final files pending, failed or done) nothing may change it.
  const fullySigned = process.finalization.status !== "NONE";
  const sections = [
    signUrl && (
      <div key="sign" className="space-y-1">
        <LinkButton href={signUrl} external className="w-full">
          Sign now
        </LinkButton>
        <p className="text-xs text-slate-600">It is your turn: you sign this yourself.</p>
      </div>
    ),
    process.dispatchMode === "KIOSK" && active && (
      <div key="kiosk" className="space-y-1">
        <LinkButton href={`/kiosk/${process.id}`} external variant={signUrl ? "secondary" : "primary"} className="w-full">
          Open kiosk
        </LinkButton>
        <p className="text-xs text-slate-600">Opens the signing screen for this tablet; hand it to each signer in turn.</p>
      </div>
    ),
    process.finalization.status !== "NONE" && process.finalization.status !== "DONE" && (
      <FinalizationStatus key="finalization" process={process} canManage={canManage} />
    ),
    process.status === "COMPLETED" && !process.erasedAt && (
      <section key="downloads" aria-labelledby="downloads-title" className="space-y-2">
        <h3 id="downloads-title" className="text-sm font-semibold text-slate-900">
          Downloads
        </h3>
        <ProcessDownloads processId={process.id} />
      </section>
    ),
    canManage && active && !fullySigned && (
      <section key="extend" aria-labelledby="extend-title" className="space-y-2">
        <h3 id="extend-title" className="text-sm font-semibold text-slate-900">
          Extend
        </h3>
        <ExtendProcessForm key={process.expiresAt} processId={process.id} expiresAt={process.expiresAt} />
      </section>
    ),
    canManage && active && !fullySigned && (
      <section key="void" aria-labelledby="void-title" className="space-y-2">
        <h3 id="void-title" className="text-sm font-semibold text-slate-900">
          Void
        </h3>
        <VoidProcessForm processId={process.id} emailed={process.dispatchMode === "EMAIL"} />
      </section>
    ),
    canManage && sendAgainRefusal(process) !== "STILL_OPEN" && !process.erasedAt && <SendAgain key="send-again" process={process} />,
    canManage && !process.erasedAt && (
      <section key="erase" aria-labelledby="erase-title" className="space-y-3">
        <h3 id="erase-title" className="text-sm font-semibold text-slate-900">
          Erasure
        </h3>
        <LegalHoldToggle process={process} />
        {ERASABLE.has(process.status) && !process.legalHold && (
          <div className="space-y-1">
            <p className="text-xs text-slate-600">Deletes its files and the signers&apos; personal data; the audit trail stays.</p>
            <EraseProcessDialog processId={process.id} />
          </div>
        )}
      </section>
    ),
  ].filter(Boolean);

  return (
    <Card aria-labelledby="actions-title" className="p-4 sm:p-6">
      {/* Focusable from code: voiding removes the form that had focus, and focus lands here. */}
      <h2 id="actions-title" tabIndex={-1} className="mb-3 text-lg font-semibold">
        Actions
      </h2>
      {sections.length > 0 ? (
        <div className="space-y-5">{sections}</div>
      ) : (
        <p className="text-sm text-slate-600">
          {active ? "Nothing to do here: the signers are on their way." : "This process is over; nothing can be changed any more."}
        </p>
      )}
    </Card>
  );
}
