/**
 * The per-process hash chain (API.md, "Audit events"): each event's hash is the SHA-256 of the
 * canonical JSON of exactly these fields, and carries the previous event's hash. Version 2
 * events hash their personal values as commitments (personal-commitments.ts), so that erasing
 * those values leaves the hash intact; version 1 events, written before, hash them plainly.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/canonical-json";
import { commitmentsHold, replaceAtPointers, type Commitments } from "./personal-commitments";

export const GENESIS_HASH = "0".repeat(64);

export type AuditActorKind = "API_KEY" | "USER" | "SIGNER" | "SYSTEM";

export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  name: string | null;
}

export interface AuditEvent {
  id: string;
  sequence: number;
  type: string;
  occurredAt: string;
  actor: AuditActor;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
  /** 1: plain values hashed; 2: personal values hashed as `commitments`. */
  hashVersion: number;
  /** Version 2: the salt of the commitments, null once erased. */
  salt: string | null;
  /** Version 2: JSON pointer → commitment of each personal value. */
  commitments: Commitments | null;
  /** Version 1 events only: the personal values were erased, so the hash cannot be recomputed. */
  personalErased: boolean;
}

/** The fields an event's hash is computed from. */
export type HashedAuditEvent = Omit<AuditEvent, "id" | "hash" | "salt" | "personalErased">;

export interface ChainStatus {
  valid: boolean;
  length: number;
  headHash: string;
  /**
   * Events are missing from the end: the trail is shorter than, or ends elsewhere than, what
   * the process row recorded with its last event. The chain alone cannot tell.
   */
  truncated: boolean;
  /**
   * Version 1 events whose personal values were erased: their hashes cannot be recomputed, so
   * they are checked against the digests the hashed process.erased event recorded of them.
   */
  erasedBeforeCommitments: number;
}

/** What the process row recorded with its last event (signing_processes.audit_length, audit_head_hash). */
export interface ChainHead {
  length: number;
  headHash: string;
}

export function auditEventHash(signingProcessId: string, event: HashedAuditEvent): string {
  const personal = { actor: event.actor, ip: event.ip, userAgent: event.userAgent, details: event.details };
  const shown = event.hashVersion === 2 ? replaceAtPointers(personal, event.commitments ?? {}) : personal;
  const hashed = {
    signingProcessId,
    sequence: event.sequence,
    type: event.type,
    occurredAt: event.occurredAt,
    ...shown,
    documentSha256: event.documentSha256,
    prevHash: event.prevHash,
    ...(event.hashVersion === 2 ? { hashVersion: 2 } : {}),
  };
  return createHash("sha256").update(canonicalJson(hashed), "utf8").digest("hex");
}

/**
 * The digest of what is left of a version 1 event once its personal values are erased (they
 * are null in it): the process.erased event records it, so the rest of the event stays checked.
 */
export function erasedEventDigest(signingProcessId: string, event: AuditEvent): string {
  const left = {
    signingProcessId,
    sequence: event.sequence,
    type: event.type,
    occurredAt: event.occurredAt,
    actor: event.actor,
    ip: event.ip,
    userAgent: event.userAgent,
    documentSha256: event.documentSha256,
    details: event.details,
    prevHash: event.prevHash,
    hash: event.hash,
    hashVersion: event.hashVersion,
  };
  return createHash("sha256").update(canonicalJson(left), "utf8").digest("hex");
}

/** sequence → digest, from every process.erased event's `erasedBeforeCommitments`. */
function recordedDigests(events: AuditEvent[]): Map<number, string> {
  const digests = new Map<number, string>();
  for (const event of events) {
    if (event.type !== "process.erased") continue;
    const recorded = event.details.erasedBeforeCommitments;
    if (!Array.isArray(recorded)) continue;
    for (const entry of recorded as { sequence?: unknown; digest?: unknown }[]) {
      if (typeof entry.sequence === "number" && typeof entry.digest === "string") digests.set(entry.sequence, entry.digest);
    }
  }
  return digests;
}

function eventHolds(signingProcessId: string, event: AuditEvent, digests: Map<number, string>): boolean {
  if (event.personalErased) return event.hashVersion === 1 && digests.get(event.sequence) === erasedEventDigest(signingProcessId, event);
  // A commitment whose place no longer exists in the event (a changed row) breaks the chain, not the read.
  let hash: string;
  try {
    hash = auditEventHash(signingProcessId, event);
  } catch {
    return false;
  }
  if (hash !== event.hash) return false;
  // While the salt is there, the plain values shown must be the ones committed to.
  return event.hashVersion !== 2 || event.salt === null || commitmentsHold(event.salt, event, event.commitments ?? {});
}

/**
 * Recomputes every hash and link; a changed, removed or reordered event breaks the chain. With
 * `recorded`, the trail must also end where the process row says it ended, so deleting the
 * last events is detected too.
 */
export function verifyChain(signingProcessId: string, events: AuditEvent[], recorded?: ChainHead): ChainStatus {
  const digests = recordedDigests(events);
  let prevHash = GENESIS_HASH;
  let linked = true;
  events.forEach((event, index) => {
    if (event.sequence !== index + 1 || event.prevHash !== prevHash || !eventHolds(signingProcessId, event, digests)) {
      linked = false;
    }
    prevHash = event.hash;
  });
  const truncated = recorded !== undefined && (recorded.length !== events.length || recorded.headHash !== prevHash);
  const erasedBeforeCommitments = events.filter((event) => event.personalErased).length;
  return { valid: linked && !truncated, length: events.length, headHash: prevHash, truncated, erasedBeforeCommitments };
}
