/**
 * Two-factor sign-in with an authenticator app (docs/people.md, "Two-factor sign-in"). Enrolling
 * keeps a new secret unconfirmed until the first valid code, so a QR code scanned badly never
 * locks anyone out; confirming switches it on and hands out ten recovery codes, shown once.
 * Switching it off asks for the password and forgets remembered devices and recovery codes.
 */
import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import type { z } from "zod";
import type { confirmTwoFactorSchema, twoFactorPasswordSchema } from "@/lib/schemas/two-factor";
import { open, seal } from "../../crypto/secret-box";
import { sha256Hex } from "../../crypto/sha256";
import type { Db, Tx } from "../../db/client";
import { memberships, organizations, rememberedDevices, twoFactorRecoveryCodes, twoFactorSecrets } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSession, type ServiceContext } from "../context";
import { confirmCurrentPassword } from "../users/confirm-password";
import { matchTotp, newTotpSecret, otpauthUri } from "./totp";

const PURPOSE = "totp-secret";
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper is read without doubt. 31 letters, 10 of them: 49 bits.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The organization asks every member for two-factor sign-in. */
  organizationRequires: boolean;
  /** The signed-in user is an owner, who may change that. */
  canRequire: boolean;
}

function signedInUser(ctx: ServiceContext): string {
  requireSession(ctx);
  if (ctx.actor.kind !== "USER") throw new AppError("SESSION_REQUIRED", "Only a signed-in person can set up two-factor sign-in");
  return ctx.actor.id;
}

async function confirmedSecret(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row?.confirmedAt ? row : null;
}

export async function twoFactorEnabled(db: Db | Tx, userId: string): Promise<boolean> {
  return (await confirmedSecret(db, userId)) !== null;
}

async function ownRole(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db
    .select({ role: memberships.role, required: organizations.requireTwoFactor })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, ctx.organizationId)));
  return row ?? { role: "MEMBER" as const, required: false };
}

export async function twoFactorStatus(ctx: ServiceContext): Promise<TwoFactorStatus> {
  const userId = signedInUser(ctx);
  const enabled = await twoFactorEnabled(ctx.db, userId);
  const codes = enabled
    ? await ctx.db
        .select({ id: twoFactorRecoveryCodes.id })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)))
    : [];
  const { role, required } = await ownRole(ctx, userId);
  return { enabled, recoveryCodesLeft: codes.length, organizationRequires: required, canRequire: role === "OWNER" };
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
  /** The otpauth address as an SVG QR code, ready for an <img src>. */
  qrCodeDataUrl: string;
}

/** A new secret waiting for its first code; an earlier unconfirmed one is replaced. */
export async function startTwoFactorEnrolment(ctx: ServiceContext): Promise<TwoFactorEnrolment> {
  const userId = signedInUser(ctx);
  if (await twoFactorEnabled(ctx.db, userId)) throw new AppError("INVALID_STATE", "Two-factor sign-in is on already; switch it off first to set up another app");
  const secret = newTotpSecret();
  const secretEncrypted = seal(secret, PURPOSE);
  await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() }, where: isNull(twoFactorSecrets.confirmedAt) });
  const [org] = await ctx.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, ctx.organizationId));
  const account = ctx.actor.kind === "USER" ? ctx.actor.email : userId;
  const uri = otpauthUri(secret, account, org ? `Signet (${org.name})` : "Signet");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUri: uri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** How a recovery code is compared: case, spaces and the dash as typed do not matter. */
function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[\s-]/g, ""));
}

async function replaceRecoveryCodes(tx: Tx | Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/** The first valid code switches two-factor on; the answer holds the recovery codes, the only time they are shown. */
export async function confirmTwoFactor(ctx: ServiceContext, input: z.output<typeof confirmTwoFactorSchema>, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const userId = signedInUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for("update");
    if (!row || row.confirmedAt) throw new AppError("INVALID_STATE", "There is no set-up waiting for a code; start again");
    const step = matchTotp(open(row.secretEncrypted, PURPOSE), input.code, now, null);
    if (step === null) throw new AppError("TWO_FACTOR_CODE_INVALID", "That code is not right; check the app shows Signet and try the code it shows now");
    await tx.update(twoFactorSecrets).set({ confirmedAt: now, lastUsedStep: step }).where(eq(twoFactorSecrets.userId, userId));
    return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
  });
}

