"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { OrganizationSettingsForm } from "./organization-settings-form";
import { PlanAndStatusCard } from "./plan-and-status-card";
import { ReminderSettingsForm } from "./reminder-settings-form";
import { RetentionSettingsForm } from "./retention-settings-form";
import { QueryError } from "@/components/dashboard/forms/query-error";

/** The settings page's data: the organization, loaded once and shared by its two cards. */
export function OrganizationSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const organization = useQuery(trpc.organization.get.queryOptions());

  if (organization.isPending) return <p role="status" className="text-sm text-slate-600">Loading settings…</p>;
  if (organization.isError) {
    return (
      <QueryError error={organization.error} onRetry={() => void organization.refetch()} />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="space-y-6">
        <OrganizationSettingsForm key={organization.data.id} organization={organization.data} canEdit={canEdit} />
        <ReminderSettingsForm key={`reminders-${organization.data.id}`} organization={organization.data} canEdit={canEdit} />
        <RetentionSettingsForm key={`retention-${organization.data.id}`} organization={organization.data} canEdit={canEdit} />
      </div>
      <PlanAndStatusCard organization={organization.data} />
    </div>
  );
}
