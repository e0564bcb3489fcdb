import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PLAN_NAMES } from "@/components/dashboard/organization-labels";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { WebhooksManager } from "@/components/dashboard/webhooks/webhooks-manager";
import { WebhooksPlanRequired } from "@/components/dashboard/webhooks/webhooks-plan-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getOrganization } from "@/server/services/organizations/organization-settings";
import { PLAN_LIMITS } from "@/server/services/plans";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  const organization = await getOrganization(session);
  const isAdmin = session.actor.kind === "USER" && session.actor.role === "ADMIN";
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signet calls your systems when a signing is sent, signed, declined, voided or expires: a signed POST request to a URL you choose."
      />
      {!isAdmin ? (
        <RoleRequired action="Managing webhooks" />
      ) : PLAN_LIMITS[organization.plan].webhooks ? (
        <WebhooksManager />
      ) : (
        <WebhooksPlanRequired planName={PLAN_NAMES[organization.plan]} />
      )}
    </>
  );
}
