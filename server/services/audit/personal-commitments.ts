/**
 * Personal data in the audit trail (docs/operations.md, "Retention and erasure"). A version 2
 * event's hash covers each personal value only as a commitment, the SHA-256 of the event's
 * random salt followed by the value's canonical JSON. The salt is stored beside the values and
 * erased with them; the commitments stay, so erasing a process leaves every hash as it was.
 */
import { randomFillSync } from "node:crypto";
import { sha256Hex } from "../../crypto/sha256";
import { canonicalJson } from "@/lib/canonical-json";

/** Keys inside `details`, at any depth, whose values are about a person. */
export const PERSONAL_DETAIL_KEYS: ReadonlySet<string> = new Set([
  "name",
  "email",
  "phone",
  "phoneE164",
  "sentTo",
  "to",
  "reason",
  "fieldValues",
  "answers",
  "signatureText",
]);

/** JSON pointer (RFC 6901) → commitment, for every personal value that is not null. */
export type Commitments = Record<string, string>;

const SALT_BYTES = 16;
// Salts are cut from a pool refilled 256 at a time: one call into the random source per 256
// events instead of one each (seeding writes millions; docs/performance.md, "Scale").
const saltPool = Buffer.alloc(SALT_BYTES * 256);
let saltPoolOffset = saltPool.length;

export function newPersonalSalt(): string {
  if (saltPoolOffset === saltPool.length) {
    randomFillSync(saltPool);
    saltPoolOffset = 0;
  }
  saltPoolOffset += SALT_BYTES;
  return saltPool.toString("hex", saltPoolOffset - SALT_BYTES, saltPoolOffset);
}

/** sha256 of the UTF-8 bytes of salt (hex) followed by the value's canonical JSON, in hex. */
export function commitmentOf(salt: string, value: unknown): string {
  return sha256Hex(salt + canonicalJson(value));
}

const escapeSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");
const unescapeSegment = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~");

/** The hashed fields an event's personal values sit in. */
export interface PersonalFields {
  actor: { kind: string; name: string | null };
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

/** Every personal value of an event that is not null, by JSON pointer. */
export function personalValues(event: PersonalFields): Map<string, unknown> {
  const found = new Map<string, unknown>();
  // Signet's own name, on the events it records itself, is about no one.
  if (event.actor.name !== null && event.actor.kind !== "SYSTEM") found.set("/actor/name", event.actor.name);
  if (event.ip !== null) found.set("/ip", event.ip);
  if (event.userAgent !== null) found.set("/userAgent", event.userAgent);
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const at = `${pointer}/${escapeSegment(key)}`;
        if (PERSONAL_DETAIL_KEYS.has(key)) {
          if (inner !== null && inner !== undefined) found.set(at, inner);
        } else walk(inner, at);
      }
    }
  };
  walk(event.details, "/details");
  return found;
}

export function commitPersonalValues(salt: string, event: PersonalFields): Commitments {
  return Object.fromEntries([...personalValues(event)].map(([pointer, value]) => [pointer, commitmentOf(salt, value)]));
}

/** A deep copy of `target` with the value at each pointer replaced (parents must exist). */
export function replaceAtPointers<T>(target: T, replacements: Record<string, unknown>): T {
  const copy = structuredClone(target) as unknown;
  for (const [pointer, replacement] of Object.entries(replacements)) {
    const segments = pointer.split("/").slice(1).map(unescapeSegment);
    let parent = copy as Record<string, unknown>;
    for (const segment of segments.slice(0, -1)) {
      const next = parent?.[segment];
      if (next === null || typeof next !== "object") throw new Error(`No value at ${pointer}`);
      parent = next as Record<string, unknown>;
    }
    parent[segments.at(-1)!] = replacement;
  }
  return copy as T;
}

/** Whether every present personal value still matches its commitment under `salt`. */
export function commitmentsHold(salt: string, event: PersonalFields, commitments: Commitments): boolean {
  const values = personalValues(event);
  for (const [pointer, value] of values) {
    if (commitments[pointer] !== commitmentOf(salt, value)) return false;
  }
  return Object.keys(commitments).every((pointer) => values.has(pointer));
}
