/**
 * Passwords: "forgot password" answers alike for every address, mails an account a link that
 * works once for 30 minutes (three an hour at most), and setting the new password ends every
 * session; changing one's password asks for the current one and ends the other sessions.
 */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { startUserSession } from "@/server/auth/user-sessions";
import { passwordResets, users, userSessions } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createUser } from "./create-user";
import { hashPassword } from "./password";
import { verifyCredentials } from "./verify-credentials";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let email: string;

const visitor = () => createCaller({ db: database.db, session: null });

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { name: "Nordlicht GmbH" });
  const [owner] = await database.db.select().from(users).where(eq(users.id, org.userId));
  email = owner!.email;
});
afterAll(() => database.close());
beforeEach(async () => {
  await fs.rm(outboxDirectory(), { recursive: true, force: true });
  await database.db.delete(passwordResets);
});

async function resetLinks(): Promise<string[]> {
  await runDueJobs(database.db);
  const { items } = await listOutboxMessages({ channel: "email" });
  return items.filter((message) => message.meta.kind === "password.reset").map((message) => message.links.find((url) => url.includes("/reset-password/"))!.split("/reset-password/")[1]!);
}

describe("forgot password", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    expect(await visitor().passwords.requestReset({ email: "nobody@example.test" })).toEqual({ requested: true });
    expect(await resetLinks()).toEqual([]);
    await expect(visitor().passwords.requestReset({ email: "not an address" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("mails a link that sets a new password once, ending every session", async () => {
    await startUserSession(database.db, org.userId);
    expect(await visitor().passwords.requestReset({ email: email.toUpperCase() })).toEqual({ requested: true });
    const [token] = await resetLinks();
    const { items } = await listOutboxMessages({ channel: "email" });
    expect(items[0]).toMatchObject({ to: email, subject: "Reset your Signet password" });
    expect(await visitor().passwords.checkReset({ token: token! })).toEqual({ email });

    expect(await visitor().passwords.reset({ token: token!, password: "a brand new password" })).toEqual({ email });
    expect(await verifyCredentials(database.db, email, "a brand new password")).not.toBeNull();
    expect(await verifyCredentials(database.db, email, "correct horse battery staple")).toBeNull();
    expect(await database.db.select().from(userSessions).where(eq(userSessions.userId, org.userId))).toEqual([]);

    await expect(visitor().passwords.reset({ token: token!, password: "yet another password" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This password reset link has been used or has expired; ask for a new one",
    });
    await expect(visitor().passwords.checkReset({ token: token! })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses an expired link, a short password, and a link of the wrong shape", async () => {
    await visitor().passwords.requestReset({ email });
    const [token] = await resetLinks();
    await expect(visitor().passwords.reset({ token: token!, password: "short" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(visitor().passwords.reset({ token: token!, password: "Password2026!" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("one of the most common ones"),
    });
    await expect(visitor().passwords.reset({ token: token!, password: `${email.split("@")[0]}!!` })).rejects.toMatchObject({
      message: expect.stringContaining("your email address"),
    });
    await database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(visitor().passwords.reset({ token: token!, password: "a brand new password" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(visitor().passwords.checkReset({ token: "../../etc" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("sends at most three emails an hour to one account, answering alike", async () => {
    for (let i = 0; i < 5; i += 1) expect(await visitor().passwords.requestReset({ email })).toEqual({ requested: true });
    expect(await resetLinks()).toHaveLength(3);
  });

  it("withdraws the account's other open links once one is used", async () => {
    await visitor().passwords.requestReset({ email });
    await visitor().passwords.requestReset({ email });
    const [first, second] = await resetLinks();
    await visitor().passwords.reset({ token: second!, password: "a brand new password" });
    await expect(visitor().passwords.checkReset({ token: first! })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("password rules on every door", () => {
  it("refuse a common password when the operator creates a user (CLI `users create`, first-run setup)", async () => {
    const input = { organizationId: org.organizationId, email: "new-person@example.test", password: "qwerty123456", role: "MEMBER" as const };
    await expect(createUser(database.db, input)).rejects.toMatchObject({ code: "PASSWORD_TOO_COMMON", message: expect.stringContaining("most common") });
    await expect(createUser(database.db, { ...input, password: "new-person2026" })).rejects.toMatchObject({ code: "PASSWORD_TOO_COMMON" });
  });
});

describe("changing one's password", () => {
  it("asks for the current password and ends the other sessions, keeping this one", async () => {
    const current = await startUserSession(database.db, org.userId);
    await startUserSession(database.db, org.userId);
    await database.db.update(users).set({ passwordHash: await hashPassword("the current password") }).where(eq(users.id, org.userId));
    const session = { ...(await userContext(database.db, org.userId))!, sessionId: current };
    const signedIn = createCaller({ db: database.db, session });

    await expect(signedIn.passwords.change({ currentPassword: "not it", newPassword: "a changed password" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The current password is not correct",
    });
    await expect(signedIn.passwords.change({ currentPassword: "the current password", newPassword: "short" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(signedIn.passwords.change({ currentPassword: "the current password", newPassword: "Nordlicht GmbH 2026" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("your organization's name"),
    });
    expect(await signedIn.passwords.change({ currentPassword: "the current password", newPassword: "a changed password" })).toEqual({ endedSessions: 1 });
    expect((await database.db.select().from(userSessions).where(eq(userSessions.userId, org.userId))).map((row) => row.id)).toEqual([current]);
    expect(await verifyCredentials(database.db, email, "a changed password")).not.toBeNull();
    await expect(visitor().passwords.change({ currentPassword: "x", newPassword: "a changed password" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
