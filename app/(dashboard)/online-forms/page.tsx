import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OnlineFormsList } from "@/components/dashboard/online-forms/online-forms-list";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Online forms" };

export default async function OnlineFormsPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const canWrite = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader title="Online forms" description="Questions your recipients answer and sign on the web, with follow-up questions that appear only when they apply." />
      {canWrite ? <OnlineFormsList /> : <RoleRequired action="Building and sending online forms" />}
    </>
  );
}
