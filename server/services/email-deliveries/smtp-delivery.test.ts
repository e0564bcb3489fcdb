/**
 * Invitations through a real mail server (smtp-server, STARTTLS with a self-signed certificate
 * and a password): what arrives, that its link signs, that a "try later" is retried and a
 * refusal is final, and that the delivery log says which.
 */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailDeliveries, jobs, organizations } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { resetMailTransport } from "@/server/mail/get-mail-transport";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, readyAsset } from "@/tests/support/signing";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

const signRoute = routeAt("/sign/{token}");
const MAIL_FROM = "Signet <signing@example.test>";
const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
let smtp: TestSmtpServer;

function useMailServer(url: string | undefined, from: string | undefined) {
  for (const [name, value] of [["SMTP_URL", url], ["MAIL_FROM", from]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
  resetMailTransport();
}

beforeAll(async () => {
  smtp = await startSmtpServer({ tls: "starttls", auth: { user: "signet", pass: "s3cret" } });
  useMailServer(smtp.url, MAIL_FROM);
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Nordlicht GmbH" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(async () => {
  useMailServer(saved.SMTP_URL, saved.MAIL_FROM);
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await runDueJobs(database.db);
  smtp.received.length = 0;
  await fs.rm(outboxDirectory(), { recursive: true, force: true });
});

async function invite(email: string, subject: string): Promise<string> {
  const created = await createProcess(org.adminKey, {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: "Ada Tenant", email }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
  });
  expect(created.status).toBe(201);
  return created.json.data.id as string;
}

async function deliveriesOf(processId: string) {
  return database.db.select().from(emailDeliveries).where(eq(emailDeliveries.signingProcessId, processId));
}

describe("invitations through a mail server", () => {
  it("arrive with the organization's sender name and reply-to, both parts and a link that opens the signing", async () => {
    await database.db
      .update(organizations)
      .set({ emailSenderName: "Nordlicht Verträge", emailReplyTo: "vertraege@nordlicht.example" })
      .where(eq(organizations.id, org.organizationId));
    const processId = await invite("ada@example.test", "Lease 12");
    await runDueJobs(database.db);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.secure).toBe(true);
    expect(mail!.user).toBe("signet");
    expect(mail!.envelopeFrom).toBe("signing@example.test");
    expect(mail!.parsed.from?.value).toEqual([{ name: "Nordlicht Verträge", address: "signing@example.test" }]);
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: "", address: "vertraege@nordlicht.example" }]);
    expect(mail!.parsed.to).toMatchObject({ value: [{ address: "ada@example.test" }] });
    expect(mail!.parsed.subject).toContain("Lease 12");
    const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_-]+/.exec(mail!.parsed.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(mail!.parsed.html).toContain(link);

    const token = link!.split("/sign/")[1]!;
    const view = await call(signRoute.GET, "GET", `/api/v1/sign/${token}`, { params: { token } });
    expect(view.status).toBe(200);
    expect(view.json.data.process).toMatchObject({ id: processId, subject: "Lease 12" });

    const [delivery] = await deliveriesOf(processId);
    expect(delivery).toMatchObject({ kind: "invite", transport: "smtp", status: "SENT", attempts: 1, lastError: null, toAddress: "ada@example.test" });
    expect(delivery!.providerMessageId).toBe(mail!.parsed.messageId);
    expect((await listOutboxMessages()).items).toHaveLength(0);

    await database.db
      .update(organizations)
      .set({ emailSenderName: null, emailReplyTo: null })
      .where(eq(organizations.id, org.organizationId));
  });

  it("are tried again after a 4xx reply, with the server's words in the log meanwhile, and then delivered", async () => {
    smtp.failNext("451 4.3.0 Mailbox busy, try again later");
    const processId = await invite("bo@example.test", "Lease 13");
    const [first] = await runDueJobs(database.db);
    expect(first).toMatchObject({ name: "signer.notify", status: "PENDING" });
    expect(smtp.received).toHaveLength(0);
    const [waiting] = await deliveriesOf(processId);
    expect(waiting).toMatchObject({ status: "RETRYING", attempts: 1 });
    expect(waiting!.lastError).toMatch(/asked Signet to try again later; it answered: 451 4\.3\.0 Mailbox busy/);

    const [second] = await runDueJobs(database.db, { now: first!.retryAt });
    expect(second).toMatchObject({ name: "signer.notify", status: "SUCCEEDED", attempt: 2 });
    expect(smtp.received).toHaveLength(1);
    const [delivered] = await deliveriesOf(processId);
    expect(delivered).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
  });

  it("fail for good after a 5xx reply: no retry, the job and the log say so", async () => {
    smtp.failNext("550 5.1.1 No such user here");
    const processId = await invite("nobody@example.test", "Lease 14");
    const [run] = await runDueJobs(database.db);
    expect(run).toMatchObject({ name: "signer.notify", status: "FAILED", attempt: 1 });
    const [failed] = await deliveriesOf(processId);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 1 });
    expect(failed!.lastError).toMatch(/refused the message; it answered: 550 5\.1\.1 No such user here/);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, Number(run!.jobId)));
    expect(job!.status).toBe("FAILED");
    expect(smtp.received).toHaveLength(0);
  });

  it("fail when the retries run out, keeping the last reply", async () => {
    smtp.failNext("421 4.7.0 Too many connections", 5);
    const processId = await invite("cy@example.test", "Lease 15");
    let [run] = await runDueJobs(database.db);
    for (let attempt = 2; attempt <= 5; attempt += 1) [run] = await runDueJobs(database.db, { now: run!.retryAt });
    expect(run).toMatchObject({ status: "FAILED", attempt: 5 });
    const [failed] = await deliveriesOf(processId);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 5 });
    expect(failed!.lastError).toMatch(/421 4\.7\.0 Too many connections/);
  });
});
