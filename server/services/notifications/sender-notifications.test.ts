/**
 * Emails to the sender of a process: who gets them (the dashboard user who created it, else the
 * organization's notification address, else nobody), which news they report (signed, declined,
 * completed, expired, finalization failed), that each kind can be turned off, and that they
 * are queued with the change they report.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { jobs, memberships, signers, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { formApi, formDocumentDraft } from "@/tests/support/online-forms";
import { publishedPdfTemplate, startBody } from "@/tests/support/templates";
import { configureOrganization, createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, inDays, invitedToken, readyAsset, signer } from "@/tests/support/signing";
import { expireOverdueSigningProcesses } from "../signing/expire-signing-process";
import { markFinalizationFailed } from "../signing/finalize-signing-process";
import { remindSigner } from "../signing/reminders";
import { ALL_NOTIFICATIONS_ON } from "./notification-preferences";
import { queueSenderNotification } from "./queue-sender-notification";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Nordlicht GmbH" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());
beforeEach(async () => {
  resetRateLimiter();
  await dashboard(org.userId).then((caller) => caller.notifications.updatePreferences(ALL_NOTIFICATIONS_ON));
  await setAddress(org, null);
});

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });

async function setAddress(owner: SeededOrganization, notificationEmail: string | null) {
  await (await dashboard(owner.userId)).notifications.updateAddress({ notificationEmail });
}

/** Two signers by email, one signature field each. */
function twoSigners(subject: string) {
  return {
    dispatchMode: "EMAIL" as const,
    sourcePdfAssetId: assetId,
    subject,
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY" as const,
    signers: [
      { signOrder: 1, name: "Ada Tenant", email: "ada@example.test" },
      { signOrder: 2, name: "Bo Landlord", email: "bo@example.test" },
    ],
    fields: [1, 2].map((order) => ({
      assignedSignerSignOrder: order,
      type: "SIGNATURE" as const,
      label: "Signature",
      required: true,
      page: 0,
      x: 72,
      y: 100 * order,
      w: 180,
      h: 50,
    })),
  };
}

/** Created in the dashboard by `userId`, as the new-process wizard does. */
async function dashboardProcess(subject: string, userId = org.userId): Promise<string> {
  return (await (await dashboard(userId)).signingProcesses.create(twoSigners(subject))).id;
}

async function apiProcess(subject: string, apiKey = org.adminKey): Promise<string> {
  const created = await createProcess(apiKey, twoSigners(subject));
  expect(created.status).toBe(201);
  return created.json.data.id as string;
}

const sign = async (token: string, name: string) =>
  expect((await signer.submit(token, { signature: { type: "TYPED", text: name }, consent: true })).status).toBe(200);

/** The emails to the sender about the process, after every queued job ran. */
async function senderEmails(processId: string) {
  await runDueJobs(database.db);
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email", limit: 100 });
  return items.filter((message) => message.meta.kind.startsWith("sender.")).reverse();
}

