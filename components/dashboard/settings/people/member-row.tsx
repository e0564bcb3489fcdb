"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { MEMBER_ROLES, type MemberRole } from "@/lib/schemas/members";
import type { People } from "@/server/services/members/list-members";
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
  const remove = useMutation(trpc.members.remove.mutationOptions({ onSuccess: refresh }));
  const mayChange = yourRole === "OWNER" || member.role !== "OWNER";
  const roles = MEMBER_ROLES.filter((role) => role !== "OWNER" || yourRole === "OWNER");
  const error = changeRole.error ?? remove.error;
  const roleId = `member-role-${member.userId}`;

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {member.name}
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
          {mayChange && !member.you && !confirming && (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Remove<span className="sr-only"> {member.name}</span>
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <div role="group" aria-label={`Remove ${member.name}`} className="mt-3 space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            <span className="font-medium">Remove {member.name}?</span> They can no longer sign in, and their API keys stop working at once.
            The documents they sent stay with your organization.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ userId: member.userId })}>
              {remove.isPending ? "Removing…" : "Remove"}
            </Button>
            <Button variant="secondary" size="sm" autoFocus disabled={remove.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverErrorMessages(error).join(" ")}
        </p>
      )}
    </li>
  );
}
