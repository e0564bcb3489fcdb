/**
 * The OpenAPI 3.1 document of /api/v1, generated from the operation registry
 * (server/services/operations.ts) with zod's own JSON Schema output: request schemas as a
 * caller writes them (io "input"), success `data` as the service answers it (io "output"), the
 * envelope around it, the flat error body with the codes each operation can answer, and the
 * webhook bodies under `webhooks`. Served at GET /api/v1/openapi.json.
 */
import { z } from "zod";
import { VERIFY_RATE_LIMIT_PER_MINUTE } from "@/lib/schemas/verification";
import { ERRORS, type ErrorCode } from "../errors";
import { headerName, type Operation } from "../services/operation";
import { operations } from "../services/operations";
import { STATUS_CODES } from "node:http";
import { apiKeyRecordSchema, createdApiKeySchema } from "../services/api-keys/api-key-record";
import { pdfUploadSessionSchema } from "../services/assets/initiate-pdf-upload";
import { pdfAssetDetailSchema, pdfAssetRecordSchema, processingRecordSchema } from "../services/assets/pdf-asset-record";
import { auditTrailSchema } from "../services/audit/list-audit-events";
import { signerViewSchema } from "../services/signer/get-signer-view";
import { signerOutcomeSchema } from "../services/signer/signer-session";
import { signingProcessFilesSchema } from "../services/signing/signing-process-files";
import { signerSlotRecordSchema, signingProcessRecordSchema } from "../services/signing/signing-process-record";
import { templateLabelSchema, templateRecordSchema, templateSummarySchema } from "../services/templates/template-record";
import { templateVersionSchema } from "../services/templates/template-versions";
import { webhookDeliveryRecordSchema } from "../services/webhooks/webhook-delivery-record";
import { webhookEndpointRecordSchema, webhookEndpointWithSecretSchema } from "../services/webhooks/webhook-endpoint-record";
import { LIFECYCLE_EVENT_TYPES, TEST_EVENT_TYPE } from "../services/webhooks/webhook-events";
import { bulkSendCompletedPayloadSchema, lifecyclePayloadSchema, testPayloadSchema } from "../services/webhooks/webhook-payloads";

type JsonSchema = Record<string, unknown>;
type Io = "input" | "output";

const TAGS: Record<string, string> = {
  "API keys": "Organization API keys: listed with an ADMIN key or a dashboard session, created and revoked only in the dashboard.",
  "PDF assets": "Presigned uploads, content-addressed assets and their asynchronous processing.",
  Templates:
    "PDF and HTML templates: drafts, numbered immutable versions, the catalogue, categories and tags, and start-signing.",
  "Bulk sends": "One template, many signings: up to 1000 start-signing rows checked in a dry run, then created one by one in the background.",
  "Public links": "Addresses that let anyone start a signing of a template as its first role (ADMIN), and the three keyless calls their page makes.",
  "Online forms": "Block forms: drafts guarded by a version, form templates in the library, Idempotency-Key on creation.",
  "Signing processes": "Direct signing processes: ordered signers, the audit trail and the final files.",
  Exports: "ZIP archives of processes (signed PDFs, certificates, audit trails, a manifest of SHA-256), built in the background (ADMIN).",
  Signer: "The hosted signing page's API: the signer token in the path is the credential.",
  Webhooks: "Webhook endpoints, their signing secrets and the delivery log.",
  Verification: "Anyone may check a PDF's seals and whether this installation issued it; no key needed.",
};

/** Records that many answers share become components.schemas entries, referenced by name. */
const NAMED_RECORDS: Record<string, z.ZodType> = {
  ApiKey: apiKeyRecordSchema,
  CreatedApiKey: createdApiKeySchema,
  PdfUploadSession: pdfUploadSessionSchema,
  PdfAsset: pdfAssetRecordSchema,
  PdfAssetDetail: pdfAssetDetailSchema,
  Processing: processingRecordSchema,
  Template: templateRecordSchema,
  TemplateSummary: templateSummarySchema,
  TemplateVersion: templateVersionSchema,
  TemplateLabel: templateLabelSchema,
  SigningProcess: signingProcessRecordSchema,
  SignerSlot: signerSlotRecordSchema,
  SigningProcessFiles: signingProcessFilesSchema,
  AuditTrail: auditTrailSchema,
  SignerView: signerViewSchema,
  SignerOutcome: signerOutcomeSchema,
  WebhookEndpoint: webhookEndpointRecordSchema,
  WebhookEndpointWithSecret: webhookEndpointWithSecretSchema,
  WebhookDelivery: webhookDeliveryRecordSchema,
};

