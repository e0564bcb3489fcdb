/**
 * The background half of a bulk send: its rows become processes one by one, in chunks (one job
 * each, server/queue/definitions/run-bulk-send.ts). Each row runs start-signing's own checks and
 * quota as its creator's request would have, in one transaction with the row's new status, so a
 * crash never leaves a process without its row marked (and a restart never creates it again).
 */
import { and, asc, count, eq } from "drizzle-orm";
import { startSigningSchema } from "@/lib/schemas/templates";
import type { Db } from "../../db/client";
import { bulkSendRows, bulkSends, type BulkSend } from "../../db/schema";
import { AppError } from "../../errors";
import { runBulkSendJob, type RunBulkSendPayload } from "../../queue/definitions/run-bulk-send";
import { triggerJob } from "../../queue/trigger-job";
import type { ServiceContext } from "../context";
import { recordDomainEvent } from "../events/record-domain-event";
import { parseInput } from "../parse-input";
import { startSigningFromTemplate } from "../templates/start-signing";

/** Rows per job: small enough that another organization's work waits seconds, not minutes. */
export const BULK_SEND_CHUNK_ROWS = 25;

export async function runBulkSendChunk(db: Db, payload: RunBulkSendPayload): Promise<void> {
  const [send] = await db.select().from(bulkSends).where(eq(bulkSends.id, payload.bulkSendId));
  if (!send || send.status === "COMPLETED") return;
  if (send.status === "QUEUED") await db.update(bulkSends).set({ status: "RUNNING" }).where(and(eq(bulkSends.id, send.id), eq(bulkSends.status, "QUEUED")));
  const pending = await pendingRows(db, send.id, BULK_SEND_CHUNK_ROWS);
  for (const index of pending) await createRow(db, send, index);
  await continueOrComplete(db, send);
}

async function pendingRows(db: Db, bulkSendId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ index: bulkSendRows.index })
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulkSendId, bulkSendId), eq(bulkSendRows.status, "PENDING")))
    .orderBy(asc(bulkSendRows.index))
    .limit(limit);
  return rows.map((row) => row.index);
}

/** The context of the request that started the send: its organization, actor and origin. */
function requestContext(db: Db, send: BulkSend): ServiceContext {
  return { db, organizationId: send.organizationId, actor: send.actor, origin: send.origin ?? undefined };
}

/**
 * One row: its process and its CREATED in one transaction, or its FAILED with the error a
 * start-signing request would have answered. Errors a retry may cure (a busy renderer, a lost
 * connection) are thrown, so the job tries again later.
 */
async function createRow(db: Db, send: BulkSend, index: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bulkSendRows)
      .where(and(eq(bulkSendRows.bulkSendId, send.id), eq(bulkSendRows.index, index), eq(bulkSendRows.status, "PENDING")))
      .for("update");
    if (!row) return;
    const thisRow = and(eq(bulkSendRows.bulkSendId, send.id), eq(bulkSendRows.index, index));
    try {
      // A savepoint: a row that fails half-way leaves nothing behind but its FAILED.
      const process = await tx.transaction(async (inner) => {
        const input = parseInput(startSigningSchema, row.request);
        return startSigningFromTemplate(requestContext(inner, send), { ...input, id: send.templateId }, { version: send.templateVersion, bulkSendId: send.id });
      });
      await tx.update(bulkSendRows).set({ status: "CREATED", signingProcessId: process.id }).where(thisRow);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await tx.update(bulkSendRows).set({ status: "FAILED", errorCode: error.code, errorMessage: error.message }).where(thisRow);
    }
  });
}

/** Queues the next chunk, or, when no row is PENDING, completes the send and says so (once). */
async function continueOrComplete(db: Db, send: BulkSend): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bulkSends).where(eq(bulkSends.id, send.id)).for("update");
    if (!locked || locked.status === "COMPLETED") return;
    const [left] = await tx
      .select({ pending: count() })
      .from(bulkSendRows)
      .where(and(eq(bulkSendRows.bulkSendId, send.id), eq(bulkSendRows.status, "PENDING")));
    if ((left?.pending ?? 0) > 0) {
      await triggerJob(tx, runBulkSendJob, { bulkSendId: send.id, organizationId: send.organizationId });
      return;
    }
    await tx.update(bulkSends).set({ status: "COMPLETED", completedAt: new Date() }).where(eq(bulkSends.id, send.id));
    await recordDomainEvent(tx, { organizationId: send.organizationId, type: "bulk_send.completed", bulkSendId: send.id });
  });
}

/**
 * A chunk whose attempts ran out: its first PENDING row is the one that kept failing; it is
 * marked FAILED with what went wrong, and the rest of the send goes on.
 */
export async function failStuckRow(db: Db, payload: RunBulkSendPayload, error: Error): Promise<void> {
  const [send] = await db.select().from(bulkSends).where(eq(bulkSends.id, payload.bulkSendId));
  if (!send || send.status === "COMPLETED") return;
  const [index] = await pendingRows(db, send.id, 1);
  if (index !== undefined) {
    await db
      .update(bulkSendRows)
      .set({ status: "FAILED", errorCode: "INTERNAL", errorMessage: `The process could not be created: ${error.message}` })
      .where(and(eq(bulkSendRows.bulkSendId, send.id), eq(bulkSendRows.index, index), eq(bulkSendRows.status, "PENDING")));
  }
  await continueOrComplete(db, send);
}
