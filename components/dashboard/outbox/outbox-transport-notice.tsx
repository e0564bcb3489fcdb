"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";

/**
 * Why this page exists and when it stays empty: the outbox is the embedded default; with
 * Resend (email) or Twilio (SMS) configured, messages go out through them and not here.
 */
export function OutboxTransportNotice() {
  const trpc = useTRPC();
  const transports = useQuery(trpc.outbox.transports.queryOptions());
  const email = transports.data?.email;
  const sms = transports.data?.sms;
  return (
    <Alert tone="info">
      <p>
        Until an email or SMS provider is configured, Signet sends nothing out: every email and text message is written to this
        outbox instead, so that you can pass its links and codes on by hand. Once Resend (email) or Twilio (SMS) is configured,
        those messages are sent through it and no longer land here.
      </p>
      {transports.data && (
        <p className="mt-2 font-medium">
          Now: email {email === "outbox" ? "lands in this outbox" : "is sent by Resend"}; SMS {sms === "outbox" ? "lands in this outbox" : "is sent by Twilio"}.
        </p>
      )}
    </Alert>
  );
}
