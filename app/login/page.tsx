import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthPage } from "@/components/auth/auth-page";
import { LoginForm } from "@/components/auth/login-form";
import { signInErrorText } from "@/components/auth/sign-in-error-text";
import { TrpcProvider } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
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
  const query = await searchParams;
  const callbackPath = safeCallbackPath(query.callbackUrl, env().APP_URL);
  // Where a refused or failed single sign-on comes back to (pages.error in server/auth/options.ts).
  const error = typeof query.error === "string" ? signInErrorText(query.error) : null;
  if (await currentSessionContext(db)) redirect(callbackPath);
  return (
    <AuthPage title="Sign in" description="Sign in to manage your organization's documents and API keys.">
      <div className="space-y-6">
        {error && <Alert tone="error">{error}</Alert>}
        <TrpcProvider>
          <LoginForm callbackPath={callbackPath} />
        </TrpcProvider>
      </div>
    </AuthPage>
  );
}
