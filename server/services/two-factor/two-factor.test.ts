/**
 * Two-factor sign-in: enrolling confirms with a first code, sign-in then needs a code (or a
 * recovery code, or a remembered device), codes are single-use and wrong ones count against the
 * sign-in throttle; an owner can require it; switching it off asks for the password.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { signIn } from "@/server/auth/sign-in";
import { passesTwoFactorGate, trpcPaths } from "@/server/auth/two-factor-gate";
import { SIGN_IN_LIMITS } from "@/server/auth/sign-in-throttle";
import { open } from "@/server/crypto/secret-box";
import { activityEntries, rememberedDevices, twoFactorRecoveryCodes, twoFactorSecrets } from "@/server/db/schema";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { PASSWORD_CHECK_FAILURES } from "../users/confirm-password";
import { totpCode } from "./totp";
import { deviceRemembered, mustEnrolTwoFactor, rememberDevice } from "./two-factor";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 9) + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An owner with two-factor on, enrolled at `at(0)`; their secret as the app holds it. */
async function enrolled(): Promise<{ org: SeededOrganization; secret: string; recoveryCodes: string[] }> {
  const org = await seedOrganization(database.db);
  const caller = await dashboard(org.userId);
  const { secret, qrCodeDataUrl, otpauthUri } = await caller.twoFactor.startEnrolment({});
  expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const [row] = await database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, org.userId));
  expect(row!.secretEncrypted).not.toContain(secret);
  expect(open(row!.secretEncrypted, "totp-secret")).toBe(secret);
  const { recoveryCodes } = await caller.twoFactor.confirm({ code: totpCode(secret, new Date()) });
  // The enrolment used the current step; sign-ins below run later, as the app would.
  await database.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, org.userId));
  return { org, secret, recoveryCodes };
}

