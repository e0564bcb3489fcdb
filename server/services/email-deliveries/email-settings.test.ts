/**
 * Settings for email: the sender name and reply-to (admins set them, bad values change nothing),
 * the test email (to the admin's own address, answering what the server said), and the
 * delivery log (scoped to what the caller may see).
 */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { emailDeliveries, users } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { resetMailTransport } from "@/server/mail/get-mail-transport";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, inDays, readyAsset } from "@/tests/support/signing";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

const createCaller = createCallerFactory(appRouter);
const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });

function useMail(url: string | undefined, from: string | undefined) {
  for (const [name, value] of [["SMTP_URL", url], ["MAIL_FROM", from]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
  resetMailTransport();
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Nordlicht GmbH" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(async () => {
  useMail(saved.SMTP_URL, saved.MAIL_FROM);
  await database.close();
});
beforeEach(() => fs.rm(outboxDirectory(), { recursive: true, force: true }));

describe("the sender name and reply-to", () => {
  it("are saved by an admin, cleared by empty fields, and read by everyone", async () => {
    const admin = await dashboard(org.userId);
    expect(await admin.email.senderSettings()).toEqual({ senderName: null, replyTo: null });
    expect(await admin.email.updateSenderSettings({ senderName: "  Nordlicht Verträge ", replyTo: "Vertraege@Nordlicht.example" })).toEqual({
      senderName: "Nordlicht Verträge",
      replyTo: "vertraege@nordlicht.example",
    });
    const member = await createMember(database.db, org);
    expect(await (await dashboard(member.userId)).email.senderSettings()).toEqual({ senderName: "Nordlicht Verträge", replyTo: "vertraege@nordlicht.example" });
    expect(await admin.email.updateSenderSettings({ senderName: "", replyTo: "" })).toEqual({ senderName: null, replyTo: null });
  });

  it("refuse bad values and other roles, changing nothing", async () => {
    const admin = await dashboard(org.userId);
    await admin.email.updateSenderSettings({ senderName: "Nordlicht", replyTo: null });
    await expect(admin.email.updateSenderSettings({ senderName: "Evil\r\nBcc: all@example.test", replyTo: null })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.email.updateSenderSettings({ senderName: "x".repeat(101), replyTo: null })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.email.updateSenderSettings({ senderName: null, replyTo: "not an address" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(admin.email.updateSenderSettings({ senderName: "a\u0000b", replyTo: null })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const member = await createMember(database.db, org);
    await expect((await dashboard(member.userId)).email.updateSenderSettings({ senderName: "Mine", replyTo: null })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await admin.email.senderSettings()).toEqual({ senderName: "Nordlicht", replyTo: null });
    await admin.email.updateSenderSettings({ senderName: null, replyTo: null });
  });
});

describe("the test email", () => {
  it("goes to the admin's own address through the outbox when no mail server is set up", async () => {
    useMail(undefined, undefined);
    const [owner] = await database.db.select().from(users).where(eq(users.id, org.userId));
    const result = await (await dashboard(org.userId)).email.sendTest();
    expect(result).toMatchObject({ delivered: true, transport: "outbox", to: owner!.email });
    expect(result.reply).toMatch(/^Kept in the outbox/);
    const { items } = await listOutboxMessages();
    expect(items).toMatchObject([{ to: owner!.email, subject: "Test email from Signet for Nordlicht GmbH", meta: { kind: "test" } }]);
  });

  it("answers what the mail server said, accepted or refused", async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    try {
      useMail(smtp.url, "Signet <signing@example.test>");
      const admin = await dashboard(org.userId);
      const accepted = await admin.email.sendTest();
      expect(accepted).toMatchObject({ delivered: true, transport: "smtp" });
      expect(accepted.reply).toMatch(/^The mail server 127\.0\.0\.1:\d+ accepted it; it answered: 250/);
      expect(smtp.received).toHaveLength(1);

      smtp.failNext("550 5.7.1 Relaying denied");
      const refused = await admin.email.sendTest();
      expect(refused).toMatchObject({ delivered: false, transport: "smtp" });
      expect(refused.reply).toMatch(/refused the message; it answered: 550 5\.7\.1 Relaying denied/);
      const logged = await database.db.select().from(emailDeliveries).where(eq(emailDeliveries.kind, "test"));
      expect(logged.map((row) => row.status).sort()).toEqual(["FAILED", "SENT", "SENT"]);
    } finally {
      useMail(undefined, undefined);
      await smtp.close();
    }
  });

  it("is for admins only", async () => {
    const member = await createMember(database.db, org);
    await expect((await dashboard(member.userId)).email.sendTest()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the delivery log", () => {
  it("lists a process's emails to whoever may see it, and answers 404 for another organization's process", async () => {
    useMail(undefined, undefined);
    const assetId = await readyAsset(database.db, org.adminKey, 1);
    const created = await createProcess(org.adminKey, {
      dispatchMode: "EMAIL",
      sourcePdfAssetId: assetId,
      subject: "Lease 20",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada Tenant", email: "ada@example.test" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    const processId = created.json.data.id as string;
    await runDueJobs(database.db);

    const admin = await dashboard(org.userId);
    const page = await admin.email.deliveries({ signingProcessId: processId });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: "invite", to: "ada@example.test", status: "SENT", transport: "outbox", attempts: 1, lastError: null });
    expect((await admin.email.deliveries({ status: "FAILED" })).items.every((item) => item.status === "FAILED")).toBe(true);

    const stranger = await dashboard(other.userId);
    await expect(stranger.email.deliveries({ signingProcessId: processId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await stranger.email.deliveries({})).items.some((item) => item.signingProcessId === processId)).toBe(false);
    const member = await createMember(database.db, org);
    await expect((await dashboard(member.userId)).email.deliveries({ signingProcessId: processId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect((await dashboard(member.userId)).email.deliveries({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(admin.email.deliveries({ signingProcessId: "not-a-uuid" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
