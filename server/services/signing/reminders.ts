/**
 * Reminders (API.md, "Reminders"; docs/signing.md, "Reminders"): the sender reminds the active
 * signer by hand, or the process's schedule does, always with the link the signer already has.
 * Both kinds go through one path under the process lock; the signer row's last reminder times
 * are updated conditionally, so of two reminders racing exactly one is sent.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { REMINDER_GAP_MS, type ReminderSchedule } from "@/lib/schemas/reminders";
import { ACTING_SIGNER_STATUSES } from "@/lib/signing/statuses";
import type { Db, Tx } from "../../db/client";
import { automaticReminders, signers, type Signer, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { sendReminderJob } from "../../queue/definitions/send-reminder";
import { triggerJob } from "../../queue/trigger-job";
import { appendAuditEvent, auditActorOf, SYSTEM_AUDIT_ACTOR } from "../audit/append-audit-event";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { loadSigningProcess } from "./load-signing-process";
import { lockProcess, lockProcessFor, processRefusal, signerIsActing } from "./process-state";

const HOUR_MS = 60 * 60_000;

export const remindAnswerSchema = z.object({
  signerId: z.uuid(),
  remindedAt: z.iso.datetime(),
  /** Reminders this signer has had, this one included (manual and automatic). */
  reminderCount: z.number().int(),
});
export type RemindAnswer = z.output<typeof remindAnswerSchema>;

/**
 * The schedule a new process keeps: the first of the request's, the template's and the
 * organization's that is given (null is given: "none"). Only emailed processes are reminded.
 */
export function effectiveReminders(
  dispatchMode: SigningProcess["dispatchMode"],
  ...candidates: (ReminderSchedule | null | undefined)[]
): ReminderSchedule | null {
  if (dispatchMode !== "EMAIL") return null;
  const chosen = candidates.find((candidate) => candidate !== undefined) ?? null;
  return chosen && chosen.max > 0 ? chosen : null;
}

/**
 * Queues a newly active signer's automatic reminders, each at its own time from now (the first
 * after `firstAfterHours`, then every `everyHours`). A reminder due after the process's expiry is
 * queued anyway: an extension may still bring it before the new expiry, and otherwise it sends
 * nothing.
 */
export async function scheduleReminders(tx: Db | Tx, process: SigningProcess, signer: Pick<Signer, "id">, now = new Date()): Promise<void> {
  const schedule = process.reminders;
  if (process.dispatchMode !== "EMAIL" || !schedule) return;
  for (let number = 1; number <= schedule.max; number += 1) {
    const runAt = new Date(now.getTime() + (schedule.firstAfterHours + (number - 1) * schedule.everyHours) * HOUR_MS);
    await triggerJob(tx, sendReminderJob, { signerId: signer.id, number, organizationId: process.organizationId }, { runAt });
  }
}

/** POST /signing-processes/{id}/remind: remind the active signer now, with the same link. */
export async function remindSigner(ctx: ServiceContext, input: { id: string; message?: string }, now = new Date()): Promise<RemindAnswer> {
  const process = await loadSigningProcess(ctx, { id: input.id });
  await loadWritableOrganization(ctx);
  return ctx.db.transaction(async (tx) => {
    const { process: current } = await lockProcessFor(tx, process.id, "remind", { now });
    if (current.dispatchMode !== "EMAIL") {
      throw new AppError("INVALID_STATE", "Only a process whose signers were invited by email can send reminders; this one is signed in person or by its own link", {
        dispatchMode: current.dispatchMode,
      });
    }
    const [active] = await tx.select().from(signers).where(and(eq(signers.signingProcessId, current.id), signerIsActing()));
    if (!active) throw new AppError("INVALID_STATE", "No signer is waiting to sign", { status: current.status });
    const cutoff = new Date(now.getTime() - REMINDER_GAP_MS);
    const [updated] = await tx
      .update(signers)
      .set({ reminderCount: sql`${signers.reminderCount} + 1`, lastRemindedAt: now, lastManualReminderAt: now })
      .where(and(eq(signers.id, active.id), signerIsActing(), or(isNull(signers.lastRemindedAt), lte(signers.lastRemindedAt, cutoff))))
      .returning();
    if (!updated) throw tooSoon(active, now);
    await appendAuditEvent(tx, {
      signingProcessId: current.id,
      type: "signer.reminded",
      actor: auditActorOf(ctx.actor),
      origin: ctx.origin,
      documentSha256: current.documentSha256,
      details: { signerId: active.id, signOrder: active.signOrder, name: active.name, channel: current.dispatchMode, automatic: false, count: updated.reminderCount },
    });
    await triggerJob(tx, notifySignerJob, {
      signerId: active.id,
      kind: "reminder",
      organizationId: current.organizationId,
      reminder: { ...(input.message ? { message: input.message } : {}), mentionExpiry: true },
    });
    return { signerId: active.id, remindedAt: now.toISOString(), reminderCount: updated.reminderCount };
  });
}

