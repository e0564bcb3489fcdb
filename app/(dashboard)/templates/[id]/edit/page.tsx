import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { RoleRequired } from "@/components/dashboard/role-required";
import { TemplateEditor } from "@/components/dashboard/templates/editor/template-editor";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { getTemplate } from "@/server/services/templates/get-template";

export const dynamic = "force-dynamic";

/**
 * The template's name and whether the reader may edit it. An unknown id, a malformed one and
 * another organization's all end in the same 404. Cached per request: title and page share it.
 */
const loadTemplate = cache(async (id: string) => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  try {
    const template = await getTemplate(session, { id });
    return { name: template.name, canEdit: session.actor.kind === "USER" && session.actor.role === "ADMIN" };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface EditTemplatePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: EditTemplatePageProps): Promise<Metadata> {
  return { title: `Edit ${(await loadTemplate((await params).id)).name}` };
}

export default async function EditTemplatePage({ params }: EditTemplatePageProps) {
  const { id } = await params;
  const { canEdit } = await loadTemplate(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/templates" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All templates
        </Link>
      </p>
      {canEdit ? <TemplateEditor id={id} /> : <RoleRequired action="Editing templates" />}
    </>
  );
}
