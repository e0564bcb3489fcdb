"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import type { invitationPreviewSchema } from "@/lib/schemas/process-drafts";
import { LANGUAGE_NAMES } from "@/lib/languages";
import { serverErrorMessages } from "../../forms/server-error-messages";

/** The invitation a signer will receive, rendered by the server from the real email template. */
export function InvitationPreview({ signerName, input }: { signerName: string; input: z.input<typeof invitationPreviewSchema> }) {
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.processDrafts.invitationPreview.queryOptions(input), staleTime: 60_000 });
  if (preview.isPending) return <p className="text-slate-600">Preparing the email…</p>;
  if (preview.isError) return <p className="text-red-700">The email could not be shown: {serverErrorMessages(preview.error).join(" ")}</p>;
  const { subject, text, language } = preview.data;
  return (
    <div className="space-y-1">
      <p className="text-slate-700">
        Email subject: <span className="text-slate-900">{subject}</span>
      </p>
      <details className="rounded-md border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer rounded-md px-3 py-2 font-medium text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600">
          Show the email {signerName || "this signer"} receives, in {LANGUAGE_NAMES[language]}
        </summary>
        <pre className="whitespace-pre-wrap break-words border-t border-slate-200 px-3 py-2 font-sans text-slate-800">{text}</pre>
      </details>
    </div>
  );
}
