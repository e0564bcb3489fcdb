import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/auth-page";
import { RequiredTwoFactorSetup } from "@/components/auth/required-two-factor-setup";
import { TrpcProvider } from "@/components/providers/trpc";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { mustEnrolTwoFactor } from "@/server/services/two-factor/two-factor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set up two-factor sign-in" };

/** Where the dashboard sends a member whose organization requires two-factor sign-in and who has none yet. */
export default async function TwoFactorSetupPage() {
  const db = await getDb();
  const session = await currentSessionContext(db);
  if (!session) redirect("/login");
  if (session.actor.kind !== "USER" || !(await mustEnrolTwoFactor(db, session.actor.id, session.organizationId))) redirect("/dashboard");
  return (
    <AuthPage title="Set up two-factor sign-in" description="Your organization requires a code from an app on your phone at every sign-in. Set it up now to continue.">
      <TrpcProvider>
        <RequiredTwoFactorSetup />
      </TrpcProvider>
    </AuthPage>
  );
}
