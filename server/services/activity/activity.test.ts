/**
 * The organization's activity log (docs/people.md, "Activity"): one entry per admin action, with
 * who, when, from which address and what changed (never a secret); only owners and admins read
 * it, only their own organization's; the database refuses to change or delete an entry.
 */
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgeSeal } from "@/server/pdf/seal/testing/openssl-p12";
import { ACTIVITY_ACTIONS, activitySentence } from "@/lib/activity/actions";
import { userContext } from "@/server/auth/session";
import { activityEntries, signingProcesses } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { publishedOneRoleTemplate } from "@/tests/support/templates";

const createCaller = createCallerFactory(appRouter);
const origin = { ip: "203.0.113.7", userAgent: "Activity test" };
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

async function callerFor(userId: string) {
  const session = await userContext(database.db, userId);
  return createCaller({ db: database.db, session: session && { ...session, origin } });
}
const codeOf = (promise: Promise<unknown>) => promise.then(() => "resolved", (error: unknown) => (error instanceof TRPCError ? (error.cause as { code?: string })?.code ?? error.code : String(error)));

// Not produced yet: single sign-on and two-factor settings declare these when they land.
const HOOKS_FOR_LATER = ["sso.settingsUpdated", "twoFactor.settingsUpdated"];

beforeAll(async () => {
  database = await createTestDatabase();
  // The first organization's owner runs the installation (and may change another's plan).
  org = await seedOrganization(database.db, { plan: "ENTERPRISE", name: "Nordlicht GmbH" });
  other = await seedOrganization(database.db, { plan: "FREE", name: "A customer" });
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  resetEnv();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
  await database.close();
});

