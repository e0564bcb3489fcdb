import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { BulkSendProgress } from "@/components/dashboard/bulk-sends/bulk-send-progress";
import { PageHeader } from "@/components/dashboard/page-header";
import { bulkSendIdSchema } from "@/lib/schemas/bulk-sends";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { getBulkSend } from "@/server/services/bulk-sends/bulk-send-record";
import { getTemplate } from "@/server/services/templates/get-template";

export const dynamic = "force-dynamic";

/**
 * The bulk send's template, for the title. An unknown id, a malformed one and another
 * organization's (or, for a member, another user's) all end in the same 404. Its own address, so
 * the progress survives a reload. Note: cached per request (title and page share one lookup).
 */
const loadBulkSend = cache(async (id: string) => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  if (!bulkSendIdSchema.safeParse({ id }).success) notFound();
  try {
    const send = await getBulkSend(session, { id });
    const template = await getTemplate(session, { id: send.templateId });
    return { templateId: template.id, templateName: template.name };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface BulkSendPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: BulkSendPageProps): Promise<Metadata> {
  return { title: `Bulk send of ${(await loadBulkSend((await params).id)).templateName}` };
}

export default async function BulkSendPage({ params }: BulkSendPageProps) {
  const { id } = await params;
  const { templateId, templateName } = await loadBulkSend(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href={`/templates/${templateId}/bulk`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>Send “{templateName}” in bulk again
        </Link>
      </p>
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <PageHeader title={`Bulk send of “${templateName}”`} description="Each row becomes a signing process, one after the other. This page follows along; you can leave it and come back." />
      </div>
      <BulkSendProgress id={id} />
    </>
  );
}
