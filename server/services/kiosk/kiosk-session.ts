/**
 * The kiosk's lock (docs/signing-page.md, "Kiosk"): staff start a kiosk session by choosing a
 * PIN of 4 to 8 digits; the server keeps its Argon2id hash on the process and releases the
 * device to one signer at a time. A signer's turn ends (they sign, decline or hand back) and
 * the kiosk is locked until the PIN is entered again, whatever the browser does: the state the
 * server answers (get-kiosk-state.ts) holds no signer's token while it is locked, so a reload
 * or a new tab finds it locked too. Wrong PINs are counted in the database: from the fifth on,
 * each one starts a wait that doubles (30 seconds, 1 minute, 2 … up to 15 minutes).
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { kioskStartSchema } from "@/lib/schemas/kiosk";
import { kioskSessions, signers, users, type KioskSession } from "../../db/schema";
import { AppError } from "../../errors";
import { hashPassword, verifyPassword } from "../users/password";
import { actingUserId, requireSession, type ServiceContext } from "../context";
import { getKioskState, type KioskState } from "./get-kiosk-state";
import { loadSigningProcess } from "../signing/load-signing-process";
import { recordKioskCustody } from "./kiosk-custody";

/** Wrong PINs allowed before the first wait. */
export const PIN_ATTEMPTS_BEFORE_WAIT = 5;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

/** What the kiosk tells staff about a PIN they entered. */
export type PinRefusal = { ok: false; reason: "WRONG_PIN"; attemptsLeft: number } | { ok: false; reason: "WAIT"; retryAfterSeconds: number };

export const pinRefusalSchema = z.discriminatedUnion("reason", [
  z.object({ ok: z.literal(false), reason: z.literal("WRONG_PIN"), attemptsLeft: z.number().int().min(0) }),
  z.object({ ok: z.literal(false), reason: z.literal("WAIT"), retryAfterSeconds: z.number().min(0) }),
]);

export async function activeKioskSession(ctx: ServiceContext, processId: string): Promise<KioskSession | undefined> {
  const [session] = await ctx.db
    .select()
    .from(kioskSessions)
    .where(and(eq(kioskSessions.signingProcessId, processId), isNull(kioskSessions.endedAt)));
  return session;
}

/** Seconds until a throttled kiosk takes a PIN again, or 0. */
export function pinWaitSeconds(session: Pick<KioskSession, "blockedUntil"> | undefined, now = Date.now()): number {
  return session?.blockedUntil ? Math.max(0, Math.ceil((session.blockedUntil.getTime() - now) / 1000)) : 0;
}

/** A kiosk process the user may run; the kiosk state checks the rest. */
async function kioskProcess(ctx: ServiceContext, processId: string) {
  requireSession(ctx);
  const process = await loadSigningProcess(ctx, { id: processId });
  if (process.dispatchMode !== "KIOSK") throw new AppError("INVALID_STATE", "This process is not signed at a kiosk");
  return process;
}

/**
 * Counts an attempt before checking it, in one statement, so that guesses sent in parallel all
 * count: undefined while the kiosk makes staff wait.
 */
