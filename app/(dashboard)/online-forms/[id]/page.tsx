import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { OnlineFormPage } from "@/components/dashboard/online-forms/online-form-page";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { getOnlineForm } from "@/server/services/online-forms/read-online-forms";

export const dynamic = "force-dynamic";

/**
 * The form's title, or a 404 for an unknown id, a malformed one and another organization's
 * alike. Forms are an admin's work: members see that they need the role.
 */
const loadForm = cache(async (id: string) => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  if (!(session.actor.kind === "USER" && session.actor.role === "ADMIN")) return { title: "Online form", canEdit: false };
  try {
    const form = await getOnlineForm(session, { id });
    return { title: form.draft.subject ?? "Untitled form", canEdit: true };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface OnlineFormRouteProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: OnlineFormRouteProps): Promise<Metadata> {
  return { title: (await loadForm((await params).id)).title };
}

export default async function OnlineFormRoute({ params }: OnlineFormRouteProps) {
  const { id } = await params;
  const { canEdit } = await loadForm(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/online-forms" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All online forms
        </Link>
      </p>
      {canEdit ? <OnlineFormPage id={id} /> : <RoleRequired action="Building and sending online forms" />}
    </>
  );
}
