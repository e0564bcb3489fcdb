/**
 * People: invitations by email (single-use, 7 days, resend replaces the link, revoke ends it),
 * joining through the link, role changes that never leave an organization without an owner,
 * and removal that revokes keys and ends sessions. Every change tried by a MEMBER, by an admin
 * on owners, and with another organization's ids.
 */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { startUserSession } from "@/server/auth/user-sessions";
import { memberInvitations, memberships, signingProcesses, userSessions } from "@/server/db/schema";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { outboxDirectory } from "@/server/outbox/outbox-files";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { verifyCredentials } from "@/server/services/users/verify-credentials";
import { invitationToken as invitationTokenOf } from "@/tests/support/invitations";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, readyAsset } from "@/tests/support/signing";

const createCaller = createCallerFactory(appRouter);
const processesRoute = routeAt("/signing-processes");
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let counter = 0;

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });
const visitor = () => createCaller({ db: database.db, session: null });

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Nordlicht GmbH" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());
beforeEach(() => fs.rm(outboxDirectory(), { recursive: true, force: true }));

const invitationToken = (email: string) => invitationTokenOf(database.db, email);

const address = () => `colleague-${++counter}-${Date.now()}@example.test`;

/** Invites, joins and answers the new member's user id. */
async function join(role: "OWNER" | "ADMIN" | "MEMBER", inviter = org): Promise<{ userId: string; email: string }> {
  const email = address();
  await (await dashboard(inviter.userId)).members.invite({ email, role });
  await visitor().invitations.accept({ token: await invitationToken(email), name: `Colleague ${counter}`, password: "a long enough password" });
  const signedIn = await verifyCredentials(database.db, email, "a long enough password");
  return { userId: signedIn!.id, email };
}

