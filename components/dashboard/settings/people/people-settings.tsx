"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Card, CardHeader } from "@/components/ui/card";
import { InvitationRow } from "./invitation-row";
import { InviteMemberForm } from "./invite-member-form";
import { MemberRow } from "./member-row";

/** Settings, "People" (owners and admins): who belongs to the organization, and inviting more. */
export function PeopleSettings() {
  const trpc = useTRPC();
  const people = useQuery(trpc.members.list.queryOptions());
  return (
    <Card aria-labelledby="people-title">
      <CardHeader title="People" description="Who signs in to this organization, with which role, and invitations for colleagues." />
      {people.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading the people…</p>
      ) : people.isError ? (
        <QueryError error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <section aria-labelledby="members-title">
            <h3 id="members-title" className="mb-3 font-medium text-slate-900">
              Members ({people.data.members.length})
            </h3>
            <ul className="divide-y divide-slate-200">
              {people.data.members.map((member) => (
                <MemberRow key={member.userId} member={member} yourRole={people.data.yourRole} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="invite-title" className="space-y-6">
            <div>
              <h3 id="invite-title" className="mb-3 font-medium text-slate-900">
                Invite a colleague
              </h3>
              <InviteMemberForm yourRole={people.data.yourRole} />
            </div>
            {people.data.invitations.length > 0 && (
              <div>
                <h3 className="mb-3 font-medium text-slate-900">Open invitations</h3>
                <ul className="divide-y divide-slate-200">
                  {people.data.invitations.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} />
                  ))}
                </ul>
              </div>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}