const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED_RECORDS)) named.add(schema, { id });

const toComponentRefs = (schema: unknown): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;

/** The components.schemas the converted schemas referred to, filled as they are converted. */
let sharedSchemas: Record<string, JsonSchema> = {};

/**
 * A request schema as JSON Schema, the way a caller writes it: the conversion the document uses
 * for parameters and bodies, also used by the MCP tools' input schemas (server/mcp/tools.ts).
 * A standalone schema: `$schema` and its own `$defs`, referred to as `#/$defs/…`.
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

function jsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  // Only answers refer to the named records: a request schema is written out where it is used.
  const converted = io === "input" ? requestJsonSchema(schema) : (z.toJSONSchema(schema, { io, unrepresentable: "any", metadata: named }) as JsonSchema);
  const definitions = (converted.$defs ?? {}) as Record<string, unknown>;
  for (const [id, definition] of Object.entries(definitions)) sharedSchemas[id] = toComponentRefs(definition);
  // Note: the $schema keyword belongs to a document, not to a schema embedded in OpenAPI.
  const embedded = { ...converted };
  delete embedded.$schema;
  delete embedded.$defs;
  return toComponentRefs(embedded);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
};

function securityOf(operation: Operation): Array<Record<string, string[]>> {
  switch (operation.access) {
    case "admin":
    case "member":
      return [{ ApiKey: [] }, { BearerKey: [] }];
    case "apiKeyOrSession":
      return [{ ApiKey: [] }, { BearerKey: [] }, { DashboardSession: [] }];
    case "session":
      return [{ DashboardSession: [] }];
    case "signer":
    case "public":
      return [];
  }
}

/** Every error an operation can answer, by status: implied by its access and input, plus its own. */
function errorCodesOf(operation: Operation): Map<number, Array<ErrorCode | null>> {
  const byStatus = new Map<number, Array<ErrorCode | null>>();
  const add = (status: number, code: ErrorCode | null) => {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  };
  if (operation.params || operation.query || operation.body) add(400, null);
  if (operation.body || operation.rawBody) add(413, null);
  if (operation.access !== "signer" && operation.access !== "public") add(401, null);
  if (operation.access === "session") add(403, "SESSION_REQUIRED");
  if (operation.access === "admin" || operation.access === "apiKeyOrSession" || operation.access === "session") {
    add(403, "INSUFFICIENT_ROLE");
  }
  for (const code of operation.errors ?? []) add(ERRORS[code].status, code);
  add(429, null);
  return byStatus;
}

function errorResponses(operation: Operation): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...errorCodesOf(operation)].sort(([a], [b]) => a - b)) {
    const named = codes.filter((code): code is ErrorCode => code !== null);
    const generic = codes.includes(null);
    const description = [
      STATUS_CODES[status] ?? "Error",
      generic && status === 400 ? "validation: `message` is an array, one sentence per violated rule; no `code`" : null,
      named.length > 0 ? `code: ${named.join(", ")}` : null,
    ]
      .filter(Boolean)
      .join("; ");
    const schema = named.length > 0 ? { allOf: [ref("ErrorBody"), { properties: { code: { enum: named } } }] } : ref("ErrorBody");
    // Every 429 says when to come back, and so does a busy renderer.
    const retryAfter = status === 429 || named.includes("RENDER_BUSY");
    responses[String(status)] = {
      description,
      headers: retryAfter ? { "Retry-After": { $ref: "#/components/headers/Retry-After" }, ...RATE_LIMIT_HEADERS } : RATE_LIMIT_HEADERS,
      content: { "application/json": { schema } },
    };
  }
  return responses;
}

