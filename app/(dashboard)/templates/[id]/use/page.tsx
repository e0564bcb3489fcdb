import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { PublicLinksSection } from "@/components/dashboard/templates/public-links/public-links-section";
import { UseTemplateForm } from "@/components/dashboard/templates/use/use-template-form";
import { TemplateNotUsable } from "@/components/dashboard/templates/use/template-not-usable";
import { templateIdSchema } from "@/lib/schemas/templates";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { laterRoles } from "@/server/services/public-links/public-link-template";
import { getTemplate } from "@/server/services/templates/get-template";
import { getTemplateVersion } from "@/server/services/templates/template-versions";

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
    // Public links start the latest published version: its roles decide what a link must fix.
    const published = template.latestVersion === null ? null : await getTemplateVersion(session, { id, number: template.latestVersion });
    return {
      template,
      rolesToFix: laterRoles(published?.definition.signerRoles ?? []).map(({ key, label }) => ({ key, label })),
      canWrite: actor.kind === "USER" && actor.role === "ADMIN",
      me: actor.kind === "USER" ? { name: actor.name, email: actor.email } : { name: actor.name, email: "" },
    };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface UseTemplatePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: UseTemplatePageProps): Promise<Metadata> {
  return { title: `Use ${(await loadTemplate((await params).id)).template.name}` };
}

export default async function UseTemplatePage({ params }: UseTemplatePageProps) {
  const { template, canWrite, me, rolesToFix } = await loadTemplate((await params).id);
  const usable = template.status === "PUBLISHED" && template.latestVersion !== null;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/templates" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All templates
        </Link>
      </p>
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <PageHeader
          title={`Use “${template.name}”`}
          description="Fill in the details and say who signs; the document is made from the template’s latest published version and sent."
        />
      </div>
      {usable ? (
        <>
          <p className="mb-4 text-sm text-slate-700">
            Many signings at once?{" "}
            <Link href={`/templates/${template.id}/bulk`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
              Send in bulk from a spreadsheet
            </Link>
            .
          </p>
          <UseTemplateForm template={{ id: template.id, name: template.name, latestVersion: template.latestVersion! }} me={me} />
          {canWrite && <PublicLinksSection templateId={template.id} laterRoles={rolesToFix} />}
        </>
      ) : (
        <TemplateNotUsable template={template} canWrite={canWrite} />
      )}
    </>
  );
}
