import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/dashboard/shell/app-shell";
import { TrpcProvider } from "@/components/providers/trpc";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getOrganization } from "@/server/services/organizations/organization-settings";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const organization = await getOrganization(session);
  return (
    <TrpcProvider>
      <AppShell organizationName={organization.name} userName={session.actor.name}>
        {children}
      </AppShell>
    </TrpcProvider>
  );
}
