import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { ProcessDetail } from "@/components/dashboard/processes/detail/process-detail";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
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
    return { subject: process.subject, canManage: session.actor.kind === "USER" && session.actor.role === "ADMIN" };
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
  const { subject, canManage } = await loadProcess(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/processes" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>All processes
        </Link>
      </p>
      <div className="[&_h1]:[overflow-wrap:anywhere]">
        <PageHeader title={subject} description="Signing process: who has signed, what happened, and what you can do next." />
      </div>
      <ProcessDetail id={id} canManage={canManage} />
    </>
  );
}
