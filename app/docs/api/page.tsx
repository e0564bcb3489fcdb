import type { Metadata } from "next";
import { ApiReference } from "@/components/api-reference/api-reference";
import { env } from "@/server/env";
import { buildOpenApiDocument } from "@/server/http/openapi";

// Public: outside the (dashboard) group, so no session is asked for. Rendered per request so
// the base URL and limits are this server's configuration, not the build machine's.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "API reference", description: "The Signet /api/v1 reference: authentication, operations, webhooks." };

export default function ApiReferencePage() {
  const config = env();
  return (
    <main className="min-h-screen bg-white">
      <ApiReference
        document={buildOpenApiDocument()}
        baseUrl={config.APP_URL}
        rateLimitPerMinute={config.RATE_LIMIT_PER_MINUTE}
        uploadRateLimitPerMinute={config.UPLOAD_RATE_LIMIT_PER_MINUTE}
        webhookRetryDelays={config.WEBHOOK_RETRY_DELAYS}
      />
    </main>
  );
}
