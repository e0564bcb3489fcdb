import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/dashboard/page-header";
import { TemplatesLibrary } from "@/components/dashboard/templates/library/templates-library";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Templates" };

export default async function TemplatesPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const canWrite = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader
        title="Templates"
        description={
          canWrite
            ? "Documents you prepare once and send for signing again and again: find them, publish them, and start a signing from one."
            : "Documents prepared for signing again and again: find one and start a signing from it."
        }
      />
      <TemplatesLibrary canWrite={canWrite} />
    </>
  );
}