describe("emails to the sender", () => {
  it("tell the dashboard user who created the process who signed and who is next, then once that everyone signed", async () => {
    const id = await dashboardProcess("Lease Birkenweg 3");
    await sign(await invitedToken(database.db, id, "ada@example.test"), "Ada Tenant");

    const [signed, ...others] = await senderEmails(id);
    expect(others).toEqual([]);
    expect(signed).toMatchObject({ to: org.email, subject: "Ada Tenant signed “Lease Birkenweg 3”", meta: { kind: "sender.signed", signingProcessId: id } });
    expect(signed!.text).toContain("Next to sign: Bo Landlord.");
    expect(signed!.links).toContain(`${process.env.APP_URL}/processes/${id}`);

    // The last signature: "completed" follows finalization, and no second "signed".
    await sign(await invitedToken(database.db, id, "bo@example.test"), "Bo Landlord");
    const emails = await senderEmails(id);
    expect(emails.map((email) => email.meta.kind)).toEqual(["sender.signed", "sender.completed"]);
    expect(emails[1]).toMatchObject({ to: org.email, subject: "Everyone has signed “Lease Birkenweg 3”" });
  }, 120_000);

  it("give the reason of a decline, in the organization's language, and the signer's page says the sender was told", async () => {
    await configureOrganization(database.db, { organizationId: org.organizationId, defaultLanguage: "de" });
    try {
      const id = await dashboardProcess("Mietvertrag");
      const token = await invitedToken(database.db, id, "ada@example.test");
      expect((await signer.view(token)).json.data.process.declineNotifiesSender).toBe(true);
      expect((await signer.decline(token, "Die Miete stimmt nicht")).status).toBe(200);

      const [declined, ...others] = await senderEmails(id);
      expect(others).toEqual([]);
      expect(declined).toMatchObject({ to: org.email, subject: "Ada Tenant hat abgelehnt, „Mietvertrag“ zu unterschreiben" });
      expect(declined!.text).toContain("Die Miete stimmt nicht");
    } finally {
      await configureOrganization(database.db, { organizationId: org.organizationId, defaultLanguage: "en" });
    }
  });

  it("say which signers were reminded and how often, and nothing about reminders when none went", async () => {
    const id = await dashboardProcess("Reminded lease");
    const token = await invitedToken(database.db, id, "ada@example.test");
    await remindSigner(org.system, { id });
    await remindSigner(org.system, { id }, new Date(Date.now() + 61 * 60_000));
    await sign(token, "Ada Tenant");
    const [signed] = await senderEmails(id);
    expect(signed!.meta.kind).toBe("sender.signed");
    expect(signed!.text).toContain("Reminders sent: Ada Tenant (2).");

    const quiet = await dashboardProcess("Quiet lease");
    await sign(await invitedToken(database.db, quiet, "ada@example.test"), "Ada Tenant");
    const [plain] = await senderEmails(quiet);
    expect(plain!.text).not.toContain("Reminders");
  });

  it("report an expiry", async () => {
    const id = await dashboardProcess("Expiring");
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signingProcesses.id, id));
    expect(await expireOverdueSigningProcesses(database.db, { organizationId: org.organizationId })).toBe(1);
    const emails = await senderEmails(id);
    expect(emails.map((email) => [email.meta.kind, email.to, email.subject])).toEqual([
      ["sender.expired", org.email, "“Expiring” expired before everyone signed"],
    ]);
  });

  it("report a finalization that failed for good, and no completion", async () => {
    const id = await dashboardProcess("Cannot seal");
    await sign(await invitedToken(database.db, id, "ada@example.test"), "Ada Tenant");
    await runDueJobs(database.db);
    await sign(await invitedToken(database.db, id, "bo@example.test"), "Bo Landlord");
    // What the finalization job does after its last attempt; the job then finds nothing to do.
    await markFinalizationFailed(database.db, id, "The timestamp authority could not be reached");
    const emails = await senderEmails(id);
    expect(emails.map((email) => email.meta.kind)).toEqual(["sender.signed", "sender.finalizationFailed"]);
    expect(emails[1]!.text).toContain("Every signature is kept");
  });

  it("are not sent for a kind the user turned off, and then the decline page claims nothing", async () => {
    const caller = await dashboard(org.userId);
    await caller.notifications.updatePreferences({ ...ALL_NOTIFICATIONS_ON, signed: false, declined: false });
    // The organization's address does not stand in for a user who said no.
    await setAddress(org, "office@example.test");
    expect(await caller.notifications.preferences()).toEqual({ ...ALL_NOTIFICATIONS_ON, signed: false, declined: false });

    const id = await dashboardProcess("Quiet");
    await sign(await invitedToken(database.db, id, "ada@example.test"), "Ada Tenant");
    await runDueJobs(database.db);
    const token = await invitedToken(database.db, id, "bo@example.test");
    expect((await signer.view(token)).json.data.process.declineNotifiesSender).toBe(false);
    expect((await signer.decline(token, "No")).status).toBe(200);
    expect(await senderEmails(id)).toEqual([]);
  });

  it("go to the organization's notification address for a process created with an API key", async () => {
    await setAddress(org, "Office@Example.test");
    const id = await apiProcess("Through the API");
    await sign(await invitedToken(database.db, id, "ada@example.test"), "Ada Tenant");
    const [signed, ...others] = await senderEmails(id);
    expect(others).toEqual([]);
    expect(signed).toMatchObject({ to: "office@example.test", meta: { kind: "sender.signed" } });
    expect(signed!.text).toContain("this address receives the notices of Nordlicht GmbH");
  });

  it("go to nobody for an API process when the organization has no address, and the decline page claims nothing", async () => {
    const id = await apiProcess("Nobody listens");
    const token = await invitedToken(database.db, id, "ada@example.test");
    expect((await signer.view(token)).json.data.process.declineNotifiesSender).toBe(false);
    expect((await signer.decline(token, "Not today")).status).toBe(200);
    expect(await senderEmails(id)).toEqual([]);
    const queued = await database.db.select().from(jobs).where(and(eq(jobs.name, "sender.notify"), sql`${jobs.payload}->>'signingProcessId' = ${id}`));
    expect(queued).toEqual([]);
  });

  it("never reach a creator who is no longer in the process's organization; its address gets them instead", async () => {
    const member = await createMember(database.db, org);
    await database.db.update(memberships).set({ role: "ADMIN" }).where(eq(memberships.userId, member.userId));
    const id = await dashboardProcess("Left the company", member.userId);
    const elsewhere = await seedOrganization(database.db, { name: "Elsewhere AG" });
    await setAddress(elsewhere, "elsewhere@example.test");
    // The creator moves to another organization.
    await database.db
      .update(memberships)
      .set({ organizationId: elsewhere.organizationId })
      .where(eq(memberships.userId, member.userId));

    await sign(await invitedToken(database.db, id, "ada@example.test"), "Ada Tenant");
    expect(await senderEmails(id)).toEqual([]);

    await setAddress(org, "office@example.test");
    const token = await invitedToken(database.db, id, "bo@example.test");
    expect((await signer.decline(token, "Moved out")).status).toBe(200);
    expect((await senderEmails(id)).map((email) => [email.meta.kind, email.to])).toEqual([["sender.declined", "office@example.test"]]);
  });

  it("reach the dashboard user who started a process from a template or sent an online form", async () => {
    const caller = await dashboard(org.userId);
    const templateId = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey, 2), "Lease template");
    const fromTemplate = await caller.templates.startSigning({ id: templateId, ...startBody(), policy: "EMAIL_SES_LINK_ONLY" });
    const tenantToken = await invitedToken(database.db, fromTemplate.id, "zoe@example.test");
    expect((await signer.decline(tenantToken, "Wrong flat")).status).toBe(200);

    const created = await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft({ subject: "Household form" }) });
    const form = await caller.onlineForms.publish({ id: created.json.data.id, expectedDraftVersion: 1 });
    const link = await formApi.link(org.adminKey, created.json.data.id, form.signingProcess!.signerSlots[0]!.id);
    expect((await signer.decline((link.json.data.url as string).split("/sign/")[1]!, "No pets here")).status).toBe(200);

    for (const [id, reason] of [[fromTemplate.id, "Wrong flat"], [form.signingProcess!.id, "No pets here"]] as const) {
      const emails = await senderEmails(id);
      expect(emails.map((email) => [email.meta.kind, email.to])).toEqual([["sender.declined", org.email]]);
      expect(emails[0]!.text).toContain(reason);
    }
  });

  it("are queued with the change they report, so a change that rolls back sends nothing", async () => {
    const id = await dashboardProcess("Rolled back");
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    const [first] = await database.db.select().from(signers).where(and(eq(signers.signingProcessId, id), eq(signers.signOrder, 1)));
    await expect(
      database.db.transaction(async (tx) => {
        expect(await queueSenderNotification(tx, process!, "signed", { signerId: first!.id })).toBe(true);
        throw new Error("the signing failed");
      }),
    ).rejects.toThrow("the signing failed");
    expect(await senderEmails(id)).toEqual([]);
  });
});

