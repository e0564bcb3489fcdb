"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { ServerErrorAlert } from "@/components/dashboard/forms/server-error-alert";
import { serverErrorMessages } from "@/components/dashboard/forms/server-error-messages";
import { Alert } from "@/components/ui/alert";
import { Card, CardHeader } from "@/components/ui/card";
import type { InstallationOrganization } from "@/server/services/organizations/installation-operator";
import { PLAN_NAMES } from "../organization-labels";

const PLANS = Object.keys(PLAN_NAMES) as Array<InstallationOrganization["plan"]>;

/**
 * For the operator of a self-hosted installation (the owner of its first organization): every
 * organization's plan and read-only flag, changed here while the server runs. Nobody else sees
 * this card.
 */
export function InstallationOrganizations() {
  const trpc = useTRPC();
  const isOperator = useQuery(trpc.installation.isOperator.queryOptions());
  if (!isOperator.data) return null;
  return <InstallationOrganizationsCard />;
}

function InstallationOrganizationsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const organizations = useQuery(trpc.installation.organizations.queryOptions());
  const [saved, setSaved] = useState<string | null>(null);
  const change = useMutation(
    trpc.installation.changeOrganization.mutationOptions({
      async onSuccess(organization) {
        setSaved(organization.readOnly ? `${organization.name} is on the ${PLAN_NAMES[organization.plan]} plan and read-only.` : `${organization.name} is on the ${PLAN_NAMES[organization.plan]} plan.`);
        await queryClient.invalidateQueries({ queryKey: trpc.installation.organizations.queryKey() });
        // The signed-in organization may be the one that changed: its plan card and feature locks follow.
        await queryClient.invalidateQueries({ queryKey: trpc.organization.get.queryKey() });
      },
    }),
  );

  return (
    <Card>
      <CardHeader
        title="This installation"
        description="You run this Signet installation, so you set the plan of each organization on it. Pro and Enterprise add codes by text message, webhooks and higher limits; a change applies at once."
      />
      {organizations.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading the organizations…</p>
      ) : organizations.isError ? (
        <QueryError error={organizations.error} onRetry={() => void organizations.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {organizations.data.map((organization) => (
            <li key={organization.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="truncate font-medium text-slate-900">{organization.name}</p>
                <p className="text-xs text-slate-500">{organization.members === 1 ? "1 member" : `${organization.members} members`}</p>
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                Plan
                <select
                  className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
                  value={organization.plan}
                  disabled={change.isPending}
                  aria-label={`Plan of ${organization.name}`}
                  onChange={(event) => {
                    setSaved(null);
                    change.mutate({ organizationId: organization.id, plan: event.target.value as InstallationOrganization["plan"] });
                  }}
                >
                  {PLANS.map((plan) => (
                    <option key={plan} value={plan}>
                      {PLAN_NAMES[plan]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-indigo-600"
                  checked={organization.readOnly}
                  disabled={change.isPending}
                  aria-label={`${organization.name} is read-only`}
                  onChange={(event) => {
                    setSaved(null);
                    change.mutate({ organizationId: organization.id, readOnly: event.target.checked });
                  }}
                />
                Read-only
              </label>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="mt-3 space-y-2">
        {saved && <Alert tone="success">{saved}</Alert>}
        {change.error && <ServerErrorAlert messages={serverErrorMessages(change.error)} />}
      </div>
    </Card>
  );
}
