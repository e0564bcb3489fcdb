import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { auditEvents, signingProcesses } from "../../db/schema";
import type { ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { toAuditEvent } from "./append-audit-event";
import { verifyChain, type AuditEvent, type ChainStatus } from "./audit-chain";

const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const auditEventSchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  type: z.string(),
  occurredAt: z.iso.datetime(),
  actor: z.object({ kind: z.enum(["API_KEY", "USER", "SIGNER", "SYSTEM"]), id: z.string().nullable(), name: z.string().nullable() }),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentSha256: z.string().nullable(),
  // Note: open by design; each event type records its own facts.
  details: z.record(z.string(), z.unknown()),
  prevHash: hash,
  hash,
  // Version 2 hashes personal values as commitments (docs/api.md, "Erasure").
  hashVersion: z.number().int(),
  salt: z.string().nullable(),
  commitments: z.record(z.string(), hash).nullable(),
  personalErased: z.boolean(),
});

/** The trail as API.md describes it: every value is exactly the value hashed. */
export const auditTrailSchema = z.object({
  items: z.array(auditEventSchema),
  chain: z.object({ valid: z.boolean(), length: z.number().int(), headHash: z.string(), truncated: z.boolean(), erasedBeforeCommitments: z.number().int() }),
});

export interface AuditTrail {
  items: AuditEvent[];
  chain: ChainStatus;
}

/**
 * A process's trail, oldest first, with the chain recomputed and compared with the length and
 * head hash the process row recorded. The row is share-locked first: an append (which locks it
 * for update) then either finished before or starts after, so both reads see the same trail.
 */
export async function readAuditTrail(db: Db, processId: string): Promise<AuditTrail> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .select({ length: signingProcesses.auditLength, headHash: signingProcesses.auditHeadHash })
      .from(signingProcesses)
      .where(eq(signingProcesses.id, processId))
      .for("share");
    const rows = await tx.select().from(auditEvents).where(eq(auditEvents.signingProcessId, processId)).orderBy(asc(auditEvents.sequence));
    const items = rows.map(toAuditEvent);
    return { items, chain: verifyChain(processId, items, recorded) };
  });
}

/** The process's trail as the caller may see it (API.md: GET .../audit-events). */
export async function listAuditEvents(ctx: ServiceContext, input: { id: string }): Promise<AuditTrail> {
  const process = await loadSigningProcess(ctx, input);
  return readAuditTrail(ctx.db, process.id);
}