describe("the dashboard's notification settings", () => {
  it("keep the address as a lower-cased email, clear it when empty, and refuse anything else", async () => {
    const caller = await dashboard(org.userId);
    expect(await caller.notifications.updateAddress({ notificationEmail: "Team@Example.test" })).toEqual({ notificationEmail: "team@example.test" });
    expect(await caller.notifications.address()).toEqual({ notificationEmail: "team@example.test" });
    await expect(caller.notifications.updateAddress({ notificationEmail: "not an address" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.notifications.updateAddress({ notificationEmail: "" })).toEqual({ notificationEmail: null });
  });

  it("let only owners and admins change the address, while everyone keeps their own choices", async () => {
    const member = await createMember(database.db, org);
    const caller = await dashboard(member.userId);
    await expect(caller.notifications.updateAddress({ notificationEmail: "x@example.test" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await caller.notifications.address()).toEqual({ notificationEmail: null });
    expect(await caller.notifications.preferences()).toEqual(ALL_NOTIFICATIONS_ON);
    await caller.notifications.updatePreferences({ ...ALL_NOTIFICATIONS_ON, expired: false });
    expect(await caller.notifications.preferences()).toEqual({ ...ALL_NOTIFICATIONS_ON, expired: false });
    // Another user's choices are their own.
    expect(await (await dashboard(org.userId)).notifications.preferences()).toEqual(ALL_NOTIFICATIONS_ON);
  });
});
