import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MySignaturesList } from "@/components/dashboard/my-signatures/my-signatures-list";
import { PageHeader } from "@/components/dashboard/page-header";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My signatures" };

export default async function MySignaturesPage() {
  // Note: pages check the session themselves; a client navigation re-renders the page, not the layout.
  const session = await currentSessionContext(await getDb());
  if (!session) redirect("/login");
  return (
    <>
      <PageHeader title="Waiting for my signature" description="Documents you are to sign yourself, signed in as you. The one due soonest is first." />
      <MySignaturesList />
    </>
  );
}
