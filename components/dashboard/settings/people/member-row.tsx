"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { MEMBER_ROLES, type MemberRole } from "@/lib/schemas/members";
import type { People } from "@/server/services/members/list-members";
import { ConfirmDialog } from "../../confirm-dialog";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { ROLE_WORDS } from "./role-words";

type Member = People["members"][number];

/** One member: their role, changeable, and removal after one confirmation. Admins leave owners alone. */
export function MemberRow({ member, yourRole }: { member: Member; yourRole: MemberRole }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.members.list.queryKey() });
  const changeRole = useMutation(trpc.members.changeRole.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.members.remove.mutationOptions({
      onSuccess: async () => {
        setConfirming(false);
        await refresh();
      },
    }),
  );
  const mayChange = yourRole === "OWNER" || member.role !== "OWNER";
  const roles = MEMBER_ROLES.filter((role) => role !== "OWNER" || yourRole === "OWNER");
  const error = changeRole.error;
  const roleId = `member-role-${member.userId}`;

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            <bdi>{member.name}</bdi>
            {member.you && <span className="font-normal text-slate-600"> (you)</span>}
          </p>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{member.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={roleId} className="sr-only">
            Role of {member.name}
          </label>
          {mayChange ? (
            <Select
              id={roleId}
              className="w-32"
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => changeRole.mutate({ userId: member.userId, role: event.target.value as MemberRole })}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role].label}
                </option>
              ))}
            </Select>
          ) : (
            <span id={roleId} className="text-sm text-slate-700">
              {ROLE_WORDS[member.role].label}
            </span>
          )}
          {mayChange && !member.you && (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Remove<span className="sr-only"> {member.name}</span>
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Remove ${member.name}?`}
        description="They can no longer sign in, and their API keys stop working at once. The documents they sent stay with your organization."
        confirmLabel={remove.isPending ? "Removing…" : "Remove"}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ userId: member.userId })}
        error={remove.error && <p role="alert" className="text-sm text-red-700">{serverErrorMessages(remove.error).join(" ")}</p>}
        focusOnClose={remove.isSuccess ? ["invite-member-email"] : undefined}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverErrorMessages(error).join(" ")}
        </p>
      )}
    </li>
  );
}
