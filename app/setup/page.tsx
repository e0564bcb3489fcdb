import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/auth-page";
import { SetupForm } from "@/components/auth/setup-form";
import { TrpcProvider } from "@/components/providers/trpc";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { getMailTransport } from "@/server/mail/get-mail-transport";
import { isSetupComplete } from "@/server/services/organizations/first-run-setup";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set up" };

export default async function SetupPage() {
  if (await isSetupComplete(await getDb())) redirect("/login");
  return (
    <AuthPage title="Set up Signet" description="Create your organization and the administrator account you will sign in with.">
      <TrpcProvider>
        <SetupForm defaultPlan={env().DEFAULT_PLAN} mailTransport={getMailTransport().name} />
      </TrpcProvider>
    </AuthPage>
  );
}
