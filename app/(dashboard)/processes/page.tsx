import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { ExportsSection } from "@/components/dashboard/processes/exports/exports-section";
import { DraftsSection } from "@/components/dashboard/processes/drafts/drafts-section";
import { HeaderActions, LinkButton } from "@/components/dashboard/processes/header-links";
import { ProcessesList } from "@/components/dashboard/processes/list/processes-list";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Processes" };

export default async function ProcessesPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const isAdmin = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader
        title="Processes"
        description={
          isAdmin
            ? "Every document sent for signing in your organization: who has signed, who is next, and what happened."
            : "The documents you sent for signing: who has signed, who is next, and what happened."
        }
      />
      <HeaderActions>
        {isAdmin && <LinkButton href="/processes/new">New process</LinkButton>}
        <LinkButton href="/my-signatures" variant="secondary">
          Waiting for my signature
        </LinkButton>
      </HeaderActions>
      {isAdmin && <DraftsSection />}
      <ProcessesList canCreate={isAdmin} />
      {isAdmin && <ExportsSection />}
    </>
  );
}
