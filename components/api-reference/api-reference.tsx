/**
 * The /api/v1 reference, rendered on the server from the generated OpenAPI document: intro
 * (base URL, authentication, envelope, errors, pagination, rate limits), a table of contents
 * by tag, every operation, and the webhooks with their signature. No client fetch, no
 * external resources; the copy buttons are the only client JavaScript.
 */
import type { ReactNode } from "react";
import { CodeBlock } from "./code-block";
import { FieldList } from "./field-list";
import { MethodBadge, OperationSection } from "./operation-section";
import { operationsByTag, webhookEvents, type JsonSchema, type OpenApiDocument } from "./openapi-model";
import { schemaFields } from "./schema-fields";

export type ApiReferenceProps = {
  document: OpenApiDocument;
  baseUrl: string;
  rateLimitPerMinute: number;
  uploadRateLimitPerMinute: number;
  webhookRetryDelays: number[];
};

const SUCCESS_EXAMPLE = `{
  "success": true,
  "data": { "id": "7d9f8b3e-2c4a-4f1e-9b6d-0a1c2e3f4a5b", "status": "SENT", "…": "…" },
  "timestamp": "2030-01-31T17:00:00.000Z"
}`;

const ERROR_EXAMPLE = `{
  "statusCode": 409,
  "timestamp": "2030-01-31T17:00:00.000Z",
  "path": "/api/v1/signing-processes/7d9f8b3e-2c4a-4f1e-9b6d-0a1c2e3f4a5b/void",
  "method": "POST",
  "message": "…",
  "code": "INVALID_STATE",
  "error": "Conflict"
}`;

