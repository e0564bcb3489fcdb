import { and, eq, gt, inArray } from "drizzle-orm";
import { extendSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { appendAuditEvent, auditActorOf } from "../audit/append-audit-event";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { parseInput } from "../parse-input";
import { loadSigningProcess } from "./load-signing-process";
import { toSigningProcessRecord, type SigningProcessRecord } from "./signing-process-record";

/** Moves the expiry later, before it has passed; after expiry it answers INVALID_STATE. */
export async function extendSigningProcess(ctx: ServiceContext, input: { id: string; body?: unknown }): Promise<SigningProcessRecord> {
  requireAdmin(ctx);
  const { expiresAt } = parseInput(extendSigningProcessSchema, input.body ?? {});
  const process = await loadSigningProcess(ctx, input);
  await loadWritableOrganization(ctx);
  const next = new Date(expiresAt);
  if (next <= process.expiresAt) {
    throw new AppError("VALIDATION_FAILED", [`expiresAt must be later than the current expiry (${process.expiresAt.toISOString()})`]);
  }
  const extended = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(signingProcesses)
      .set({ expiresAt: next, updatedAt: new Date() })
      .where(
        and(
          eq(signingProcesses.id, process.id),
          inArray(signingProcesses.status, ["SENT", "IN_PROGRESS"]),
          gt(signingProcesses.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) return null;
    await appendAuditEvent(tx, {
      signingProcessId: row.id,
      type: "process.extended",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: row.documentSha256,
      details: { previousExpiresAt: process.expiresAt.toISOString(), expiresAt: next.toISOString() },
    });
    return row;
  });
  if (!extended) throw new AppError("INVALID_STATE", `A ${process.status} process cannot be extended`, { status: process.status });
  return toSigningProcessRecord(ctx.db, extended);
}
