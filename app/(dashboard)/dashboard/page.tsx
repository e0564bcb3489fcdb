import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CallTheApiCard } from "@/components/dashboard/overview/call-the-api-card";
import { OrganizationSummaryCard } from "@/components/dashboard/overview/organization-summary-card";
import { OverviewBoard } from "@/components/dashboard/overview/overview-board";
import { PageHeader } from "@/components/dashboard/page-header";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getOrganization } from "@/server/services/organizations/organization-settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const organization = await getOrganization(session);
  const isAdmin = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader title="Overview" description={`Welcome, ${session.actor.name}. Here is ${organization.name} at a glance.`} />
      <OverviewBoard
        canSend={isAdmin}
        aside={
          <>
            <OrganizationSummaryCard organization={organization} />
            <CallTheApiCard apiBaseUrl={`${env().APP_URL}/api/v1`} />
          </>
        }
      />
    </>
  );
}
