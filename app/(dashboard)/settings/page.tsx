import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { ActivityLog } from "@/components/dashboard/settings/activity-log";
import { ChangePasswordForm } from "@/components/dashboard/settings/change-password-form";
import { EmailSettings } from "@/components/dashboard/settings/email-settings";
import { InstallationOrganizations } from "@/components/dashboard/settings/installation-organizations";
import { NotificationSettings } from "@/components/dashboard/settings/notification-settings";
import { OrganizationSettings } from "@/components/dashboard/settings/organization-settings";
import { PeopleSettings } from "@/components/dashboard/settings/people/people-settings";
import { SealSettings } from "@/components/dashboard/settings/seal/seal-settings";
import { SsoSettings } from "@/components/dashboard/settings/sso/sso-settings";
import { TwoFactorSettings } from "@/components/dashboard/settings/two-factor/two-factor-settings";
import { YourSessions } from "@/components/dashboard/settings/your-sessions";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const canEdit = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader title="Settings" description="How your organization appears to signers, the state of its plan, its people and how they sign in, the seal on its documents, who is emailed about signing news, how emails are sent, your password, two-factor sign-in and sessions, and what admins did." />
      <div className="space-y-6">
        <OrganizationSettings canEdit={canEdit} />
        {canEdit && <PeopleSettings />}
        {canEdit && <SsoSettings />}
        {canEdit && <SealSettings />}
        <NotificationSettings canEdit={canEdit} />
        <EmailSettings canEdit={canEdit} />
        {session.actor.kind === "USER" && <ChangePasswordForm />}
        {session.actor.kind === "USER" && <TwoFactorSettings />}
        {session.actor.kind === "USER" && <YourSessions />}
        {canEdit && <ActivityLog />}
        <InstallationOrganizations />
      </div>
    </>
  );
}
