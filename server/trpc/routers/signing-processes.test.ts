import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { validationMessages } from "@/lib/validation-messages";
import { userContext } from "@/server/auth/session";
import { runDueJobs } from "@/server/jobs/local-runner";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inDays, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let session: ServiceContext;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  other = await seedOrganization(database.db);
  session = (await userContext(database.db, org.userId))!;
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());

function currentUserBody() {
  return {
    dispatchMode: "CURRENT_USER" as const,
    sourcePdfAssetId: assetId,
    subject: "Expense report",
    expiresAt: inDays(3),
    authPolicy: "SES_LINK_ONLY" as const,
    signers: [{ signOrder: 1, name: "Whoever the form said" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE" as const, label: "Signature", page: 0, x: 10, y: 10, w: 120, h: 40 }],
  };
}

describe("signingProcesses procedures", () => {
  it("create, read, list, extend, resend, remind and void a process, with the audit trail verified", async () => {
    const caller = createCaller({ db: database.db, session });
    const created = await caller.signingProcesses.create(twoSignerBody(assetId) as Parameters<typeof caller.signingProcesses.create>[0]);
    expect(created).toMatchObject({ status: "SENT", dispatchMode: "EMAIL" });

    expect((await caller.signingProcesses.get({ id: created.id })).signerSlots.map((slot) => slot.status)).toEqual(["READY", "PENDING"]);
    const list = await caller.signingProcesses.list({ q: "lease", status: ["SENT"] });
    expect(list.items.map((item) => item.id)).toContain(created.id);

    const extended = await caller.signingProcesses.extend({ id: created.id, expiresAt: inDays(20) });
    expect(Date.parse(extended.expiresAt)).toBeGreaterThan(Date.parse(created.expiresAt));
    await caller.signingProcesses.resendInvite({ id: created.id, signerId: created.signerSlots[0]!.id });
    await expect(caller.signingProcesses.resendInvite({ id: created.id, signerId: created.signerSlots[1]!.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });

    expect(await caller.signingProcesses.remind({ id: created.id, message: "A friendly nudge" })).toMatchObject({ signerId: created.signerSlots[0]!.id, reminderCount: 1 });
    // The dashboard says when the signer can be reminded again, from the details.
    await expect(caller.signingProcesses.remind({ id: created.id })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      cause: { code: "REMINDER_TOO_SOON", details: { retryAfterSeconds: expect.any(Number) } },
    });

    const voided = await caller.signingProcesses.void({ id: created.id, reason: "Wrong tenant" });
    expect(voided).toMatchObject({ status: "VOIDED", voidReason: "Wrong tenant" });
    const trail = await caller.signingProcesses.auditEvents({ id: created.id });
    expect(trail.chain.valid).toBe(true);
    expect(trail.items.map((event) => event.type)).toEqual([
      "process.created",
      "process.sent",
      "signer.invited",
      "process.extended",
      "signer.invite_resent",
      "signer.reminded",
      "process.voided",
    ]);
    await expect(caller.signingProcesses.files({ id: created.id })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("answers validation sentences for a broken process, and 404 for unknown or malformed ids", async () => {
    const caller = createCaller({ db: database.db, session });
    const body = { ...twoSignerBody(assetId), signers: [{ signOrder: 1, name: "No email" }] };
    const error = await caller.signingProcesses.create(body as never).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
    // The error formatter sends these sentences to the form as data.validation.
    expect(validationMessages((error as { cause: ZodError }).cause, "input")).toContain("signers.0.email is required with dispatchMode EMAIL");
    await expect(caller.signingProcesses.get({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.signingProcesses.get({ id: "nope" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("gives the signed-in user the links of their own CURRENT_USER slots, and nobody else", async () => {
    const caller = createCaller({ db: database.db, session });
    const created = await caller.signingProcesses.create(currentUserBody());
    const mine = await caller.signingProcesses.mine();
    const entry = mine.find((item) => item.signingProcessId === created.id);
    expect(entry?.signUrl).toMatch(/^http:\/\/localhost:3000\/sign\/[A-Za-z0-9_-]{43}$/);
    expect(await caller.signingProcesses.mySigningLink({ id: created.id })).toEqual({ signerId: entry!.signerId, signUrl: entry!.signUrl });

    // An EMAIL process has no slot of the user's: no link, whoever asks.
    const emailed = await caller.signingProcesses.create(twoSignerBody(assetId, { subject: "Emailed" }) as never);
    expect(await caller.signingProcesses.mySigningLink({ id: emailed.id })).toBeNull();
    expect(mine.map((item) => item.signingProcessId)).not.toContain(emailed.id);

    // Another organization's admin sees neither the process nor a link.
    const stranger = createCaller({ db: database.db, session: (await userContext(database.db, other.userId))! });
    expect(await stranger.signingProcesses.mine()).toEqual([]);
    await expect(stranger.signingProcesses.mySigningLink({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Once voided, the slot no longer waits.
    await caller.signingProcesses.void({ id: created.id });
    expect((await caller.signingProcesses.mine()).map((item) => item.signingProcessId)).not.toContain(created.id);
    expect(await caller.signingProcesses.mySigningLink({ id: created.id })).toBeNull();
  });

  it("refuses visitors, and members the admin actions", async () => {
    const visitor = createCaller({ db: database.db, session: null });
    await expect(visitor.signingProcesses.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const memberSession: ServiceContext = { ...session, actor: { ...(session.actor as Extract<ServiceContext["actor"], { kind: "USER" }>), role: "MEMBER" } };
    const member = createCaller({ db: database.db, session: memberSession });
    await expect(member.signingProcesses.create(currentUserBody())).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(member.outbox.list({})).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("outbox procedures", () => {
  it("list the organization's own messages, newest first, with links and filters", async () => {
    const caller = createCaller({ db: database.db, session });
    const created = await caller.signingProcesses.create(twoSignerBody(assetId, { subject: "Outbox check" }) as never);
    const otherAsset = await readyAsset(database.db, other.adminKey);
    const strangerSession = (await userContext(database.db, other.userId))!;
    const stranger = createCaller({ db: database.db, session: strangerSession });
    const foreign = await stranger.signingProcesses.create(twoSignerBody(otherAsset, { subject: "Foreign" }) as never);
    await runDueJobs(database.db);

    const page = await caller.outbox.list({ signingProcessId: created.id });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ channel: "email", to: "zoe@example.test", meta: { kind: "invite", signingProcessId: created.id } });
    expect(page.items[0]!.links.some((link) => link.includes("/sign/"))).toBe(true);
    expect(page.items[0]).not.toHaveProperty("html");

    const all = await caller.outbox.list({});
    expect(all.items.map((message) => message.meta.signingProcessId)).not.toContain(foreign.id);
    expect((await stranger.outbox.list({})).items.map((message) => message.meta.signingProcessId)).toContain(foreign.id);
    expect((await caller.outbox.list({ channel: "sms" })).total).toBe(0);
    const times = all.items.map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await caller.outbox.transports()).toEqual({ email: "outbox", sms: "outbox" });
  });
});
