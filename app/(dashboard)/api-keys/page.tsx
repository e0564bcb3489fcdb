import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ApiKeysManager } from "@/components/dashboard/api-keys/api-keys-manager";
import { PageHeader } from "@/components/dashboard/page-header";
import { RoleRequired } from "@/components/dashboard/role-required";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Your systems call the Signet API with a key in the X-API-Key header. Each key acts with its role, ADMIN or MEMBER. Every operation, with
            curl examples, is in the{" "}
            <Link href="/docs/api" className="font-medium text-indigo-700 underline">
              API reference
            </Link>
            .
          </>
        }
      />
      {session.actor.kind === "USER" && session.actor.role === "ADMIN" ? <ApiKeysManager /> : <RoleRequired action="Managing API keys" />}
    </>
  );
}
