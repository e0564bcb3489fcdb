import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { SignMyself } from "@/components/dashboard/documents/sign-myself";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { loadPdfAsset } from "@/server/services/assets/get-pdf-asset";
import type { ServiceContext } from "@/server/services/context";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign it myself" };

/** The organization's document, or 404 for an unknown, malformed or foreign id, as its page answers. */
async function documentOf(session: ServiceContext, id: string) {
  try {
    const asset = await loadPdfAsset(session, { id });
    return { id: asset.id, fileName: asset.originalFileName, ready: asset.processingStatus === "READY" };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
}

export default async function SignMyselfPage({ params }: { params: Promise<{ id: string }> }) {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const actor = session.actor;
  const isAdmin = actor.kind === "USER" && actor.role === "ADMIN";
  const document = isAdmin ? await documentOf(session, (await params).id) : null;
  return (
    <>
      {document && (
        <p className="mb-3 text-sm">
          <Link href={`/documents/${document.id}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2 [overflow-wrap:anywhere]">
            <span aria-hidden="true">← </span>Back to {document.fileName}
          </Link>
        </p>
      )}
      <PageHeader title="Sign it myself" description="Place your fields on the document, then sign it here. Nobody else is asked." />
      {actor.kind !== "USER" || !isAdmin ? (
        <RoleRequired action="Signing documents yourself" />
      ) : !document?.ready ? (
        <p className="text-sm text-slate-700">This document’s pages are still being prepared. Come back once it shows as ready.</p>
      ) : (
        <SignMyself document={document} me={{ name: actor.name, email: actor.email }} />
      )}
    </>
  );
}