function tooSoon(signer: Signer, now: Date): AppError {
  // The row as the losing update saw it; a racing reminder that just won is read here too.
  const last = signer.lastRemindedAt ?? now;
  const retryAfterSeconds = Math.max(1, Math.ceil((last.getTime() + REMINDER_GAP_MS - now.getTime()) / 1000));
  return new AppError(
    "REMINDER_TOO_SOON",
    `${signer.name} was reminded less than an hour ago; another reminder can be sent in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    { signerId: signer.id, signerName: signer.name, retryAfterSeconds, lastRemindedAt: last.toISOString() },
    // Every 429 says when to come back in the throttles' headers too (docs/operations.md): one an hour.
    {
      "Retry-After": String(retryAfterSeconds),
      "X-RateLimit-Limit": "1",
      "X-RateLimit-Remaining": "0",
      "X-RateLimit-Reset": String(Math.ceil((last.getTime() + REMINDER_GAP_MS) / 1000)),
    },
  );
}

export type AutomaticReminderOutcome = "sent" | "skipped" | "done";

/**
 * The `number`th automatic reminder of a signer, decided once: nothing for a finished process, a
 * signer who has acted or a number beyond the schedule ("done", no record); within an hour of a
 * manual reminder it is recorded as skipped; otherwise recorded, counted on the signer, written
 * to the trail and mailed. The last one before the expiry says when the link expires.
 */
export async function sendAutomaticReminder(db: Db, input: { signerId: string; number: number }, now = new Date()): Promise<AutomaticReminderOutcome> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ processId: signers.signingProcessId }).from(signers).where(eq(signers.id, input.signerId));
    if (!target) return "done";
    const process = await lockProcess(tx, target.processId);
    if (!process || processRefusal(process, "remind", now) || process.dispatchMode !== "EMAIL") return "done";
    const schedule = process.reminders;
    if (!schedule || input.number > schedule.max) return "done";
    const [signer] = await tx.select().from(signers).where(eq(signers.id, input.signerId));
    if (!signer || !(ACTING_SIGNER_STATUSES as readonly string[]).includes(signer.status)) return "done";

    const manualGap = signer.lastManualReminderAt && now.getTime() - signer.lastManualReminderAt.getTime() < REMINDER_GAP_MS;
    const [decided] = await tx
      .insert(automaticReminders)
      .values({ signerId: signer.id, number: input.number, sent: !manualGap, decidedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!decided) return "done";
    if (!decided.sent) return "skipped";

    const [updated] = await tx
      .update(signers)
      .set({ reminderCount: sql`${signers.reminderCount} + 1`, lastRemindedAt: now })
      .where(eq(signers.id, signer.id))
      .returning();
    await appendAuditEvent(tx, {
      signingProcessId: process.id,
      type: "signer.reminded",
      actor: SYSTEM_AUDIT_ACTOR,
      documentSha256: process.documentSha256,
      details: { signerId: signer.id, signOrder: signer.signOrder, name: signer.name, channel: process.dispatchMode, automatic: true, number: input.number, count: updated!.reminderCount },
    });
    // The last one: no further reminder in the schedule, or the next would come after the expiry.
    const isLast = input.number >= schedule.max || now.getTime() + schedule.everyHours * HOUR_MS >= process.expiresAt.getTime();
    await triggerJob(tx, notifySignerJob, { signerId: signer.id, kind: "reminder", organizationId: process.organizationId, reminder: { mentionExpiry: isLast } });
    return "sent";
  });
}
