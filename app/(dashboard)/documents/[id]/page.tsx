import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { RoleRequired } from "@/components/dashboard/role-required";
import { DocumentActions } from "@/components/dashboard/documents/document-actions";
import { DocumentPreview } from "@/components/dashboard/documents/document-preview";
import { PageHeader } from "@/components/dashboard/page-header";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { loadPdfAsset } from "@/server/services/assets/get-pdf-asset";

export const dynamic = "force-dynamic";

type Loaded = { kind: "document"; fileName: string } | { kind: "admin-role-required" };

/**
 * The document's name, or why there is none to show. An unknown id, a malformed one and
 * another organization's all end in the same 404, as the API answers them.
 * Note: cached per request, so that the title and the page share one lookup.
 */
const loadDocument = cache(async (id: string): Promise<Loaded> => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  try {
    const asset = await loadPdfAsset(session, { id });
    return { kind: "document", fileName: asset.originalFileName };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "INSUFFICIENT_ROLE") return { kind: "admin-role-required" };
    if (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED") notFound();
    throw error;
  }
});

interface DocumentPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: DocumentPageProps): Promise<Metadata> {
  const loaded = await loadDocument((await params).id);
  return { title: loaded.kind === "document" ? loaded.fileName : "Document" };
}

export default async function DocumentPage({ params }: DocumentPageProps) {
  const { id } = await params;
  const loaded = await loadDocument(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/documents" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All documents
        </Link>
      </p>
      {loaded.kind === "document" ? (
        <>
          {/* File names can be one long word; let the heading wrap anywhere rather than overflow a phone. */}
          <div className="[&_h1]:[overflow-wrap:anywhere]">
            <PageHeader title={loaded.fileName} description="Every page as signers will see it, with the file's details." />
          </div>
          <DocumentActions id={id} fileName={loaded.fileName} />
          <DocumentPreview id={id} />
        </>
      ) : (
        <>
          <PageHeader title="Document" />
          <RoleRequired action="Uploading and viewing documents" />
        </>
      )}
    </>
  );
}