describe("enrolling", () => {
  it("switches on only with a right first code, and shows ten recovery codes kept hashed", async () => {
    const org = await seedOrganization(database.db);
    const caller = await dashboard(org.userId);
    expect(await caller.twoFactor.status({})).toEqual({ enabled: false, recoveryCodesLeft: 0, organizationRequires: false, canRequire: true });
    await expect(caller.twoFactor.confirm({ code: "123456" })).rejects.toMatchObject({ code: "CONFLICT" });
    const { secret } = await caller.twoFactor.startEnrolment({});
    const wrong = totpCode(secret, new Date(Date.now() - 120_000));
    await expect(caller.twoFactor.confirm({ code: wrong })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("That code is not right") });
    await expect(caller.twoFactor.confirm({ code: "12a456" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Unconfirmed, sign-in asks for nothing more.
    expect((await signIn(database.db, { email: org.email, password: org.password, ip: freshIp() })).outcome).toBe("signedIn");

    const { recoveryCodes } = await caller.twoFactor.confirm({ code: totpCode(secret, new Date()) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, org.userId));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(await caller.twoFactor.status({})).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    await expect(caller.twoFactor.startEnrolment({})).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses an API-key-less visitor", async () => {
    await expect(createCaller({ db: database.db, session: null }).twoFactor.status({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("signing in with two-factor on", () => {
  it("never signs in with the password alone; a wrong code is refused, a right one signs in once", async () => {
    const { org, secret } = await enrolled();
    const ip = freshIp();
    const base = { email: org.email, password: org.password, ip };
    expect(await signIn(database.db, base, at(0))).toEqual({ outcome: "codeNeeded" });
    expect(await signIn(database.db, { ...base, password: "wrong password", code: totpCode(secret, at(0)) }, at(0))).toEqual({ outcome: "wrongCredentials" });
    expect(await signIn(database.db, { ...base, code: totpCode(secret, at(-300)) }, at(0))).toEqual({ outcome: "wrongCode" });
    expect(await signIn(database.db, { ...base, code: "000000" }, at(0))).toMatchObject({ outcome: "wrongCode" });
    const code = totpCode(secret, at(0));
    expect(await signIn(database.db, { ...base, code }, at(0))).toMatchObject({ outcome: "signedIn", user: { id: org.userId } });
    // The same code again, even within its 30 seconds, and the step before it, are refused.
    expect(await signIn(database.db, { ...base, code }, at(10))).toEqual({ outcome: "wrongCode" });
    expect(await signIn(database.db, { ...base, code: totpCode(secret, at(-30)) }, at(10))).toEqual({ outcome: "wrongCode" });
    expect(await signIn(database.db, { ...base, code: totpCode(secret, at(30)) }, at(30))).toMatchObject({ outcome: "signedIn" });
  });

  it("takes each recovery code once, in any case and spacing", async () => {
    const { org, recoveryCodes } = await enrolled();
    const base = { email: org.email, password: org.password, ip: freshIp() };
    expect(await signIn(database.db, { ...base, code: ` ${recoveryCodes[0]!.toUpperCase().replace("-", " ")} ` }, at(0))).toMatchObject({ outcome: "signedIn" });
    expect(await signIn(database.db, { ...base, code: recoveryCodes[0]! }, at(1))).toEqual({ outcome: "wrongCode" });
    expect(await (await dashboard(org.userId)).twoFactor.status({})).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("counts wrong codes against the sign-in throttle, and a right password does not reset it", async () => {
    const { org, secret } = await enrolled();
    const base = { email: org.email, password: org.password };
    for (let i = 0; i < SIGN_IN_LIMITS.email.failures; i++) {
      expect(await signIn(database.db, { ...base, ip: freshIp() }, at(i))).toEqual({ outcome: "codeNeeded" });
      expect(await signIn(database.db, { ...base, ip: freshIp(), code: "999999" }, at(i))).toEqual({ outcome: "wrongCode" });
    }
    expect(await signIn(database.db, { ...base, ip: freshIp(), code: totpCode(secret, at(6)) }, at(6))).toMatchObject({ outcome: "throttled", retryAfterSeconds: 58 });
    expect(await signIn(database.db, { ...base, ip: freshIp(), code: totpCode(secret, at(70)) }, at(70))).toMatchObject({ outcome: "signedIn" });
  });

  it("skips the code on a remembered device until 2FA is switched off or the password changes", async () => {
    const { org, secret } = await enrolled();
    const base = { email: org.email, password: org.password, ip: freshIp() };
    const device = await rememberDevice(database.db, org.userId, at(0));
    expect(await signIn(database.db, { ...base, rememberedDevice: device.value }, at(60))).toMatchObject({ outcome: "signedIn" });
    expect(await signIn(database.db, { ...base, rememberedDevice: `${device.value}x` }, at(60))).toEqual({ outcome: "codeNeeded" });
    expect(await signIn(database.db, { ...base, rememberedDevice: device.value }, at(31 * 24 * 3600))).toEqual({ outcome: "codeNeeded" });
    const other = await seedOrganization(database.db);
    expect(await deviceRemembered(database.db, other.userId, device.value, at(60))).toBe(false);

    const session = { ...(await userContext(database.db, org.userId))! };
    await createCaller({ db: database.db, session }).passwords.change({ currentPassword: org.password, newPassword: "a changed long password" });
    expect(await deviceRemembered(database.db, org.userId, device.value, at(60))).toBe(false);

    const again = await rememberDevice(database.db, org.userId, at(0));
    const caller = await dashboard(org.userId);
    await expect(caller.twoFactor.disable({ password: "not the password" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "The current password is not correct" });
    expect(await caller.twoFactor.disable({ password: "a changed long password" })).toEqual({ disabled: true });
    expect(await database.db.select().from(rememberedDevices).where(eq(rememberedDevices.userId, org.userId))).toEqual([]);
    expect(await deviceRemembered(database.db, org.userId, again.value, at(60))).toBe(false);
    expect(await signIn(database.db, { email: org.email, password: "a changed long password", ip: freshIp() }, at(90))).toMatchObject({ outcome: "signedIn" });
    expect(secret).toBeTruthy();
  });

  it("regenerates recovery codes with the password; the old ones stop working", async () => {
    const { org, recoveryCodes } = await enrolled();
    const { recoveryCodes: fresh } = await (await dashboard(org.userId)).twoFactor.regenerateRecoveryCodes({ password: org.password });
    expect(fresh).toHaveLength(10);
    const base = { email: org.email, password: org.password, ip: freshIp() };
    expect(await signIn(database.db, { ...base, code: recoveryCodes[1]! }, at(0))).toEqual({ outcome: "wrongCode" });
    expect(await signIn(database.db, { ...base, code: fresh[1]! }, at(0))).toMatchObject({ outcome: "signedIn" });
  });
});

describe("wrong current passwords", () => {
  it("lock switching two-factor off after five, and changing the password too", async () => {
    const { org } = await enrolled();
    const caller = await dashboard(org.userId);
    for (let i = 0; i < PASSWORD_CHECK_FAILURES; i++) {
      await expect(caller.twoFactor.disable({ password: `wrong ${i}` })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(caller.twoFactor.disable({ password: org.password })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringContaining("Too many wrong passwords") });
    await expect(caller.passwords.change({ currentPassword: org.password, newPassword: "another long password" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("an organization that requires two-factor", () => {
  it("is set by an owner who has it on, and sends members without it to enrol", async () => {
    const { org } = await enrolled();
    const member = await createMember(database.db, org);
    await expect((await dashboard(member.userId)).twoFactor.setRequirement({ required: true })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const plain = await seedOrganization(database.db);
    await expect((await dashboard(plain.userId)).twoFactor.setRequirement({ required: true })).rejects.toMatchObject({ code: "CONFLICT" });

    expect(await mustEnrolTwoFactor(database.db, member.userId, org.organizationId)).toBe(false);
    expect(await (await dashboard(org.userId)).twoFactor.setRequirement({ required: true })).toEqual({ required: true });
    // Once in the activity log; asking again changes nothing and records nothing.
    await (await dashboard(org.userId)).twoFactor.setRequirement({ required: true });
    const entries = await database.db.select().from(activityEntries).where(eq(activityEntries.organizationId, org.organizationId));
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([["twoFactor.settingsUpdated", { requireTwoFactor: { before: false, after: true } }]]);
    expect(await mustEnrolTwoFactor(database.db, member.userId, org.organizationId)).toBe(true);
    expect(await mustEnrolTwoFactor(database.db, org.userId, org.organizationId)).toBe(false);
    expect(await (await dashboard(member.userId)).twoFactor.status({})).toMatchObject({ enabled: false, organizationRequires: true, canRequire: false });

    const memberCaller = await dashboard(member.userId);
    const { secret } = await memberCaller.twoFactor.startEnrolment({});
    await memberCaller.twoFactor.confirm({ code: totpCode(secret, new Date()) });
    expect(await mustEnrolTwoFactor(database.db, member.userId, org.organizationId)).toBe(false);
    await expect(memberCaller.twoFactor.disable({ password: "a long enough password" })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("the two-factor gate of the dashboard's data calls", () => {
  it("lets a member held back for set-up call only the set-up procedures", async () => {
    const { org } = await enrolled();
    const member = await createMember(database.db, org);
    await (await dashboard(org.userId)).twoFactor.setRequirement({ required: true });
    const memberCtx = (await userContext(database.db, member.userId))!;
    const ownerCtx = (await userContext(database.db, org.userId))!;
    expect(trpcPaths("http://x/api/trpc/twoFactor.status,twoFactor.startEnrolment?batch=1")).toEqual(["twoFactor.status", "twoFactor.startEnrolment"]);
    expect(await passesTwoFactorGate(database.db, memberCtx, ["twoFactor.status", "twoFactor.confirm"])).toBe(true);
    expect(await passesTwoFactorGate(database.db, memberCtx, ["twoFactor.status", "signingProcesses.list"])).toBe(false);
    expect(await passesTwoFactorGate(database.db, ownerCtx, ["signingProcesses.list"])).toBe(true);
  });
});