async function reserveAttempt(ctx: ServiceContext, processId: string): Promise<KioskSession | undefined> {
  const attempts = sql`${kioskSessions.failedAttempts} + 1`;
  const [reserved] = await ctx.db
    .update(kioskSessions)
    .set({
      failedAttempts: attempts,
      blockedUntil: sql`case when ${attempts} >= ${PIN_ATTEMPTS_BEFORE_WAIT}
        then now() + make_interval(secs => least(${LONGEST_WAIT_SECONDS}, ${FIRST_WAIT_SECONDS} * power(2, ${attempts} - ${PIN_ATTEMPTS_BEFORE_WAIT})))
        else null end`,
    })
    .where(
      and(
        eq(kioskSessions.signingProcessId, processId),
        isNull(kioskSessions.endedAt),
        or(isNull(kioskSessions.blockedUntil), lte(kioskSessions.blockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return reserved;
}

/**
 * Checks a secret (the PIN, or for a forgotten PIN the user's password) against the throttle:
 * the session on success, with its count of wrong attempts reset; otherwise why not.
 */
async function checkSecret(
  ctx: ServiceContext,
  processId: string,
  matches: (session: KioskSession) => Promise<boolean>,
): Promise<{ ok: true; session: KioskSession } | PinRefusal> {
  const reserved = await reserveAttempt(ctx, processId);
  if (!reserved) {
    const session = await activeKioskSession(ctx, processId);
    if (!session) throw new AppError("INVALID_STATE", "No kiosk session runs for this process; start one with a PIN");
    return { ok: false, reason: "WAIT", retryAfterSeconds: Math.max(1, pinWaitSeconds(session)) };
  }
  if (await matches(reserved)) {
    const [reset] = await ctx.db
      .update(kioskSessions)
      .set({ failedAttempts: 0, blockedUntil: null })
      .where(eq(kioskSessions.signingProcessId, processId))
      .returning();
    return { ok: true, session: reset! };
  }
  if (reserved.failedAttempts >= PIN_ATTEMPTS_BEFORE_WAIT) return { ok: false, reason: "WAIT", retryAfterSeconds: Math.max(1, pinWaitSeconds(reserved)) };
  return { ok: false, reason: "WRONG_PIN", attemptsLeft: PIN_ATTEMPTS_BEFORE_WAIT - reserved.failedAttempts };
}

/** The signer whose turn it is, if the process takes signatures. */
async function currentSigner(ctx: ServiceContext, processId: string): Promise<{ id: string; signOrder: number } | null> {
  const state = await getKioskState(ctx, { processId });
  return state.status === "SIGNING" && state.next ? { id: state.next.signerId, signOrder: state.next.signOrder } : null;
}

/**
 * Starts the kiosk with a new PIN, released to the signer whose turn it is (staff hold the
 * device). While a session runs, a new PIN needs the user's own password (the PIN was
 * forgotten), checked and throttled like a PIN: a signer holding the device knows neither.
 */
export async function startKioskSession(
  ctx: ServiceContext,
  input: z.output<typeof kioskStartSchema>,
): Promise<{ ok: true; state: KioskState } | PinRefusal> {
  const process = await kioskProcess(ctx, input.processId);
  const userId = actingUserId(ctx.actor)!;
  const before = await getKioskState(ctx, { processId: process.id });
  const running = await activeKioskSession(ctx, process.id);
  if (before.status !== "SIGNING" && !running) throw new AppError("INVALID_STATE", "Nobody is left to sign at this kiosk");
  if (running) {
    if (!input.password) throw new AppError("INVALID_STATE", "A kiosk session already runs for this process; a new PIN needs your password");
    const password = input.password;
    const checked = await checkSecret(ctx, process.id, async () => {
      const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return !!user && (await verifyPassword(user.passwordHash, password));
    });
    if (!checked.ok) return checked;
    if (before.status !== "SIGNING") {
      // Nobody is left to sign: the password ends the session instead of starting another.
      await ctx.db.transaction(async (tx) => {
        await tx.update(kioskSessions).set({ endedAt: new Date(), unlockedSignerId: null }).where(eq(kioskSessions.signingProcessId, process.id));
        await recordKioskCustody(ctx, tx, process, "kiosk.finished", null);
      });
      return { ok: true, state: await getKioskState(ctx, { processId: process.id }) };
    }
  }
  const pinHash = await hashPassword(input.pin);
  const handedTo = before.next ? { id: before.next.signerId, signOrder: before.next.signOrder } : null;
  const values = { startedByUserId: userId, pinHash, unlockedSignerId: handedTo?.id ?? null, failedAttempts: 0, blockedUntil: null, startedAt: new Date(), endedAt: null };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(kioskSessions)
      .values({ signingProcessId: process.id, ...values })
      .onConflictDoUpdate({ target: kioskSessions.signingProcessId, set: values });
    await recordKioskCustody(ctx, tx, process, "kiosk.started", handedTo);
  });
  return { ok: true, state: await getKioskState(ctx, { processId: process.id }) };
}

/** The right PIN releases the device to the signer whose turn it is now. */
export async function unlockKiosk(ctx: ServiceContext, input: { processId: string; pin: string }): Promise<{ ok: true; state: KioskState } | PinRefusal> {
  const process = await kioskProcess(ctx, input.processId);
  const checked = await checkSecret(ctx, process.id, (session) => verifyPassword(session.pinHash, input.pin));
  if (!checked.ok) return checked;
  const handedTo = await currentSigner(ctx, process.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(kioskSessions)
      .set({ unlockedSignerId: handedTo?.id ?? null })
      .where(eq(kioskSessions.signingProcessId, process.id));
    if (handedTo) await recordKioskCustody(ctx, tx, process, "kiosk.unlocked", handedTo);
  });
  return { ok: true, state: await getKioskState(ctx, { processId: process.id }) };
}

/** A signer's turn is over (signed, declined or handed back): nobody's page opens until the PIN. */
export async function lockKiosk(ctx: ServiceContext, input: { processId: string }): Promise<KioskState> {
  const process = await kioskProcess(ctx, input.processId);
  await ctx.db.transaction(async (tx) => {
    // Only a lock that takes the device from someone is custody; a repeated lock changes nothing.
    const [held] = await tx.select({ signerId: kioskSessions.unlockedSignerId }).from(kioskSessions).where(eq(kioskSessions.signingProcessId, process.id));
    const [locked] = await tx
      .update(kioskSessions)
      .set({ unlockedSignerId: null })
      .where(and(eq(kioskSessions.signingProcessId, process.id), isNull(kioskSessions.endedAt), isNotNull(kioskSessions.unlockedSignerId)))
      .returning({ signingProcessId: kioskSessions.signingProcessId });
    if (locked && held?.signerId) {
      const [slot] = await tx.select({ id: signers.id, signOrder: signers.signOrder }).from(signers).where(eq(signers.id, held.signerId));
      await recordKioskCustody(ctx, tx, process, "kiosk.locked", slot ?? null);
    }
  });
  return getKioskState(ctx, { processId: process.id });
}

/** The right PIN ends the kiosk session: staff take the device back to the dashboard. */
export async function finishKiosk(ctx: ServiceContext, input: { processId: string; pin: string }): Promise<{ ok: true } | PinRefusal> {
  const process = await kioskProcess(ctx, input.processId);
  const checked = await checkSecret(ctx, process.id, (session) => verifyPassword(session.pinHash, input.pin));
  if (!checked.ok) return checked;
  await ctx.db.transaction(async (tx) => {
    await tx.update(kioskSessions).set({ endedAt: new Date(), unlockedSignerId: null }).where(eq(kioskSessions.signingProcessId, process.id));
    await recordKioskCustody(ctx, tx, process, "kiosk.finished", null);
  });
  return { ok: true };
}

