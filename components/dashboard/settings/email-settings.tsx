"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Card, CardHeader } from "@/components/ui/card";
import { EmailSenderForm } from "./email-sender-form";
import { MAIL_TRANSPORT_WORDS } from "./mail-transport-words";
import { TestEmailButton } from "./test-email-button";

/** How the organization's emails show their sender, and proof that email reaches people. */
export function EmailSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.email.senderSettings.queryOptions());
  const transports = useQuery({ ...trpc.outbox.transports.queryOptions(), enabled: canEdit });
  const transport = transports.data ? MAIL_TRANSPORT_WORDS[transports.data.email] : undefined;

  return (
    <Card>
      <CardHeader title="Email sender" description="Who the emails to signers and senders are from, and where replies go." />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {settings.isPending ? (
          <p role="status" className="text-sm text-slate-600">Loading the email sender…</p>
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <EmailSenderForm senderName={settings.data.senderName} replyTo={settings.data.replyTo} canEdit={canEdit} />
        )}
        {canEdit && (
          <section aria-labelledby="test-email-title" className="space-y-2">
            <h3 id="test-email-title" className="font-medium text-slate-900">
              Check that email arrives
            </h3>
            {transport && <p className="text-sm text-slate-600">{transport}</p>}
            <p className="text-sm text-slate-600">A test email goes to your own address, and you see what the mail server answered.</p>
            <TestEmailButton />
          </section>
        )}
      </div>
    </Card>
  );
}
