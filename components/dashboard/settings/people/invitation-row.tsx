"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import type { People } from "@/server/services/members/list-members";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { Moment } from "../../processes/moment";
import { ROLE_WORDS } from "./role-words";

type Invitation = People["invitations"][number];

/** An open invitation: for whom, until when, sent again with a new link or withdrawn. */
export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() });
  const resend = useMutation(trpc.members.resendInvitation.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(trpc.members.revokeInvitation.mutationOptions({ onSuccess: refresh }));
  const error = resend.error ?? revoke.error;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{invitation.email}</p>
          <p className="text-sm text-slate-600">
            {ROLE_WORDS[invitation.role].label} ·{" "}
            {invitation.expired ? (
              "the link has expired"
            ) : (
              <>
                link works until <Moment value={invitation.expiresAt} />
              </>
            )}
            {invitation.invitedBy && ` · invited by ${invitation.invitedBy}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate({ id: invitation.id })}>
            {resend.isPending ? "Sending…" : "Send again"}
            <span className="sr-only"> to {invitation.email}</span>
          </Button>
          <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate({ id: invitation.id })}>
            Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="mt-1 text-xs text-slate-600">
        {resend.isSuccess && "Sent again with a new link; the earlier link no longer works."}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {serverErrorMessages(error).join(" ")}
        </p>
      )}
    </li>
  );
}