describe("the activity log", () => {
  it("holds one entry per admin action, in plain words, with the actor, the address and what changed", async () => {
    const owner = await callerFor(org.userId);
    const invitation = await owner.members.invite({ email: "ana@example.test", role: "ADMIN" });
    await owner.members.resendInvitation({ id: invitation.id });
    await owner.members.revokeInvitation({ id: invitation.id });
    const colleague = await createMember(database.db, org);
    await owner.members.changeRole({ userId: colleague.userId, role: "ADMIN" });
    await owner.members.changeRole({ userId: colleague.userId, role: "ADMIN" }); // no change, no entry
    await owner.members.remove({ userId: colleague.userId });

    const key = await owner.apiKeys.create({ name: "CI deploy", role: "ADMIN" });
    await owner.apiKeys.revoke({ id: key.id });
    await owner.apiKeys.revoke({ id: key.id }); // revoked already: no entry

    const hook = await owner.webhooks.create({ url: "http://127.0.0.1:9/hook", events: ["signing.completed"] });
    await owner.webhooks.update({ id: hook.id, enabled: false });
    await owner.webhooks.rotateSecret({ id: hook.id });
    await owner.webhooks.remove({ id: hook.id });

    const templateId = await publishedOneRoleTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
    const link = await owner.publicLinks.create({ id: templateId, label: "Front desk" });
    await owner.publicLinks.update({ id: link.id, enabled: false, maxUses: 10 });
    await owner.publicLinks.remove({ id: link.id });

    await owner.organization.update({ name: "Nordlicht AG" });
    await owner.email.updateSenderSettings({ senderName: "Nordlicht", replyTo: "office@example.test" });
    await owner.notifications.updateAddress({ notificationEmail: "alerts@example.test" });
    const seal = forgeSeal({ commonName: "Nordlicht seal" });
    await owner.seals.upload({ p12Base64: seal.p12.toString("base64"), password: seal.password });
    await owner.seals.remove();
    await owner.installation.changeOrganization({ organizationId: other.organizationId, plan: "PRO" });

    const created = await createProcess(org.adminKey, twoSignerBody(await readyAsset(database.db, org.adminKey)));
    const processId = (created.json as { data: { id: string } }).data.id;
    await database.db.update(signingProcesses).set({ status: "COMPLETED", finalizationStatus: "FAILED", finalizationError: "x" }).where(eq(signingProcesses.id, processId));
    await owner.signingProcesses.retryFinalization({ id: processId });
    await owner.exports.create({ filter: { q: "Private person" } });

    const log = await owner.activity.list({ pageSize: 100 });
    const actions = log.items.map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      "member.invited",
      "member.invitationResent",
      "member.invitationRevoked",
      "member.roleChanged",
      "member.removed",
      "apiKey.created",
      "apiKey.revoked",
      "webhook.created",
      "webhook.updated",
      "webhook.secretRotated",
      "webhook.deleted",
      "publicLink.created",
      "publicLink.updated",
      "publicLink.deleted",
      "organization.updated",
      "email.senderSettingsUpdated",
      "notifications.addressUpdated",
      "organizationSeal.uploaded",
      "organizationSeal.removed",
      "signingProcess.finalizationRetried",
      "export.created",
    ]);
    // Every kind but the plan (recorded in the organization whose plan changed) and the hooks for later.
    expect(new Set([...actions, "organization.planChanged", ...HOOKS_FOR_LATER])).toEqual(new Set(ACTIVITY_ACTIONS));

    const byAction = Object.fromEntries(log.items.map((entry) => [entry.action, entry]));
    expect(byAction["apiKey.revoked"]).toMatchObject({ actor: { kind: "USER", id: org.userId }, ip: "203.0.113.7", subjectId: key.id, subjectName: "CI deploy" });
    expect(activitySentence({ ...byAction["apiKey.revoked"]!, actorName: "Ana Lima" })).toBe("Ana Lima revoked the API key “CI deploy”");
    expect(byAction["member.roleChanged"]!.changes).toEqual({ role: { before: "MEMBER", after: "ADMIN" } });
    expect(byAction["webhook.updated"]!.changes).toEqual({ enabled: { before: true, after: false } });
    expect(byAction["publicLink.updated"]).toMatchObject({ subjectName: "Front desk", changes: { enabled: { before: true, after: false }, maxUses: { before: null, after: 10 } } });
    // An export's filter may search for a person's name: only its count is kept.
    expect(byAction["export.created"]).toMatchObject({ changes: { processCount: { before: null, after: 0 }, wholeOrganization: { before: null, after: false } } });
    expect(JSON.stringify(byAction["export.created"])).not.toContain("Private person");
    // The link's address starts signings: it is never in the log.
    expect(JSON.stringify(byAction["publicLink.created"])).not.toContain("/p/");
    expect(byAction["organization.updated"]!.changes).toEqual({ name: { before: "Nordlicht GmbH", after: "Nordlicht AG" } });
    expect(byAction["organizationSeal.uploaded"]).toMatchObject({ subjectName: "Nordlicht seal", changes: { subject: { before: null, after: "CN=Nordlicht seal" } } });
    expect(activitySentence({ ...byAction["organizationSeal.removed"]!, actorName: "Ana Lima" })).toBe("Ana Lima removed the organization's own document seal “Nordlicht seal”");
    expect(JSON.stringify(byAction["organizationSeal.uploaded"])).not.toContain(seal.password);
    expect(byAction["email.senderSettingsUpdated"]!.changes).toEqual({
      senderName: { before: null, after: "Nordlicht" },
      replyTo: { before: null, after: "office@example.test" },
    });
    // Secrets never: neither the key nor the webhook's signing secret.
    const stored = JSON.stringify(await database.db.select().from(activityEntries));
    expect(stored).not.toContain(key.apiKey);
    expect(stored).not.toContain(hook.secret);
    expect(stored).not.toContain("whsec_");

    // The plan change is in the organization whose plan changed, by the operator, and only there.
    const customer = await (await callerFor(other.userId)).activity.list({});
    expect(customer.items.map((entry) => [entry.action, entry.actor.name, entry.changes.plan])).toEqual([
      ["organization.planChanged", expect.any(String), { before: "FREE", after: "PRO" }],
    ]);
    expect(customer.items.map((entry) => entry.id)).not.toEqual(expect.arrayContaining([byAction["apiKey.revoked"]!.id]));
  }, 120_000);

  it("filters by kind, actor and period, and pages like the other lists", async () => {
    const owner = await callerFor(org.userId);
    const revoked = await owner.activity.list({ action: "apiKey.revoked" });
    expect(revoked.items.map((entry) => entry.action)).toEqual(["apiKey.revoked"]);
    expect((await owner.activity.list({ actorId: org.userId })).total).toBeGreaterThanOrEqual(15);
    expect((await owner.activity.list({ actorId: other.userId })).total).toBe(0);
    expect((await owner.activity.list({ to: "2000-01-01T00:00:00Z" })).total).toBe(0);
    expect((await owner.activity.list({ from: "2000-01-01T00:00:00Z" })).total).toBeGreaterThanOrEqual(15);
    const first = await owner.activity.list({ pageSize: 2 });
    const second = await owner.activity.list({ pageSize: 2, page: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
    expect(first.actors).toEqual([expect.objectContaining({ id: org.userId })]);

    expect(await codeOf(owner.activity.list({ action: "made.up" as never }))).toBe("BAD_REQUEST");
    expect(await codeOf(owner.activity.list({ actorId: "not-a-uuid" }))).toBe("BAD_REQUEST");
    expect(await codeOf(owner.activity.list({ from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" }))).toBe("BAD_REQUEST");
    expect(await codeOf(owner.activity.list({ pageSize: 1000 }))).toBe("BAD_REQUEST");
  });

  it("names an API key as the actor of a change made through /api/v1, once even when the request is replayed", async () => {
    const webhooksRoute = routeAt("/webhooks");
    const key = `activity-${Date.now()}`;
    const send = () =>
      call(webhooksRoute.POST, "POST", "/api/v1/webhooks", {
        apiKey: org.adminKey,
        ip: "198.51.100.9",
        headers: { "Idempotency-Key": key },
        body: { url: "http://127.0.0.1:9/through-rest", events: ["signing.completed"] },
      });
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).status).toBe(201);
    const owner = await callerFor(org.userId);
    const entries = (await owner.activity.list({ action: "webhook.created" })).items.filter((entry) => entry.subjectName === "http://127.0.0.1:9/through-rest");
    expect(entries).toEqual([expect.objectContaining({ actor: expect.objectContaining({ kind: "API_KEY" }), ip: "198.51.100.9" })]);
  });

  it("is for owners and admins: a MEMBER answers 403", async () => {
    const member = await createMember(database.db, org);
    expect(await codeOf((await callerFor(member.userId)).activity.list({}))).toBe("INSUFFICIENT_ROLE");
  });

  it("records nothing when the change is refused", async () => {
    const before = (await (await callerFor(org.userId)).activity.list({})).total;
    const member = await createMember(database.db, org);
    expect(await codeOf((await callerFor(member.userId)).members.invite({ email: "x@example.test", role: "MEMBER" }))).toBe("INSUFFICIENT_ROLE");
    expect(await codeOf((await callerFor(org.userId)).members.changeRole({ userId: other.userId, role: "ADMIN" }))).toBe("NOT_FOUND");
    expect((await (await callerFor(org.userId)).activity.list({})).total).toBe(before);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const [entry] = await database.db.select().from(activityEntries).limit(1);
    await expect(database.db.update(activityEntries).set({ actorName: "someone else" }).where(eq(activityEntries.id, entry!.id))).rejects.toThrow();
    await expect(database.db.delete(activityEntries).where(eq(activityEntries.id, entry!.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate activity_entries`)).rejects.toThrow();
    const [still] = await database.db.select().from(activityEntries).where(eq(activityEntries.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
