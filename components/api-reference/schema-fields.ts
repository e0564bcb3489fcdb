/**
 * A JSON Schema (as the OpenAPI document writes it) turned into a readable nested field list:
 * one row per property with its type, whether it is required, its constraints and, for objects
 * and arrays of objects, the rows of its own properties. `$ref`s are resolved into
 * components.schemas; a schema already being expanded is named, not expanded again.
 */
import { refName, resolveRef, type JsonSchema, type OpenApiDocument } from "./openapi-model";

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  constraints: string[];
  description: string | null;
  /** The components.schemas entry this field is (or holds an array of), when it is not expanded here. */
  ref: string | null;
  children: FieldRow[];
};

export type FieldOptions = {
  /** Expand referenced schemas in place (request bodies), or name them for a link (answers). */
  expandRefs?: boolean;
};

/** Formats whose zod-generated regular expressions say nothing a reader needs beyond the format. */
const SELF_EXPLAINING_FORMATS = new Set(["uuid", "email", "date-time", "date", "uri", "url"]);
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The schema without a `null` alternative, and whether there was one. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const types = schema.type;
  if (Array.isArray(types) && types.includes("null")) {
    const rest = types.filter((type) => type !== "null");
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  const anyOf = asArray(schema.anyOf) as JsonSchema[];
  if (anyOf.length > 0 && anyOf.some((option) => option.type === "null")) {
    const rest = anyOf.filter((option) => option.type !== "null");
    if (rest.length === 1) return { schema: rest[0]!, nullable: true };
    return { schema: { ...schema, anyOf: rest }, nullable: true };
  }
  return { schema, nullable: false };
}

/** A short type label: `string (uuid)`, `array of SignerSlot`, `integer`, `"signing.completed"`. */
export function typeLabel(schema: JsonSchema, document: OpenApiDocument): string {
  const name = refName(schema);
  if (name) return name;
  if ("const" in schema) return JSON.stringify(schema.const);
  const anyOf = asArray(schema.anyOf) as JsonSchema[];
  if (anyOf.length > 0) return anyOf.map((option) => typeLabel(withoutNull(option).schema, document)).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : typeof schema.type === "string" ? schema.type : null;
  if (type === "array") {
    const items = (schema.items ?? {}) as JsonSchema;
    return `array of ${typeLabel(withoutNull(items).schema, document)}`;
  }
  if (!type) return schema.properties ? "object" : "any";
  if (typeof schema.format === "string") return `${type} (${schema.format})`;
  if (typeof schema.contentMediaType === "string") return `${type} (${schema.contentMediaType})`;
  return type;
}

const bound = (value: unknown) => (typeof value === "number" && Math.abs(value) < MAX_SAFE ? value : null);

/** Readable constraints: `one of A, B`, `1–300 characters`, `≥ 1`, `default 20`, `pattern …`. */
export function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const values = asArray(schema.enum);
  if (values.length > 0) out.push(`one of ${values.map((value) => String(value)).join(", ")}`);
  const range = (low: number | null, high: number | null, unit: string) => {
    if (low !== null && high !== null) out.push(low === high ? `exactly ${low}${unit}` : `${low}–${high}${unit}`);
    else if (low !== null) out.push(`at least ${low}${unit}`);
    else if (high !== null) out.push(`at most ${high}${unit}`);
  };
  range(bound(schema.minLength), bound(schema.maxLength), " characters");
  range(bound(schema.minItems), bound(schema.maxItems), " items");
  range(bound(schema.minimum), bound(schema.maximum), "");
  const exclusiveMin = bound(schema.exclusiveMinimum);
  if (exclusiveMin !== null) out.push(`greater than ${exclusiveMin}`);
  const exclusiveMax = bound(schema.exclusiveMaximum);
  if (exclusiveMax !== null) out.push(`less than ${exclusiveMax}`);
  if (typeof schema.pattern === "string" && !(typeof schema.format === "string" && SELF_EXPLAINING_FORMATS.has(schema.format))) {
    out.push(`pattern ${schema.pattern}`);
  }
  if ("default" in schema) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The properties of an object schema (following `$ref` and `allOf`), or null when it has none. */
function objectOf(schema: JsonSchema, document: OpenApiDocument): JsonSchema | null {
  const resolved = resolveRef(schema, document);
  const parts = asArray(resolved.allOf) as JsonSchema[];
  if (parts.length > 0) {
    const merged = parts.map((part) => objectOf(part, document) ?? {});
    return {
      properties: Object.assign({}, ...merged.map((part) => part.properties ?? {})),
      required: merged.flatMap((part) => asArray(part.required)),
    };
  }
  return resolved.properties && typeof resolved.properties === "object" ? resolved : null;
}

/** The rows of an object schema's properties; nested objects and arrays of objects carry children. */
export function schemaFields(
  schema: JsonSchema,
  document: OpenApiDocument,
  options: FieldOptions = {},
  expanding: ReadonlySet<string> = new Set(),
): FieldRow[] {
  const expandRefs = options.expandRefs ?? true;
  const object = objectOf(schema, document);
  if (!object) return [];
  const required = new Set(asArray(object.required).map(String));
  return Object.entries(object.properties as Record<string, JsonSchema>).map(([name, raw]) => {
    const { schema: property, nullable } = withoutNull(raw);
    const resolved = resolveRef(property, document);
    const items = property.type === "array" || resolved.type === "array" ? withoutNull((resolved.items ?? {}) as JsonSchema).schema : null;
    const nested = items ?? property;
    const nestedName = refName(nested);
    const linked = nestedName !== null && (!expandRefs || expanding.has(nestedName));
    const children = linked ? [] : schemaFields(nested, document, options, nestedName ? new Set([...expanding, nestedName]) : expanding);
    return {
      name,
      type: typeLabel(property, document),
      required: required.has(name),
      nullable,
      constraints: [...constraintsOf(resolved), ...(items ? constraintsOf(resolveRef(items, document)).map((rule) => `each: ${rule}`) : [])],
      description: typeof resolved.description === "string" ? resolved.description : typeof raw.description === "string" ? raw.description : null,
      ref: linked ? nestedName : null,
      children,
    };
  });
}
