"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Card, CardHeader } from "@/components/ui/card";
import { NotificationAddressForm } from "./notification-address-form";
import { NotificationPreferencesForm } from "./notification-preferences-form";

/**
 * Emails to senders: when a signer signs or declines, or a document is completed, expires or
 * cannot be made. The user's own choices, and the organization's address for processes that
 * were created through the API.
 */
export function NotificationSettings({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  const address = useQuery(trpc.notifications.address.queryOptions());

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader title="Emails to you" description="News about the documents you send from this dashboard." />
        {preferences.isPending ? (
          <p role="status" className="text-sm text-slate-600">Loading your email choices…</p>
        ) : preferences.isError ? (
          <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
        ) : (
          <NotificationPreferencesForm preferences={preferences.data} />
        )}
      </Card>
      <Card>
        <CardHeader
          title="Emails about documents sent through the API"
          description="No person in the dashboard sent these, so the same emails about them go to this address instead."
        />
        {address.isPending ? (
          <p role="status" className="text-sm text-slate-600">Loading the notification address…</p>
        ) : address.isError ? (
          <QueryError error={address.error} onRetry={() => void address.refetch()} />
        ) : (
          <NotificationAddressForm notificationEmail={address.data.notificationEmail} canEdit={canEdit} />
        )}
      </Card>
    </div>
  );
}
