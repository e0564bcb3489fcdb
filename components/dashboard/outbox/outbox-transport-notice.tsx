"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";

/**
 * Why this page exists, and what it means for trust: while a channel lands here, whoever can
 * read this page holds every signer's link or code and could sign in their place. Fine for
 * trying Signet out; for real signatures a provider has to deliver the messages. Once one does,
 * the listing hides that channel's links and codes (server/services/outbox).
 */
export function OutboxTransportNotice() {
  const trpc = useTRPC();
  const transports = useQuery(trpc.outbox.transports.queryOptions());
  if (!transports.data) return null;
  const emailHere = transports.data.email === "outbox";
  const smsHere = transports.data.sms === "outbox";
  if (!emailHere && !smsHere) {
    return (
      <Alert tone="info">
        <p>
          Email is sent by {transports.data.email === "smtp" ? "your mail server" : "Resend"} and text messages by Twilio. Messages
          kept here from before are listed without their signing links and codes.
        </p>
      </Alert>
    );
  }
  const here = emailHere && smsHere ? "emails and text messages" : emailHere ? "emails" : "text messages";
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">For trying Signet out only: {here} are not sent, they are kept on this page.</p>
      <p className="mt-1">
        This page shows every signing link{smsHere ? " and every text-message code" : ""} in them, so anyone who can open it can sign
        in place of any signer. Pass links and codes on by hand while you evaluate. Before people sign for real, set up{" "}
        {emailHere && smsHere
          ? "a mail server (or Resend) and a text-message provider (Twilio)"
          : emailHere
            ? "a mail server (or Resend)"
            : "a text-message provider (Twilio)"}
        : from then on, those messages are sent to the signers and their links and codes no longer appear here.
      </p>
    </div>
  );
}
