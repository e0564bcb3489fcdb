import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RoleRequired } from "@/components/dashboard/role-required";
import { DocumentsManager } from "@/components/dashboard/documents/documents-manager";
import { PageHeader } from "@/components/dashboard/page-header";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Documents" };

export default async function DocumentsPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  return (
    <>
      <PageHeader
        title="Documents"
        description="The PDFs your templates and signings start from. Upload them here and check every page before you send them."
      />
      {session.actor.kind === "USER" && session.actor.role === "ADMIN" ? <DocumentsManager /> : <RoleRequired action="Uploading and viewing documents" />}
    </>
  );
}
