import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/dashboard/shell/app-shell";
import { TrpcProvider } from "@/components/providers/trpc";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getOrganization } from "@/server/services/organizations/organization-settings";
import { mustEnrolTwoFactor } from "@/server/services/two-factor/two-factor";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const db = await getDb();
  const session = await currentSessionContext(db);
  if (!session) redirect("/login");
  // The organization requires two-factor sign-in and this person has none yet: set it up first.
  if (session.actor.kind === "USER" && (await mustEnrolTwoFactor(db, session.actor.id, session.organizationId))) redirect("/two-factor-setup");
  const organization = await getOrganization(session);
  return (
    <TrpcProvider>
      <AppShell organizationName={organization.name} userName={session.actor.name}>
        {children}
      </AppShell>
    </TrpcProvider>
  );
}
