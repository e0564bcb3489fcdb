import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/components/auth/safe-callback-path";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { isSetupComplete } from "@/server/services/organizations/first-run-setup";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const db = await getDb();
  if (!(await isSetupComplete(db))) redirect("/setup");
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl, env().APP_URL);
  if (await currentSessionContext(db)) redirect(callbackPath);
  return (
    <AuthPage title="Sign in" description="Sign in to manage your organization's documents and API keys.">
      <LoginForm callbackPath={callbackPath} />
    </AuthPage>
  );
}
