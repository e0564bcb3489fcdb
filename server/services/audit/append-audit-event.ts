import { eq } from "drizzle-orm";
import type { AuditEventType } from "@/lib/signing/audit-event-types";
import type { Db, Tx } from "../../db/client";
import { auditEvents, signingProcesses, type AuditEventRow } from "../../db/schema";
import type { Actor, RequestOrigin } from "../context";
import { auditEventHash, GENESIS_HASH, type AuditActor, type AuditEvent } from "./audit-chain";
import { commitPersonalValues, newPersonalSalt } from "./personal-commitments";

export type { AuditEventType };

export interface AppendAuditEventInput {
  signingProcessId: string;
  type: AuditEventType;
  actor: AuditActor;
  origin?: RequestOrigin;
  documentSha256: string | null;
  details?: Record<string, unknown>;
  /** When it happened; now unless given (the seeding tool writes histories of the past). */
  occurredAt?: Date;
}

export const SYSTEM_AUDIT_ACTOR: AuditActor = { kind: "SYSTEM", id: null, name: "Signet" };

export function auditActorOf(actor: Actor): AuditActor {
  if (actor.kind === "SYSTEM") return SYSTEM_AUDIT_ACTOR;
  return { kind: actor.kind, id: actor.id, name: actor.name };
}

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    sequence: row.sequence,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    actor: { kind: row.actorKind as AuditActor["kind"], id: row.actorId, name: row.actorName },
    ip: row.ip,
    userAgent: row.userAgent,
    documentSha256: row.documentSha256,
    details: row.details,
    prevHash: row.prevHash,
    hash: row.hash,
    hashVersion: row.hashVersion,
    salt: row.personalSalt,
    commitments: row.commitments,
    personalErased: row.personalErased,
  };
}

/**
 * Appends one event to a process's chain, inside the caller's transaction. The process row is
 * locked first so that concurrent appends take turns and the sequence has no gaps, and it
 * records the new length and head hash, so that a trail missing its last events is detected.
 */
export async function appendAuditEvent(tx: Db | Tx, input: AppendAuditEventInput): Promise<AuditEvent> {
  const [event] = await appendAuditEvents(tx, [input]);
  return event!;
}

/** A chain's length and the hash of its last event, as the process row records them. */
export interface AuditHead {
  length: number;
  hash: string;
}

/** The head of a trail with no events yet. */
export const NEW_AUDIT_TRAIL: AuditHead = { length: 0, hash: GENESIS_HASH };

/**
 * The rows of events appended after `head`, each hashed over the one before, and the new head.
 * Pure: the caller writes the rows and records the head on the process row.
 */
export function chainAuditEvents(signingProcessId: string, head: AuditHead, inputs: AppendAuditEventInput[]): { rows: (typeof auditEvents.$inferInsert)[]; head: AuditHead } {
  let previous = { sequence: head.length, hash: head.length === 0 ? GENESIS_HASH : head.hash };
  const rows = inputs.map((input) => {
    const plain = {
      sequence: previous.sequence + 1,
      type: input.type,
      occurredAt: (input.occurredAt ?? new Date()).toISOString(),
      actor: input.actor,
      ip: input.origin?.ip ?? null,
      userAgent: input.origin?.userAgent ?? null,
      documentSha256: input.documentSha256,
      details: input.details ?? {},
      prevHash: previous.hash,
    };
    const salt = newPersonalSalt();
    const unhashed = { ...plain, hashVersion: 2, commitments: commitPersonalValues(salt, plain) };
    const hash = auditEventHash(signingProcessId, unhashed);
    previous = { sequence: unhashed.sequence, hash };
    return {
      signingProcessId,
      sequence: unhashed.sequence,
      type: unhashed.type,
      occurredAt: new Date(unhashed.occurredAt),
      actorKind: unhashed.actor.kind,
      actorId: unhashed.actor.id,
      actorName: unhashed.actor.name,
      ip: unhashed.ip,
      userAgent: unhashed.userAgent,
      documentSha256: unhashed.documentSha256,
      details: unhashed.details,
      prevHash: unhashed.prevHash,
      hash,
      hashVersion: unhashed.hashVersion,
      personalSalt: salt,
      commitments: unhashed.commitments,
    };
  });
  return { rows, head: { length: previous.sequence, hash: previous.hash } };
}

/**
 * Appends events of one process in order, in three statements however many there are: lock the
 * process row and read the chain's head from it (every append records it there), insert them
 * all, record the new head.
 */
export async function appendAuditEvents(tx: Db | Tx, inputs: AppendAuditEventInput[]): Promise<AuditEvent[]> {
  const signingProcessId = inputs[0]?.signingProcessId;
  if (!signingProcessId) return [];
  if (inputs.some((input) => input.signingProcessId !== signingProcessId)) {
    throw new Error("appendAuditEvents takes the events of one signing process");
  }
  const [head] = await tx
    .select({ length: signingProcesses.auditLength, hash: signingProcesses.auditHeadHash })
    .from(signingProcesses)
    .where(eq(signingProcesses.id, signingProcessId))
    .for("update");
  if (!head) throw new Error(`Signing process ${signingProcessId} does not exist`);

  const { rows, head: next } = chainAuditEvents(signingProcessId, head, inputs);
  const inserted = await tx.insert(auditEvents).values(rows).returning();
  await tx
    .update(signingProcesses)
    .set({ auditLength: next.length, auditHeadHash: next.hash })
    .where(eq(signingProcesses.id, signingProcessId));
  return inserted.sort((a, b) => a.sequence - b.sequence).map(toAuditEvent);
}
