"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorMessages } from "../forms/server-error-messages";
import { OrganizationSettingsForm } from "./organization-settings-form";
import { PlanAndStatusCard } from "./plan-and-status-card";

/** The settings page's data: the organization, loaded once and shared by its two cards. */
export function OrganizationSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const organization = useQuery(trpc.organization.get.queryOptions());

  if (organization.isPending) return <p role="status" className="text-sm text-slate-600">Loading settings…</p>;
  if (organization.isError) {
    return (
      <div className="space-y-3">
        <ServerErrorAlert messages={serverErrorMessages(organization.error)} />
        <Button variant="secondary" size="sm" onClick={() => void organization.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <OrganizationSettingsForm key={organization.data.id} organization={organization.data} canEdit={canEdit} />
      <PlanAndStatusCard organization={organization.data} />
    </div>
  );
}
