"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { CopyButton } from "@/components/dashboard/copy-button";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Card, CardHeader } from "@/components/ui/card";
import { SsoConnectionForm } from "./sso-connection-form";

/** Settings, "Single sign-on": the organization's OpenID Connect provider (owners set it up). */
export function SsoSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.sso.settings.queryOptions());
  return (
    <Card>
      <CardHeader
        title="Single sign-on"
        description="Let your colleagues sign in with your company's sign-in provider (Microsoft Entra ID, Google Workspace, Okta, Keycloak or any OpenID Connect provider)."
      />
      {settings.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading single sign-on…</p>
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="sso-redirect-title" className="space-y-2">
            <h3 id="sso-redirect-title" className="font-medium text-slate-900">
              Address to register with your provider
            </h3>
            <p className="text-sm text-slate-600">Your provider sends people back here after they sign in. Register it as the redirect address of the application you create there.</p>
            <div className="flex flex-wrap items-center gap-2">
              <code id="sso-redirect-uri" className="min-w-0 break-all rounded bg-slate-100 px-2 py-1 text-sm text-slate-900">
                {settings.data.redirectUri}
              </code>
              <CopyButton text={settings.data.redirectUri} label="Copy address" size="sm" variant="secondary" />
            </div>
          </section>
          <SsoConnectionForm settings={settings.data} />
        </div>
      )}
    </Card>
  );
}