export async function disableTwoFactor(ctx: ServiceContext, input: z.output<typeof twoFactorPasswordSchema>): Promise<{ disabled: true }> {
  const userId = signedInUser(ctx);
  await confirmCurrentPassword(ctx.db, userId, input.password);
  const { required } = await ownRole(ctx, userId);
  if (required) throw new AppError("INVALID_STATE", "Your organization requires two-factor sign-in, so it cannot be switched off");
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await forgetRememberedDevices(tx, userId);
  });
  return { disabled: true };
}

export async function regenerateRecoveryCodes(ctx: ServiceContext, input: z.output<typeof twoFactorPasswordSchema>): Promise<{ recoveryCodes: string[] }> {
  const userId = signedInUser(ctx);
  await confirmCurrentPassword(ctx.db, userId, input.password);
  if (!(await twoFactorEnabled(ctx.db, userId))) throw new AppError("INVALID_STATE", "Two-factor sign-in is off; recovery codes come with switching it on");
  return { recoveryCodes: await ctx.db.transaction((tx) => replaceRecoveryCodes(tx, userId)) };
}

/** Only an owner decides whether every member must use two-factor sign-in. */
export async function setTwoFactorRequirement(ctx: ServiceContext, input: { required: boolean }): Promise<{ required: boolean }> {
  const userId = signedInUser(ctx);
  if ((await ownRole(ctx, userId)).role !== "OWNER") throw new AppError("INSUFFICIENT_ROLE", "Only an owner can require two-factor sign-in");
  if (input.required && !(await twoFactorEnabled(ctx.db, userId))) {
    throw new AppError("INVALID_STATE", "Switch on two-factor sign-in for yourself first, so that requiring it cannot lock you out");
  }
  await ctx.db.update(organizations).set({ requireTwoFactor: input.required, updatedAt: new Date() }).where(eq(organizations.id, ctx.organizationId));
  return { required: input.required };
}

/** A signed-in user the organization requires two-factor of, who has not set it up: sent to set it up. */
export async function mustEnrolTwoFactor(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const [org] = await db.select({ required: organizations.requireTwoFactor }).from(organizations).where(eq(organizations.id, organizationId));
  return !!org?.required && !(await twoFactorEnabled(db, userId));
}

/**
 * The second step of signing in: a code from the app (for a step later than the last one used,
 * claimed atomically so that two requests with one code cannot both pass) or an unused recovery
 * code (claimed the same way). Null when neither.
 */
export async function verifySecondFactor(db: Db, userId: string, code: string, now = new Date()): Promise<"totp" | "recovery" | null> {
  const row = await confirmedSecret(db, userId);
  if (!row) return null;
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = matchTotp(open(row.secretEncrypted, PURPOSE), digits, now, row.lastUsedStep);
    if (step === null) return null;
    const claimed = await db
      .update(twoFactorSecrets)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactorSecrets.userId, userId), or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step))))
      .returning({ userId: twoFactorSecrets.userId });
    return claimed.length ? "totp" : null;
  }
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length ? "recovery" : null;
}

export const REMEMBER_DEVICE_MS = 30 * 24 * 60 * 60_000;
export const REMEMBERED_DEVICE_COOKIE = "signet-remembered-device";

/** A device that skips the code step for 30 days: the cookie's value, `<id>.<token>`. */
export async function rememberDevice(db: Db, userId: string, now = new Date()): Promise<{ value: string; expiresAt: Date }> {
  const token = newTotpSecret();
  const expiresAt = new Date(now.getTime() + REMEMBER_DEVICE_MS);
  const [row] = await db.insert(rememberedDevices).values({ userId, tokenHash: sha256Hex(token), expiresAt, createdAt: now }).returning({ id: rememberedDevices.id });
  return { value: `${row!.id}.${token}`, expiresAt };
}

export async function deviceRemembered(db: Db, userId: string, cookie: string | undefined, now = new Date()): Promise<boolean> {
  const [id, token] = (cookie ?? "").split(".");
  if (!id || !token || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, userId), eq(rememberedDevices.tokenHash, sha256Hex(token)), gt(rememberedDevices.expiresAt, now)));
  return !!row;
}

/** Every remembered device of the user asks for a code again (2FA switched off, a new password). */
export async function forgetRememberedDevices(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
}

