import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { BulkSendForm } from "@/components/dashboard/templates/bulk/bulk-send-form";
import { TemplateNotUsable } from "@/components/dashboard/templates/use/template-not-usable";
import { templateIdSchema } from "@/lib/schemas/templates";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { getTemplate } from "@/server/services/templates/get-template";

export const dynamic = "force-dynamic";

/**
 * The template and the reader. An unknown id, a malformed one and another organization's all
 * end in the same 404. Note: cached per request, so that the title and the page share one lookup.
 */
const loadTemplate = cache(async (id: string) => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  if (!templateIdSchema.safeParse({ id }).success) notFound();
  try {
    const template = await getTemplate(session, { id });
    const actor = session.actor;
    return {
      template,
      canWrite: actor.kind === "USER" && actor.role === "ADMIN",
    };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface BulkSendPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: BulkSendPageProps): Promise<Metadata> {
  return { title: `Send ${(await loadTemplate((await params).id)).template.name} in bulk` };
}

/** "Send in bulk": one signing per spreadsheet row, checked first, then created in the background. */
export default async function BulkSendPage({ params }: BulkSendPageProps) {
  const { template, canWrite } = await loadTemplate((await params).id);
  const usable = template.status === "PUBLISHED" && template.latestVersion !== null;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href={`/templates/${template.id}/use`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>Use the template for one signing
        </Link>
      </p>
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <PageHeader
          title={`Send “${template.name}” in bulk`}
          description="One signing per row of a spreadsheet, each made from the template’s latest published version. The rows are checked before anything is sent."
        />
      </div>
      {usable ? (
        <BulkSendForm template={{ id: template.id, name: template.name, latestVersion: template.latestVersion! }} />
      ) : (
        <TemplateNotUsable template={template} canWrite={canWrite} />
      )}
    </>
  );
}
