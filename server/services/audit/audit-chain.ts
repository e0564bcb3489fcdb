/**
 * The per-process hash chain (API.md, "Audit events"): each event's hash is the SHA-256 of the
 * canonical JSON of exactly these fields, and carries the previous event's hash.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/canonical-json";

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
}

export interface ChainStatus {
  valid: boolean;
  length: number;
  headHash: string;
  /**
   * Events are missing from the end: the trail is shorter than, or ends elsewhere than, what
   * the process row recorded with its last event. The chain alone cannot tell.
   */
  truncated: boolean;
}

/** What the process row recorded with its last event (signing_processes.audit_length, audit_head_hash). */
export interface ChainHead {
  length: number;
  headHash: string;
}

export function auditEventHash(signingProcessId: string, event: Omit<AuditEvent, "id" | "hash">): string {
  const hashed = {
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
  };
  return createHash("sha256").update(canonicalJson(hashed), "utf8").digest("hex");
}

/**
 * Recomputes every hash and link; a changed, removed or reordered event breaks the chain. With
 * `recorded`, the trail must also end where the process row says it ended, so deleting the
 * last events is detected too.
 */
export function verifyChain(signingProcessId: string, events: AuditEvent[], recorded?: ChainHead): ChainStatus {
  let prevHash = GENESIS_HASH;
  let linked = true;
  events.forEach((event, index) => {
    if (event.sequence !== index + 1 || event.prevHash !== prevHash || auditEventHash(signingProcessId, event) !== event.hash) {
      linked = false;
    }
    prevHash = event.hash;
  });
  const truncated = recorded !== undefined && (recorded.length !== events.length || recorded.headHash !== prevHash);
  return { valid: linked && !truncated, length: events.length, headHash: prevHash, truncated };
}
