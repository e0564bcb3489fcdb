import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { NewProcessWizard } from "@/components/dashboard/processes/new/new-process-wizard";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { loadPdfAsset } from "@/server/services/assets/get-pdf-asset";
import { getProcessDraft } from "@/server/services/process-drafts/read-process-drafts";
import type { ServiceContext } from "@/server/services/context";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New process" };

/**
 * The document "Send for signing" came from (`?document=`), when it is the organization's and
 * ready; anything else opens the wizard at its first step, as if no document had been named.
 */
async function preselectedDocument(session: ServiceContext, id: string | string[] | undefined) {
  if (typeof id !== "string") return undefined;
  try {
    const asset = await loadPdfAsset(session, { id });
    return asset.processingStatus === "READY" ? { id: asset.id, fileName: asset.originalFileName } : undefined;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The saved draft to resume (`?draft=`): the caller's own, else none (it was sent or deleted). */
async function savedDraft(session: ServiceContext, id: string | string[] | undefined) {
  if (typeof id !== "string") return { draft: undefined, missing: false };
  try {
    return { draft: await getProcessDraft(session, { id }), missing: false };
  } catch (error) {
    if (error instanceof AppError) return { draft: undefined, missing: true };
    throw error;
  }
}

export default async function NewProcessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const actor = session.actor;
  const params = await searchParams;
  const isAdmin = actor.kind === "USER" && actor.role === "ADMIN";
  const document = await preselectedDocument(session, params.document);
  const { draft, missing } = isAdmin ? await savedDraft(session, params.draft) : { draft: undefined, missing: false };
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/processes" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All processes
        </Link>
      </p>
      <PageHeader title="New process" description="Send a document for signing: choose it, say who signs in which order, and place their fields." />
      {missing && (
        <div className="mb-4">
          <Alert tone="info">That draft is no longer there: it was sent or deleted. You can start a new process here.</Alert>
        </div>
      )}
      {isAdmin && actor.kind === "USER" ? (
        <NewProcessWizard key={draft?.id ?? "new"} me={{ name: actor.name, email: actor.email }} document={document} resume={draft} />
      ) : (
        <RoleRequired action="Sending documents for signing" />
      )}
    </>
  );
}
