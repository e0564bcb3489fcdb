import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { NewProcessWizard } from "@/components/dashboard/processes/new/new-process-wizard";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New process" };

export default async function NewProcessPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const actor = session.actor;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/processes" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>All processes
        </Link>
      </p>
      <PageHeader title="New process" description="Send a document for signing: choose it, say who signs in which order, and place their fields." />
      {actor.kind === "USER" && actor.role === "ADMIN" ? (
        <NewProcessWizard me={{ name: actor.name, email: actor.email }} />
      ) : (
        <RoleRequired action="Sending documents for signing" />
      )}
    </>
  );
}
