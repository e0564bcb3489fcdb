/**
 * A caller's `metadata` (API.md, "Metadata and locales"): free key-value data, any JSON value
 * under each key, returned as sent. Caps: 16 KiB of canonical JSON, depth 5 (the metadata object
 * is the first level), keys and strings safe text. A value over a cap is refused by its path.
 */
import { z } from "zod";
import { canonicalJson } from "../canonical-json";
import { safeJson, safeText } from "./text";

export const METADATA_MAX_BYTES = 16 * 1024;
export const METADATA_MAX_DEPTH = 5;

/** The path of the first object or array nested deeper than METADATA_MAX_DEPTH, or null. */
function tooDeepPath(metadata: Record<string, unknown>): PropertyKey[] | null {
  // Note: iterative, because JSON.parse accepts nesting far deeper than the call stack.
  const pending: { value: unknown; path: PropertyKey[] }[] = Object.entries(metadata).map(([key, value]) => ({ value, path: [key] }));
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (path.length + 1 > METADATA_MAX_DEPTH) return path;
    const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
    for (const [key, item] of entries) pending.push({ value: item, path: [...path, key] });
  }
  return null;
}

export const metadataSchema = z.record(safeText(), safeJson()).superRefine((metadata, ctx) => {
  const deep = tooDeepPath(metadata);
  if (deep) {
    ctx.addIssue({ code: "custom", path: deep, message: `must not nest objects or arrays deeper than ${METADATA_MAX_DEPTH} levels (metadata is the first)` });
    return;
  }
  const bytes = new TextEncoder().encode(canonicalJson(metadata)).length;
  if (bytes > METADATA_MAX_BYTES) {
    ctx.addIssue({ code: "custom", message: `must be at most ${METADATA_MAX_BYTES / 1024} KiB as canonical JSON (it is ${bytes} bytes)` });
  }
});
