/**
 * Reading the generated OpenAPI document (server/http/openapi.ts) for the reference page:
 * `$ref` resolution into components.schemas, operations grouped by tag, who may call each one
 * and the error codes it answers. Pure functions over the JSON document.
 */
export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown>;

export type Parameter = { name: string; in: string; required: boolean; description?: string; schema: JsonSchema };

export type ErrorEntry = { status: string; description: string; codes: string[] };

export type OperationView = {
  id: string;
  anchor: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  access: string;
  callers: string;
  throttleNote: string | null;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  /** The media type of a body sent as a file (the verifier's PDF), not JSON. */
  fileBody: string | null;
  success: Array<{ status: string; description: string; mediaType: string | null; data: JsonSchema | null }>;
  errors: ErrorEntry[];
};

export type TagGroup = { name: string; description: string; operations: OperationView[] };

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The schema a `#/components/...` reference points to, or the schema itself when it is no reference. */
export function resolveRef(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return schema;
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) target = asRecord(target)[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  return asRecord(target);
}

/** The components.schemas name of a reference (`SigningProcess`), or null. */
export function refName(schema: JsonSchema): string | null {
  const ref = schema.$ref;
  return typeof ref === "string" ? (ref.split("/").pop() ?? null) : null;
}

/** An id usable in a URL fragment: `post-signing-processes-id-void`. */
export function anchorOf(method: string, path: string): string {
  return `${method.toLowerCase()}${path.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`.replace(/-+$/, "");
}

const CALLERS: Record<string, string> = {
  admin: "An ADMIN API key (X-API-Key or Bearer).",
  member: "Any API key, ADMIN or MEMBER (X-API-Key or Bearer).",
  apiKeyOrSession: "An ADMIN API key, or a signed-in dashboard ADMIN.",
  session: "Only a signed-in dashboard ADMIN; API keys are refused with SESSION_REQUIRED.",
  signer: "Anyone holding the signer token in the path; no API key.",
  public: "Anyone; no credentials.",
};

/** Who may call an operation, from its `Access: …` description, or else from its security. */
export function callersOf(operation: Record<string, unknown>): { access: string; callers: string } {
  const match = /Access: (\w+)\./.exec(String(operation.description ?? ""));
  if (match?.[1]) return { access: match[1], callers: CALLERS[match[1]] ?? match[1] };
  const schemes = (Array.isArray(operation.security) ? operation.security : []).flatMap((entry) => Object.keys(asRecord(entry)));
  if (schemes.length === 0) return { access: "public", callers: CALLERS.public! };
  return { access: schemes.join(" or "), callers: `One of: ${schemes.join(", ")}.` };
}

/** The application codes an error response names, from its `allOf` enum. */
function errorCodes(response: Record<string, unknown>): string[] {
  const schema = asRecord(asRecord(asRecord(asRecord(response.content)["application/json"])).schema);
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
  return allOf.flatMap((part) => {
    const values = asRecord(asRecord(asRecord(part).properties).code).enum;
    return Array.isArray(values) ? values.map(String) : [];
  });
}

function operationView(method: string, path: string, operation: Record<string, unknown>): OperationView {
  const { access, callers } = callersOf(operation);
  const description = String(operation.description ?? "");
  const throttleNote = description.replace(/^Access: \w+\.\s*/, "").trim() || null;
  const bodyObject = asRecord(operation.requestBody);
  const bodySchema = asRecord(asRecord(asRecord(bodyObject.content)["application/json"]).schema);
  const success: OperationView["success"] = [];
  const errors: ErrorEntry[] = [];
  for (const [status, value] of Object.entries(asRecord(operation.responses))) {
    const response = asRecord(value);
    if (/^2/.test(status)) {
      const [mediaType, media] = Object.entries(asRecord(response.content))[0] ?? [null, null];
      const schema = asRecord(asRecord(media).schema);
      const data = mediaType === "application/json" ? asRecord(asRecord(schema.properties).data) : null;
      success.push({ status, description: String(response.description ?? ""), mediaType, data: data && Object.keys(data).length > 0 ? data : null });
    } else {
      errors.push({ status, description: String(response.description ?? ""), codes: errorCodes(response) });
    }
  }
  return {
    id: String(operation.operationId ?? anchorOf(method, path)),
    anchor: anchorOf(method, path),
    method: method.toUpperCase(),
    path,
    summary: String(operation.summary ?? ""),
    tag: (Array.isArray(operation.tags) ? String(operation.tags[0]) : null) ?? "Other",
    access,
    callers,
    throttleNote,
    parameters: (Array.isArray(operation.parameters) ? operation.parameters : []) as Parameter[],
    body: Object.keys(bodySchema).length > 0 ? { required: bodyObject.required === true, schema: bodySchema } : null,
    fileBody: Object.keys(asRecord(bodyObject.content)).find((media) => media !== "application/json") ?? null,
    success,
    errors,
  };
}

/** Every operation of `paths`, grouped by the document's tags in their order. */
export function operationsByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of Array.isArray(document.tags) ? document.tags : []) {
    const { name, description } = asRecord(tag);
    groups.set(String(name), { name: String(name), description: String(description ?? ""), operations: [] });
  }
  for (const [path, item] of Object.entries(asRecord(document.paths))) {
    for (const method of METHODS) {
      const operation = asRecord(item)[method];
      if (!operation) continue;
      const view = operationView(method, path, asRecord(operation));
      if (!groups.has(view.tag)) groups.set(view.tag, { name: view.tag, description: "", operations: [] });
      groups.get(view.tag)!.operations.push(view);
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

export type WebhookEventView = { event: string; anchor: string; summary: string; headers: Parameter[]; payload: JsonSchema | null };

/** The document's `webhooks`: one entry per event, its headers and payload schema. */
export function webhookEvents(document: OpenApiDocument): WebhookEventView[] {
  return Object.entries(asRecord(document.webhooks)).map(([event, item]) => {
    const post = asRecord(asRecord(item).post);
    const payload = asRecord(asRecord(asRecord(asRecord(post.requestBody).content)["application/json"]).schema);
    return {
      event,
      anchor: `webhook-${event.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`,
      summary: String(post.summary ?? ""),
      headers: (Array.isArray(post.parameters) ? post.parameters : []) as Parameter[],
      payload: Object.keys(payload).length > 0 ? payload : null,
    };
  });
}
