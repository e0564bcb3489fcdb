import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { OutboxSigningWarning } from "@/components/dashboard/processes/detail/outbox-signing-warning";
import { ProcessDetail } from "@/components/dashboard/processes/detail/process-detail";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { outboxTransports } from "@/server/services/outbox/list-organization-outbox";
import { loadSigningProcess } from "@/server/services/signing/load-signing-process";

export const dynamic = "force-dynamic";

/**
 * The process's subject and whether the reader may act on it. An unknown id, a malformed one
 * and another organization's (or, for a member, another user's) all end in the same 404.
 * Note: cached per request, so that the title and the page share one lookup.
 */
const loadProcess = cache(async (id: string) => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  try {
    const process = await loadSigningProcess(session, { id });
    const canManage = session.actor.kind === "USER" && session.actor.role === "ADMIN";
    // Only admins read the outbox, so only they are told what it means for a code-checked process.
    const transports = canManage && process.authPolicy === "AES_OTP" ? outboxTransports(session) : null;
    const outbox = transports && { email: process.dispatchMode === "EMAIL" && transports.email === "outbox", sms: transports.sms === "outbox" };
    return { subject: process.subject, canManage, outbox };
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) notFound();
    throw error;
  }
});

interface ProcessPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ProcessPageProps): Promise<Metadata> {
  return { title: (await loadProcess((await params).id)).subject };
}

export default async function ProcessPage({ params }: ProcessPageProps) {
  const { id } = await params;
  const { subject, canManage, outbox } = await loadProcess(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/processes" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All processes
        </Link>
      </p>
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <PageHeader title={subject} description="Signing process: who has signed, what happened, and what you can do next." />
      </div>
      {outbox && <OutboxSigningWarning emailInOutbox={outbox.email} smsInOutbox={outbox.sms} />}
      <ProcessDetail id={id} canManage={canManage} />
    </>
  );
}
