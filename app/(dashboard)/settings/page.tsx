import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { OrganizationSettings } from "@/components/dashboard/settings/organization-settings";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  return (
    <>
      <PageHeader title="Settings" description="How your organization appears to signers, and the state of its plan." />
      <OrganizationSettings canEdit={session.actor.kind === "USER" && session.actor.role === "ADMIN"} />
    </>
  );
}
