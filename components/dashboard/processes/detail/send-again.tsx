"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { sendAgainRefusal } from "@/lib/schemas/process-drafts";
import type { SigningProcessRecord } from "@/server/services/signing/signing-process-record";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorDetails, serverErrorMessages } from "../../forms/server-error-messages";
import { defaultExpiry } from "../new/process-draft";

/**
 * "Send again" for a process that ended unsigned: a new draft with the same document, signers and
 * fields, opened at its review step. Said in words when it does not apply (template, online form).
 */
export function SendAgain({ process }: { process: SigningProcessRecord }) {
  const trpc = useTRPC();
  const router = useRouter();
  const duplicate = useMutation(trpc.processDrafts.duplicate.mutationOptions());
  const refusal = sendAgainRefusal(process);
  if (refusal === "STILL_OPEN") return null;
  return (
    <section aria-labelledby="send-again-title" className="space-y-2">
      <h3 id="send-again-title" className="text-sm font-semibold text-slate-900">
        Send again
      </h3>
      {refusal === "NOT_DIRECT_PDF" ? (
        <p className="text-sm text-slate-600">
          Only documents sent directly can be sent again from here. This one was started from {process.contentKind === "FORM" ? "an online form" : "a template"}: start it again from there.
        </p>
      ) : (
        <>
          <Button
            className="w-full"
            disabled={duplicate.isPending || duplicate.isSuccess}
            onClick={() =>
              // Note: the fresh expiry is computed here, in the sender's own time zone, like the wizard's default.
              duplicate.mutate({ id: process.id, expiresAtLocal: defaultExpiry() }, { onSuccess: (draft) => router.push(`/processes/new?draft=${draft.id}`) })
            }
          >
            {duplicate.isPending || duplicate.isSuccess ? "Opening…" : "Send again"}
          </Button>
          <p className="text-xs text-slate-600">Opens a new draft with the same document, signers and fields, for you to check and change before sending.</p>
          {duplicate.error && <ServerErrorAlert messages={serverErrorMessages(duplicate.error)} details={serverErrorDetails(duplicate.error)} />}
        </>
      )}
    </section>
  );
}
