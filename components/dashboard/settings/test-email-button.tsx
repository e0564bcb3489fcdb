"use client";

import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { serverErrorMessages } from "../forms/server-error-messages";

/** Sends the signed-in admin a test email at once and shows what the mail server answered. */
export function TestEmailButton() {
  const trpc = useTRPC();
  const send = useMutation(trpc.email.sendTest.mutationOptions());
  const result = send.data;
  return (
    <div className="space-y-3">
      <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? "Sending…" : "Send a test email"}
      </Button>
      {result &&
        (result.delivered ? (
          <Alert tone="success">
            <p className="font-medium">The test email to {result.to} was handed over.</p>
            <p className="mt-1 [overflow-wrap:anywhere]">{result.reply}.</p>
          </Alert>
        ) : (
          <Alert tone="error">
            <p className="font-medium">The test email to {result.to} could not be sent.</p>
            <p className="mt-1 [overflow-wrap:anywhere]">{result.reply}.</p>
          </Alert>
        ))}
      {send.error && <Alert tone="error">{serverErrorMessages(send.error).join(" ")}</Alert>}
    </div>
  );
}