const VERIFY_EXAMPLE = `import crypto from "node:crypto";

// secret: the endpoint's "whsec_…" string as shown once; rawBody: the request body, unparsed.
export function verifySignetSignature(header, rawBody, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest("hex");
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === 32 && crypto.timingSafeEqual(given, Buffer.from(expected, "hex"));
}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Code = ({ children }: { children: ReactNode }) => <code className="[overflow-wrap:anywhere] rounded bg-slate-100 px-1 font-mono text-[0.85em] text-slate-900">{children}</code>;

export function ApiReference({ document, baseUrl, rateLimitPerMinute, uploadRateLimitPerMinute, webhookRetryDelays }: ApiReferenceProps) {
  const groups = operationsByTag(document);
  const events = webhookEvents(document);
  const info = (document.info ?? {}) as { title?: string; version?: string };
  const apiBase = `${baseUrl}/api/v1`;
  const payload = events.find((event) => event.event !== "webhook.test" && event.payload)?.payload ?? null;
  const signatureHeader = events[0]?.headers.find((header) => header.name === "X-Service-Signature");
  const schemas = Object.entries(((document.components ?? {}) as { schemas?: Record<string, JsonSchema> }).schemas ?? {});
  const lifecycleEvents = events.filter((event) => event.event !== "webhook.test");

  return (
    <div className="mx-auto w-full max-w-4xl space-y-10 px-4 py-8 text-slate-900 sm:px-6">
      <header className="space-y-3">
        <p className="text-sm font-medium text-indigo-800">Signet · API version {info.version ?? "1"}</p>
        <h1 className="text-3xl font-bold">{info.title ?? "Signet API"} reference</h1>
        <p className="text-slate-800">
          Everything your systems can do with Signet over HTTP: JSON in, JSON out, scoped to your organization. This page is generated from the same
          OpenAPI 3.1 document the server answers at <a className="[overflow-wrap:anywhere] text-indigo-700 underline" href="/api/v1/openapi.json">/api/v1/openapi.json</a>
          ; feed that file to your client generator.
        </p>
      </header>

      <nav aria-labelledby="toc-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="toc-title" className="mb-2 text-lg font-semibold">
          Contents
        </h2>
        <ol className="space-y-3 text-sm">
          <li>
            <a className="text-indigo-700 underline" href="#getting-started">
              Getting started
            </a>
            : base URL, authentication, answers, errors, pagination, rate limits
          </li>
          {groups.map((group) => (
            <li key={group.name}>
              <a className="font-medium text-indigo-700 underline" href={`#tag-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}>
                {group.name}
              </a>
              <ul className="mt-1 space-y-1 pl-3">
                {group.operations.map((operation) => (
                  <li key={operation.anchor} className="flex items-baseline gap-2">
                    <MethodBadge method={operation.method} />
                    <a className="min-w-0 [overflow-wrap:anywhere] font-mono text-indigo-700 underline" href={`#${operation.anchor}`} aria-label={`${operation.method} ${operation.path}`}>
                      {operation.path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <a className="font-medium text-indigo-700 underline" href="#webhook-events">
              Webhook events
            </a>
            : events, payload, verifying X-Service-Signature
          </li>
          <li>
            <a className="font-medium text-indigo-700 underline" href="#schemas">
              Schemas
            </a>
            : the records answers and events carry
          </li>
        </ol>
      </nav>

      <Section id="getting-started" title="Getting started">
        <h3 className="text-lg font-semibold">Base URL</h3>
        <p>
          Every path below is relative to <Code>{apiBase}</Code>. The examples read the server and your key from the shell:
        </p>
        <CodeBlock label="Shell setup" code={`export SIGNET_URL=${baseUrl}\nexport SIGNET_API_KEY=sdk_live_…   # Dashboard → API keys; shown once`} />

        <h3 className="text-lg font-semibold">Authentication</h3>
        <p>
          Send an organization API key as <Code>X-API-Key: sdk_live_…</Code> or as <Code>Authorization: Bearer sdk_live_…</Code> (X-API-Key wins when both are
          sent). A key acts with its role: <strong>ADMIN</strong> keys may call everything marked “ADMIN API key”, <strong>MEMBER</strong> keys only the
          read operations open to any key. Keys are created and revoked by an ADMIN in the dashboard. The signer operations under <Code>/sign/{"{token}"}</Code>{" "}
          take no key: the signer token in the path is the credential.
        </p>

        <h3 className="text-lg font-semibold">Successful answers</h3>
        <p>
          Every 2xx JSON answer is the envelope <Code>{"{success: true, data, timestamp}"}</Code>; each operation below describes its <Code>data</Code>. File
          downloads answer the raw bytes and 204 answers have no body.
        </p>
        <CodeBlock label="Success envelope" code={SUCCESS_EXAMPLE} />

        <h3 className="text-lg font-semibold">Errors</h3>
        <p>
          Every error is one flat JSON object. Match on <Code>code</Code> (present on application errors such as <Code>NOT_FOUND</Code> or{" "}
          <Code>INVALID_STATE</Code>), never on <Code>message</Code>. Validation failures answer 400 with no <Code>code</Code> and <Code>message</Code> as an
          array, one sentence per violated rule. Unauthenticated requests answer 401; a method a path does not list, 405; an unknown path, 404{" "}
          <Code>NOT_FOUND</Code>.
        </p>
        <CodeBlock label="Error body" code={ERROR_EXAMPLE} />

        <h3 className="text-lg font-semibold">Pagination</h3>
        <p>
          List operations take <Code>page</Code> (from 1) and <Code>pageSize</Code> (default 20, at most 100) and answer <Code>{"data: {items, total, page, pageSize}"}</Code>
          . Keep asking for the next page while <Code>page × pageSize &lt; total</Code>.
        </p>

        <h3 className="text-lg font-semibold">Rate limits</h3>
        <p>
          Each client IP may make {rateLimitPerMinute} requests a minute to <Code>/api/v1</Code>; uploads (initiate and commit) also count toward{" "}
          {uploadRateLimitPerMinute} a minute per organization. Every answer carries <Code>X-RateLimit-Limit</Code>, <Code>X-RateLimit-Remaining</Code> and{" "}
          <Code>X-RateLimit-Reset</Code> (Unix seconds); beyond the limit the answer is 429 with <Code>Retry-After</Code> in seconds.
        </p>
      </Section>

      {groups.map((group) => (
        <Section key={group.name} id={`tag-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`} title={group.name}>
          {group.description && <p className="text-slate-800">{group.description}</p>}
          <div className="space-y-6">
            {group.operations.map((operation) => (
              <OperationSection key={operation.anchor} operation={operation} document={document} />
            ))}
          </div>
        </Section>
      ))}

      <Section id="webhook-events" title="Webhook events">
        <p>
          Signet POSTs a JSON event to each enabled endpoint subscribed to its type (add endpoints with <Code>POST /webhooks</Code>). Answer any 2xx within 10
          seconds; anything else is a failed attempt, retried after {webhookRetryDelays.join(", ")} seconds ({webhookRetryDelays.length + 1} attempts in
          all). <Code>X-Service-Event-Id</Code> stays the same on every retry and redelivery: use it to ignore duplicates.
        </p>
        <h3 className="text-lg font-semibold">Events</h3>
        <ul className="space-y-2">
          {events.map((event) => (
            <li key={event.event} id={event.anchor} className="scroll-mt-4 break-words text-sm">
              <Code>{event.event}</Code> — {event.summary.replaceAll("`", "")}
            </li>
          ))}
        </ul>
        <h3 className="text-lg font-semibold">Headers</h3>
        <FieldList
          label="Webhook request headers"
          rows={(events[0]?.headers ?? []).map((header) => ({
            name: header.name,
            type: "string",
            required: header.required,
            nullable: false,
            constraints: [],
            description: header.description?.replaceAll("`", "") ?? (typeof header.schema.const === "string" ? `Always ${header.schema.const}.` : null),
            ref: null,
            children: [],
          }))}
        />
        {payload && (
          <>
            <h3 className="text-lg font-semibold">Payload of the lifecycle events</h3>
            <p className="text-sm text-slate-800">
              {lifecycleEvents.map((event) => event.event).join(", ")} share this body; <Code>type</Code> is the event.
            </p>
            <FieldList label="Webhook payload fields" rows={schemaFields(payload, document, { expandRefs: false })} answer />
          </>
        )}
        <h3 className="text-lg font-semibold">Verifying X-Service-Signature</h3>
        <p>
          {signatureHeader?.description?.replaceAll("`", "") ??
            "t=<unix_seconds>,v1=<hex>: HMAC-SHA256 keyed with the endpoint's secret over <t>.<rawBody>."}
        </p>
        <CodeBlock label="Verify a webhook signature (Node.js)" code={VERIFY_EXAMPLE} />
      </Section>

      <Section id="schemas" title="Schemas">
        <p>The records that answers and webhook payloads share, as the server writes them.</p>
        <div className="space-y-4">
          {schemas.map(([name, schema]) => (
            <section key={name} id={`schema-${name}`} aria-labelledby={`schema-${name}-title`} className="scroll-mt-4 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 id={`schema-${name}-title`} className="font-mono text-base font-semibold">
                {name}
              </h3>
              {typeof schema.description === "string" && <p className="text-sm text-slate-800">{schema.description.replaceAll("`", "")}</p>}
              <FieldList label={`Fields of ${name}`} rows={schemaFields(schema, document, { expandRefs: false })} answer />
            </section>
          ))}
        </div>
      </Section>

      <footer className="border-t border-slate-200 pt-4 text-sm text-slate-700">
        The machine-readable document: <a className="text-indigo-700 underline" href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).
      </footer>
    </div>
  );
}
