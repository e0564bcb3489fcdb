"use client";

import { useQueries } from "@tanstack/react-query";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useTRPC } from "@/components/providers/trpc";
import type { OnlineFormRecord } from "@/server/services/online-forms/online-form-record";
import { CopyButton } from "../copy-button";
import { SignerStatusBadge } from "../processes/detail/signer-status-badge";
import { PROCESS_STATUS_LABELS } from "../processes/process-labels";

/**
 * A sent form: it no longer changes, so the page shows who answers it, how far each has come,
 * and each recipient's private link to copy (the same link until a resend replaces it).
 */
export function PublishedForm({ form, processStatus }: { form: OnlineFormRecord; processStatus: keyof typeof PROCESS_STATUS_LABELS | null }) {
  const trpc = useTRPC();
  const links = useQueries({
    queries: form.signers.map((signer) => ({ ...trpc.onlineForms.signerLink.queryOptions({ id: form.id, signerId: signer.signerId }), staleTime: Infinity })),
  });
  const byEmail = form.draft.delivery === "EMAIL";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">{form.draft.subject ?? "Untitled form"}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="success">Sent</Badge>
          {processStatus && <span>Signing: {PROCESS_STATUS_LABELS[processStatus]}</span>}
          {form.signingProcessId && (
            <Link href={`/processes/${form.signingProcessId}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              Open the signing process and its audit trail
            </Link>
          )}
        </p>
      </div>
      <Alert tone="info">
        {byEmail
          ? "Each recipient gets an email when it is their turn. You can also pass them their private link yourself."
          : "Send each recipient their private link. Whoever opens a link before their turn sees a waiting page until the recipients before them have signed."}
      </Alert>
      <Card className="p-4">
        <h2 className="text-lg font-semibold text-slate-900">Recipients</h2>
        <ol className="mt-3 divide-y divide-slate-200">
          {form.signers.map((signer, index) => {
            const link = links[index];
            return (
              <li key={signer.signerId} className="space-y-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">
                    {signer.signOrder}. <bdi>{signer.name}</bdi>
                  </span>
                  {processStatus && <SignerStatusBadge status={signer.status} processStatus={processStatus} />}
                </div>
                {link?.data ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <label htmlFor={`link-${signer.signerId}`} className="sr-only">
                      Private link for {signer.name}
                    </label>
                    <input
                      id={`link-${signer.signerId}`}
                      readOnly
                      value={link.data.url}
                      onFocus={(event) => event.currentTarget.select()}
                      className="h-9 min-w-0 flex-1 basis-64 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs text-slate-800"
                    />
                    <CopyButton text={link.data.url} label={`Copy link for ${signer.name}`} size="sm" />
                  </div>
                ) : link?.isError ? (
                  <p className="text-sm text-red-700">The link could not be loaded. Reload the page to try again.</p>
                ) : (
                  <p className="text-sm text-slate-600">Loading the link…</p>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