function successResponses(operation: Operation): Record<string, unknown> {
  const statuses = [operation.status, ...(operation.alsoStatus ?? [])];
  const responses: Record<string, unknown> = {};
  for (const status of statuses) {
    if (status === 204) {
      responses["204"] = { description: "No Content", headers: RATE_LIMIT_HEADERS };
      continue;
    }
    const content = operation.produces
      ? { [operation.produces]: { schema: { type: "string", contentMediaType: operation.produces } } }
      : {
          "application/json": {
            schema: {
              type: "object",
              properties: { success: { const: true }, data: jsonSchema(operation.output, "output"), timestamp: { type: "string", format: "date-time" } },
              required: ["success", "data", "timestamp"],
            },
          },
        };
    const note =
      operation.statusNotes?.[status] ??
      (status === 200 && operation.alsoStatus?.includes(200) ? "the existing record" : (STATUS_CODES[status] ?? ""));
    responses[String(status)] = { description: note, headers: RATE_LIMIT_HEADERS, content };
  }
  return responses;
}

function parametersOf(operation: Operation): unknown[] {
  const parameters: unknown[] = [];
  for (const [location, schema] of [
    ["path", operation.params],
    ["query", operation.query],
    ["header", operation.headers],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const array = property.type === "array";
      parameters.push({
        name: location === "header" ? headerName(name) : name,
        in: location,
        required: location === "path" || (object.required ?? []).includes(name),
        schema: property,
        ...(array ? { style: "form", explode: true, description: "Repeated keys or comma-separated values." } : {}),
      });
    }
  }
  return parameters;
}

function requestBodyOf(operation: Operation): unknown {
  if (operation.rawBody) {
    const { mediaType, maxBytes } = operation.rawBody;
    return {
      required: true,
      description: `The file itself, at most ${maxBytes} bytes (a larger body answers 413).`,
      content: { [mediaType]: { schema: { type: "string", contentMediaType: mediaType, maxLength: maxBytes } } },
    };
  }
  if (!operation.body) return undefined;
  const schema = jsonSchema(operation.body, "input");
  const required = ((schema.required as string[] | undefined) ?? []).length > 0;
  return { required, content: { "application/json": { schema } } };
}

function operationObject(operation: Operation): Record<string, unknown> {
  const requestBody = requestBodyOf(operation);
  const throttles = operation.throttle?.includes("upload")
    ? " Counts toward the per-organization upload throttle (UPLOAD_RATE_LIMIT_PER_MINUTE) besides the burst throttle."
    : operation.throttle?.includes("verify")
      ? ` Throttled per client IP at ${VERIFY_RATE_LIMIT_PER_MINUTE} a minute besides the burst throttle; the rate-limit headers are this throttle's.`
      : "";
  return {
    operationId: operation.name,
    summary: operation.summary,
    description: `Access: ${operation.access}.${throttles}`,
    tags: [operation.tag],
    security: securityOf(operation),
    parameters: parametersOf(operation),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponses(operation), ...errorResponses(operation) },
  };
}

const SIGNATURE_DESCRIPTION =
  "`t=<unix_seconds>,v1=<hex>`: the hex is HMAC-SHA256, keyed with the endpoint's secret (the `whsec_…` string as written), " +
  "over the text `<t>.<rawBody>`. Recompute it over the raw body, compare in constant time, and reject requests older than a few minutes.";

