/**
 * The canonical JSON that audit hashes, form submission hashes and form content hashes are
 * computed over (API.md): object keys sorted by UTF-16 code unit at every depth, no
 * whitespace, strings and numbers exactly as JSON.stringify writes them, and a missing
 * (undefined) value written as null. Anyone can recompute a hash from the values returned.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("canonical JSON has no representation for a non-finite number");
    return JSON.stringify(value);
  }
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    // Note: the default sort compares UTF-16 code units, which is exactly the rule.
    const keys = Object.keys(value).sort();
    const members = keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(",")}}`;
  }
  throw new TypeError(`canonical JSON has no representation for ${typeof value}`);
}
