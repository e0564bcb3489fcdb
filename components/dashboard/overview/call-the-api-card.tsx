import Link from "next/link";
import { Card, CardHeader } from "@/components/ui/card";
import { CopyButton } from "../copy-button";

/** The shortest path for an integrator: where the API lives and one request that works. */
export function CallTheApiCard({ apiBaseUrl }: { apiBaseUrl: string }) {
  const example = `curl -H "X-API-Key: sdk_live_…" ${apiBaseUrl}/api-keys`;
  return (
    <Card>
      <CardHeader
        title="Call the API"
        description="Every request carries an API key in the X-API-Key header."
      />
      <div className="space-y-4">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Base URL</p>
          <p className="mt-1 break-all font-mono text-sm text-slate-900">{apiBaseUrl}</p>
        </div>
        <div>
          <p id="curl-example-label" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Example: list your API keys
          </p>
          {/* Focusable, so that a keyboard can scroll a long command sideways. */}
          <pre
            aria-labelledby="curl-example-label"
            tabIndex={0}
            className="mt-1 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-100"
          >
            <code>{example}</code>
          </pre>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton text={example} label="Copy command" size="sm" />
          <Link
            href="/api-keys"
            className="inline-flex h-8 items-center rounded-md bg-indigo-600 px-3 text-sm font-medium text-white hover:bg-indigo-700"
          >
            Manage API keys
          </Link>
        </div>
      </div>
    </Card>
  );
}
