import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { WebhookDetails } from "@/components/dashboard/webhooks/webhook-details";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { getWebhookEndpoint } from "@/server/services/webhooks/get-webhook-endpoint";

export const dynamic = "force-dynamic";

type Loaded = { kind: "webhook"; url: string } | { kind: "admin-role-required" };

/**
 * The webhook's URL, or why there is none to show. Unknown, malformed and other organizations'
 * ids all end in the same 404, as the API answers them.
 * Note: cached per request, so that the title and the page share one lookup.
 */
const loadWebhook = cache(async (id: string): Promise<Loaded> => {
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  try {
    const endpoint = await getWebhookEndpoint(session, { id });
    return { kind: "webhook", url: endpoint.url };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "INSUFFICIENT_ROLE") return { kind: "admin-role-required" };
    if (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED") notFound();
    throw error;
  }
});

interface WebhookPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: WebhookPageProps): Promise<Metadata> {
  const loaded = await loadWebhook((await params).id);
  return { title: loaded.kind === "webhook" ? `Webhook ${new URL(loaded.url).host}` : "Webhook" };
}

export default async function WebhookPage({ params }: WebhookPageProps) {
  const { id } = await params;
  const loaded = await loadWebhook(id);
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href="/webhooks" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          <span aria-hidden="true">← </span>All webhooks
        </Link>
      </p>
      <PageHeader title="Webhook" description="Its deliveries, each with every attempt; send a test event or redeliver one." />
      {loaded.kind === "webhook" ? <WebhookDetails webhookId={id} /> : <RoleRequired action="Managing webhooks" />}
    </>
  );
}