function webhookObject(event: string, payload: z.ZodType, summary: string): Record<string, unknown> {
  return {
    post: {
      operationId: `webhook.${event}`,
      summary,
      tags: ["Webhooks"],
      security: [{ WebhookSignature: [] }],
      parameters: [
        { name: "X-Service-Signature", in: "header", required: true, description: SIGNATURE_DESCRIPTION, schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" } },
        { name: "X-Service-Event-Id", in: "header", required: true, description: "The event's id, the same on every retry and redelivery.", schema: { type: "string" } },
        { name: "X-Service-Delivery-Id", in: "header", required: false, description: "The delivery this attempt belongs to.", schema: { type: "string" } },
        { name: "User-Agent", in: "header", required: true, schema: { type: "string", const: "Signet-Webhooks/1" } },
      ],
      requestBody: { required: true, content: { "application/json": { schema: jsonSchema(payload, "output") } } },
      responses: { "2XX": { description: "Received. Any other answer (or none within 10 seconds) is a failed attempt, retried 4 times in all." } },
    },
  };
}

const EVENT_SUMMARIES: Record<(typeof LIFECYCLE_EVENT_TYPES)[number], string> = {
  "signing.sent": "A process was created and sent.",
  "signer.completed": "One signer finished signing; `data.signer` is that signer.",
  "signing.completed": "Every signer signed and the sealed PDF exists.",
  "signing.declined": "A signer declined; `data.signer` is that signer.",
  "signing.expired": "The process passed its expiry.",
  "signing.voided": "The process was voided.",
};

function webhooks(): Record<string, unknown> {
  const entries: Array<[string, unknown]> = LIFECYCLE_EVENT_TYPES.map((event) => [
    event,
    webhookObject(event, lifecyclePayloadSchema.extend({ type: z.literal(event) }), EVENT_SUMMARIES[event]),
  ]);
  entries.push([
    "bulk_send.completed",
    webhookObject(
      "bulk_send.completed",
      bulkSendCompletedPayloadSchema,
      "Every row of a bulk send is CREATED or FAILED. Opt-in: sent only to endpoints whose `events` list it.",
    ),
  ]);
  entries.push([TEST_EVENT_TYPE, webhookObject(TEST_EVENT_TYPE, testPayloadSchema, "Sent on request only (POST /webhooks/{id}/test); no endpoint subscribes to it.")]);
  return Object.fromEntries(entries);
}

function components(): Record<string, unknown> {
  const rateHeader = (description: string) => ({ description, schema: { type: "integer" } });
  return {
    securitySchemes: {
      ApiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "An organization API key (`sdk_live_…`); wins over Authorization when both are sent." },
      BearerKey: { type: "http", scheme: "bearer", description: "The same API key as `Authorization: Bearer sdk_live_…`." },
      DashboardSession: {
        type: "apiKey",
        in: "cookie",
        name: "next-auth.session-token",
        description: "A signed-in dashboard user's session (`__Secure-next-auth.session-token` over https).",
      },
      WebhookSignature: { type: "apiKey", in: "header", name: "X-Service-Signature", description: `How Signet signs webhook requests: ${SIGNATURE_DESCRIPTION}` },
    },
    headers: {
      "X-RateLimit-Limit": rateHeader("Requests allowed in the current one-minute window."),
      "X-RateLimit-Remaining": rateHeader("Requests left in the current window."),
      "X-RateLimit-Reset": rateHeader("Unix seconds when the window ends."),
      "Retry-After": rateHeader("Seconds to wait before retrying."),
    },
    schemas: {
      ...sharedSchemas,
      ErrorBody: {
        type: "object",
        description: "The spec's flat error body; clients match on `code`, not on `message`.",
        properties: {
          statusCode: { type: "integer" },
          timestamp: { type: "string", format: "date-time" },
          path: { type: "string" },
          method: { type: "string" },
          message: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
          code: { type: "string", description: "Present only on application errors." },
          error: { type: "string", description: "The HTTP reason phrase." },
          details: { type: "object", additionalProperties: true },
        },
        required: ["statusCode", "timestamp", "path", "method", "message", "error"],
      },
    },
  };
}

function buildDocument(): Record<string, unknown> {
  sharedSchemas = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = operationObject(operation);
  }
  const hooks = webhooks();
  return {
    openapi: "3.1.0",
    info: {
      title: "Signet API",
      version: "1",
      description:
        "Organization-scoped JSON REST API of Signet. Every 2xx JSON answer is the envelope `{success: true, data, timestamp}`; " +
        "every error the flat error body. Every request counts toward the burst throttle (RATE_LIMIT_PER_MINUTE per client IP). " +
        "A path that exists answers 405 for a method it does not list; an unknown path under /api/v1 answers 404 NOT_FOUND.",
    },
    servers: [{ url: "/api/v1" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    webhooks: hooks,
    components: components(),
  };
}

let document: Record<string, unknown> | undefined;

/** The document, built once per process: the registry does not change while it runs. */
export function buildOpenApiDocument(): Record<string, unknown> {
  document ??= buildDocument();
  return document;
}