describe("inviting a colleague", () => {
  it("emails a link that shows the invitation, makes a member with the role and can be used once", async () => {
    const owner = await dashboard(org.userId);
    const email = address();
    const invited = await owner.members.invite({ email: email.toUpperCase(), role: "MEMBER" });
    expect(invited).toMatchObject({ email, role: "MEMBER" });
    expect(new Date(invited.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await owner.members.list()).invitations).toMatchObject([{ email, role: "MEMBER", expired: false }]);

    const token = await invitationToken(email);
    const { items } = await listOutboxMessages({ channel: "email" });
    expect(items[0]!.subject).toMatch(/invites you to join Nordlicht GmbH on Signet/);
    expect(await visitor().invitations.view({ token })).toMatchObject({ organizationName: "Nordlicht GmbH", email, role: "MEMBER" });

    await expect(visitor().invitations.accept({ token, name: "Ada Colleague", password: "nordlicht-gmbh" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("your organization's name"),
    });
    expect(await visitor().invitations.accept({ token, name: "Ada Colleague", password: "a long enough password" })).toEqual({ email });
    const signedIn = await verifyCredentials(database.db, email, "a long enough password");
    expect(signedIn).not.toBeNull();
    const session = await userContext(database.db, signedIn!.id);
    expect(session).toMatchObject({ organizationId: org.organizationId, actor: { role: "MEMBER", name: "Ada Colleague" } });
    expect((await owner.members.list()).members.find((member) => member.email === email)).toMatchObject({ role: "MEMBER", name: "Ada Colleague" });
    expect((await owner.members.list()).invitations).toEqual([]);

    await expect(visitor().invitations.accept({ token, name: "Again", password: "a long enough password" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "This invitation has been used already; sign in instead",
    });
    await expect(visitor().invitations.view({ token: "x".repeat(43) })).rejects.toMatchObject({ code: "NOT_FOUND", message: "This invitation link is not valid; ask for a new invitation" });
    await expect(visitor().invitations.view({ token: "short" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("sends again with a new link that replaces the old one, and revoking ends it", async () => {
    const owner = await dashboard(org.userId);
    const email = address();
    const first = await owner.members.invite({ email, role: "ADMIN" });
    const oldToken = await invitationToken(email);
    await fs.rm(outboxDirectory(), { recursive: true, force: true });
    const again = await owner.members.resendInvitation({ id: first.id });
    expect(again.id).toBe(first.id);
    const newToken = await invitationToken(email);
    expect(newToken).not.toBe(oldToken);
    await expect(visitor().invitations.view({ token: oldToken })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await visitor().invitations.view({ token: newToken });

    await owner.members.revokeInvitation({ id: first.id });
    await expect(visitor().invitations.view({ token: newToken })).rejects.toMatchObject({ message: "This invitation was withdrawn; ask for a new one" });
    await expect(owner.members.resendInvitation({ id: first.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses an expired link, and an address that already belongs to an organization", async () => {
    const owner = await dashboard(org.userId);
    const email = address();
    const invited = await owner.members.invite({ email, role: "MEMBER" });
    const token = await invitationToken(email);
    await database.db.update(memberInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(memberInvitations.id, invited.id));
    await expect(visitor().invitations.accept({ token, name: "Late", password: "a long enough password" })).rejects.toMatchObject({
      message: "This invitation has expired; ask for a new one",
    });
    expect(await verifyCredentials(database.db, email, "a long enough password")).toBeNull();

    const member = await createMember(database.db, org);
    const [memberRow] = await database.db.select().from(memberships).where(eq(memberships.userId, member.userId));
    expect(memberRow).toBeDefined();
    const { email: otherOwnerEmail } = (await userContext(database.db, other.userId))!.actor as { email: string };
    await expect(owner.members.invite({ email: otherOwnerEmail, role: "MEMBER" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `${otherOwnerEmail} already belongs to another organization on this Signet`,
    });
  });

  it("is for owners and admins; only an owner invites an owner", async () => {
    const member = await createMember(database.db, org);
    await expect((await dashboard(member.userId)).members.invite({ email: address(), role: "MEMBER" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await dashboard(member.userId)).members.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    const admin = await join("ADMIN");
    await expect((await dashboard(admin.userId)).members.invite({ email: address(), role: "OWNER" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only an owner can make someone an owner or change an owner's role",
    });
    await (await dashboard(admin.userId)).members.invite({ email: address(), role: "ADMIN" });
    await expect((await dashboard(member.userId)).members.invite({ email: "bad", role: "MEMBER" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("answers 404 for another organization's invitation", async () => {
    const invited = await (await dashboard(other.userId)).members.invite({ email: address(), role: "MEMBER" });
    const owner = await dashboard(org.userId);
    await expect(owner.members.resendInvitation({ id: invited.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(owner.members.revokeInvitation({ id: invited.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("roles and removal", () => {
  it("takes a role change on the next request, and never leaves the organization without an owner", async () => {
    const colleague = await join("MEMBER");
    const owner = await dashboard(org.userId);
    await owner.members.changeRole({ userId: colleague.userId, role: "ADMIN" });
    expect((await userContext(database.db, colleague.userId))!.actor).toMatchObject({ role: "ADMIN" });

    await expect(owner.members.changeRole({ userId: org.userId, role: "ADMIN" })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/at least one owner/) });
    await expect(owner.members.remove({ userId: org.userId })).rejects.toMatchObject({ code: "CONFLICT" });

    const admin = await dashboard(colleague.userId);
    await expect(admin.members.changeRole({ userId: org.userId, role: "MEMBER" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(admin.members.changeRole({ userId: colleague.userId, role: "OWNER" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(admin.members.remove({ userId: org.userId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(owner.members.changeRole({ userId: other.userId, role: "MEMBER" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(owner.members.remove({ userId: other.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });

    // Two owners, each demoting the other at the same moment: one of them stays an owner.
    const second = await join("OWNER");
    const results = await Promise.allSettled([
      owner.members.changeRole({ userId: second.userId, role: "ADMIN" }),
      (await dashboard(second.userId)).members.changeRole({ userId: org.userId, role: "ADMIN" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    const owners = await database.db.select().from(memberships).where(eq(memberships.role, "OWNER"));
    expect(owners.filter((row) => row.organizationId === org.organizationId).length).toBeGreaterThanOrEqual(1);
    // Put things back for the tests after.
    const stillOwner = owners.find((row) => row.organizationId === org.organizationId)!;
    await (await dashboard(stillOwner.userId)).members.changeRole({ userId: org.userId, role: "OWNER" });
  });

  it("removes a member: their key answers 401, their sessions end, their processes stay", async () => {
    const colleague = await join("ADMIN");
    const { apiKey } = await (await dashboard(colleague.userId)).apiKeys.create({ name: "colleague key", role: "ADMIN" });
    const assetId = await readyAsset(database.db, apiKey, 1);
    const created = await createProcess(apiKey, {
      dispatchMode: "EMAIL",
      sourcePdfAssetId: assetId,
      subject: "Colleague's lease",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada Tenant", email: "ada@example.test" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    });
    expect(created.status).toBe(201);
    await startUserSession(database.db, colleague.userId);

    expect(await (await dashboard(org.userId)).members.remove({ userId: colleague.userId })).toEqual({ userId: colleague.userId, role: null });
    expect((await call(processesRoute.GET, "GET", "/api/v1/signing-processes", { apiKey })).status).toBe(401);
    expect(await database.db.select().from(userSessions).where(eq(userSessions.userId, colleague.userId))).toEqual([]);
    expect(await userContext(database.db, colleague.userId)).toBeNull();
    const [kept] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, created.json.data.id));
    expect(kept).toMatchObject({ organizationId: org.organizationId, subject: "Colleague's lease" });

    // Invited again later, the same address joins again with a new password.
    await (await dashboard(org.userId)).members.invite({ email: colleague.email, role: "MEMBER" });
    await visitor().invitations.accept({ token: await invitationToken(colleague.email), name: "Back again", password: "another long password" });
    expect(await verifyCredentials(database.db, colleague.email, "another long password")).toMatchObject({ id: colleague.userId });
  });
});
