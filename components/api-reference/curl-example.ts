/**
 * A curl example per operation: `$SIGNET_URL` and `$SIGNET_API_KEY` placeholders, path
 * parameters filled with plausible values, and a JSON body derived from the request schema
 * with its required fields (all fields when none is required).
 */
import { resolveRef, type JsonSchema, type OpenApiDocument, type OperationView } from "./openapi-model";
import { withoutNull } from "./schema-fields";

const SAMPLE_UUID = "7d9f8b3e-2c4a-4f1e-9b6d-0a1c2e3f4a5b";
const SAMPLE_DATE_TIME = "2030-01-31T17:00:00Z";

/** Values for well-known property names, before falling back to the schema's type. */
const BY_NAME: Record<string, unknown> = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  phoneE164: "+14155550123",
  subject: "Please sign the service agreement",
  message: "Hello, the agreement is ready for your signature.",
  url: "https://example.com/signet/events",
  // The embed-url body: the host page's origin, no path.
  origin: "https://app.example.com",
  description: "Production receiver",
  reason: "Sent to the wrong address",
  roleLabel: "Client",
  locale: "en",
  label: "Signature",
  filename: "agreement.pdf",
  code: "123456",
  token: "SIGNER_TOKEN",
};

/**
 * Optional properties an example still shows: the rules that make them necessary (an email for
 * EMAIL dispatch, a phone for AES_OTP) span several fields, which JSON Schema does not say.
 */
const ALWAYS_SHOWN = ["email", "phoneE164"];

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function stringExample(schema: JsonSchema, name: string | null): string {
  switch (schema.format) {
    case "uuid":
      return SAMPLE_UUID;
    case "date-time":
      return SAMPLE_DATE_TIME;
    case "date":
      return SAMPLE_DATE_TIME.slice(0, 10);
    case "email":
      return "ada@example.com";
    case "uri":
    case "url":
      return "https://example.com/signet/events";
  }
  if (name && typeof BY_NAME[name] === "string") return BY_NAME[name] as string;
  if (name && /sha256/i.test(name)) return "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const text = name ?? "example";
  return text.length >= minLength ? text : text.padEnd(minLength, "x");
}

/** A plausible value for `schema`; objects carry their required properties (all when none is required). */
export function exampleValue(raw: JsonSchema, document: OpenApiDocument, name: string | null = null, depth = 0): unknown {
  const schema = withoutNull(resolveRef(raw, document)).schema;
  if ("const" in schema) return schema.const;
  if ("default" in schema && schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)) return schema.default;
  const values = asArray(schema.enum);
  if (values.length > 0) return values[0];
  const anyOf = asArray(schema.anyOf) as JsonSchema[];
  if (anyOf.length > 0) return exampleValue(anyOf[0]!, document, name, depth);
  const allOf = asArray(schema.allOf) as JsonSchema[];
  if (allOf.length > 0) return exampleValue(allOf[0]!, document, name, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    if (depth > 6) return {};
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = asArray(schema.required).map(String);
    const names = required.length > 0 ? [...required, ...ALWAYS_SHOWN.filter((key) => !required.includes(key))] : Object.keys(properties);
    return Object.fromEntries(names.filter((key) => properties[key]).map((key) => [key, exampleValue(properties[key]!, document, key, depth + 1)]));
  }
  if (type === "array") {
    if (depth > 6) return [];
    const count = Math.max(1, typeof schema.minItems === "number" ? Math.min(schema.minItems, 3) : 1);
    return Array.from({ length: count }, () => exampleValue((schema.items ?? {}) as JsonSchema, document, name, depth + 1));
  }
  if (type === "integer" || type === "number") {
    if (typeof schema.minimum === "number") return schema.minimum;
    if (typeof schema.exclusiveMinimum === "number") return type === "integer" ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + 100;
    return 1;
  }
  if (type === "boolean") return true;
  if (type === "string") return stringExample(schema, name);
  return null;
}

/** `'…'` for a POSIX shell, whatever the text holds. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The curl command for one operation. */
export function curlExample(operation: OperationView, document: OpenApiDocument): string {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = exampleValue(parameter.schema, document, parameter.name);
    const text = Array.isArray(value) ? value.map(String).join(",") : String(value);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === "query" && parameter.required) query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(text)}`);
  }
  const url = `"$SIGNET_URL/api/v1${path}${query.length > 0 ? `?${query.join("&")}` : ""}"`;
  const lines = [operation.method === "GET" ? `curl ${url}` : `curl -X ${operation.method} ${url}`];
  if (operation.access === "session") lines.push(`-b "next-auth.session-token=$SIGNET_SESSION"`);
  else if (operation.access !== "signer" && operation.access !== "public") lines.push(`-H "X-API-Key: $SIGNET_API_KEY"`);
  if (operation.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d ${shellQuote(JSON.stringify(exampleValue(operation.body.schema, document), null, 2))}`);
  }
  if (operation.fileBody) {
    lines.push(`-H "Content-Type: ${operation.fileBody}"`);
    lines.push(`--data-binary @${operation.fileBody === "application/pdf" ? "document.pdf" : "body.bin"}`);
  }
  const media = operation.success[0]?.mediaType;
  if (media && media !== "application/json") lines.push(`-o ${media === "application/pdf" ? "document.pdf" : "response.bin"}`);
  return lines.join(" \\\n  ");
}
