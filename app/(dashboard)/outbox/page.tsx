import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OutboxList } from "@/components/dashboard/outbox/outbox-list";
import { OutboxTransportNotice } from "@/components/dashboard/outbox/outbox-transport-notice";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const isAdmin = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader title="Outbox" description="The emails and text messages about your processes that Signet kept instead of sending, newest first." />
      {isAdmin ? (
        <div className="space-y-6">
          <OutboxTransportNotice />
          <OutboxList />
        </div>
      ) : (
        <RoleRequired action="Reading the outbox" />
      )}
    </>
  );
}
