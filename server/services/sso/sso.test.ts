/**
 * Single sign-on against a real OpenID Connect provider started here (tests/support/oidc-provider):
 * the owner's set-up checked against the provider's discovery, the whole sign-in through
 * next-auth's route (provider redirects, ID token, our session), who joins with which role, and
 * "require SSO" refusing password sign-in. Every change tried by an admin, a member and another
 * organization.
 */
import { and, eq } from "drizzle-orm";
import { decode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenSession, userContext } from "@/server/auth/session";
import { signIn } from "@/server/auth/sign-in";
import { activityEntries, memberInvitations, memberships, ssoConnections, users } from "@/server/db/schema";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createUser } from "@/server/services/users/create-user";
import { invitationToken } from "@/tests/support/invitations";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { callAuthRoute, CookieJar, csrfToken, postCredentials } from "@/tests/support/next-auth-route";
import { startOidcProvider, type TestOidcProvider } from "@/tests/support/oidc-provider";
import { ssoRedirectUri } from "./sso-connection";

const createCaller = createCallerFactory(appRouter);
const APP = "http://localhost:3000";
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let provider: TestOidcProvider;
let counter = 0;

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });
const visitor = () => createCaller({ db: database.db, session: null });
const address = (domain = "acme.test") => `person-${++counter}-${Date.now()}@${domain}`;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO", name: "Acme" });
  other = await seedOrganization(database.db, { plan: "PRO", name: "Other" });
  provider = await startOidcProvider({ redirectUris: [ssoRedirectUri(org.organizationId), ssoRedirectUri(other.organizationId)], extraClaims: ["groups"] });
});
afterAll(async () => {
  await provider?.close();
  await database.close();
});

function connection(overrides: Record<string, unknown> = {}) {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    emailDomains: ["acme.test"],
    defaultRole: "MEMBER" as const,
    roleClaim: "groups",
    adminClaimValues: ["signet-admins"],
    requireSso: false,
    ...overrides,
  };
}

/**
 * The whole sign-in a browser makes: start at Signet, follow the provider's redirects (it signs
 * in the account the test named), come back to Signet's callback. Answers where Signet sends the
 * browser and the user its session cookie names, if any.
 */
async function signInThroughProvider(organizationId: string): Promise<{ location: string; userId: string | null }> {
  const jar = new CookieJar();
  const providerJar = new CookieJar();
  const form = { csrfToken: await csrfToken(jar), callbackUrl: `${APP}/dashboard`, json: "true" };
  const start = await callAuthRoute("POST", `/api/auth/signin/sso-${organizationId}`, jar, { form });
  let { url } = (await start.json()) as { url: string };
  for (let hop = 0; hop < 10 && !url.startsWith(APP); hop++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: providerJar.header() } });
    providerJar.take(response);
    url = new URL(response.headers.get("location") ?? "", url).toString();
  }
  expect(url.startsWith(`${APP}/api/auth/callback/sso-${organizationId}?`)).toBe(true);
  const back = await callAuthRoute("GET", url, jar);
  expect(back.status).toBe(302);
  const cookie = jar.get("next-auth.session-token");
  const token = cookie ? await decode({ token: cookie, secret: process.env.AUTH_SECRET! }) : null;
  const session = await tokenSession(database.db, token);
  return { location: back.headers.get("location") ?? "", userId: session?.ctx.actor.id ?? null };
}

async function roleOf(userId: string): Promise<string | undefined> {
  const [row] = await database.db.select({ role: memberships.role }).from(memberships).where(eq(memberships.userId, userId));
  return row?.role;
}

describe("setting up single sign-on", () => {
  it("is checked against the provider's discovery document and never answers the client secret", async () => {
    const owner = await dashboard(org.userId);
    const before = await owner.sso.settings();
    expect(before).toMatchObject({ connection: null, mayEdit: true, redirectUri: `${APP}/api/auth/callback/sso-${org.organizationId}` });
    await expect(owner.sso.save(connection({ issuer: "http://127.0.0.1:9/nothing" }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("could not be reached"),
    });
    await expect(owner.sso.save(connection({ issuer: `${provider.issuer}/elsewhere` }))).rejects.toMatchObject({ message: expect.stringContaining("answered 404") });
    await expect(owner.sso.save(connection({ clientSecret: undefined }))).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("clientSecret") });
    expect((await owner.sso.settings()).connection).toBeNull();

    const saved = await owner.sso.save(connection({ emailDomains: ["ACME.test", "@acme.test"] }));
    expect(saved.connection).toMatchObject({ issuer: provider.issuer, clientId: provider.clientId, emailDomains: ["acme.test"], roleClaim: "groups" });
    expect(JSON.stringify(saved)).not.toContain(provider.clientSecret);
    const [row] = await database.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, org.organizationId));
    expect(row!.clientSecretEncrypted).not.toContain(provider.clientSecret);
    const [entry] = await database.db
      .select()
      .from(activityEntries)
      .where(and(eq(activityEntries.organizationId, org.organizationId), eq(activityEntries.action, "sso.settingsUpdated")));
    expect(entry).toMatchObject({ actorId: org.userId, subjectName: provider.issuer });
    expect(entry!.changes).toMatchObject({ issuer: { before: null, after: provider.issuer }, clientSecret: { before: null, after: "replaced" } });
    expect(JSON.stringify(entry)).not.toContain(provider.clientSecret);
    // Saving again without a secret keeps the stored one.
    await owner.sso.save(connection({ clientSecret: undefined }));
    const [kept] = await database.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, org.organizationId));
    expect(kept!.clientSecretEncrypted).toBe(row!.clientSecretEncrypted);
  });

  it("refuses bad values with a sentence and changes nothing", async () => {
    const owner = await dashboard(org.userId);
    const before = await owner.sso.settings();
    for (const bad of [
      { issuer: "ftp://login.acme.test" },
      { issuer: "not a url" },
      { emailDomains: ["not a domain"] },
      { defaultRole: "OWNER" },
      { roleClaim: "groups; drop table" },
      { clientId: "" },
    ]) {
      await expect(owner.sso.save(connection(bad) as never)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await owner.sso.settings()).toEqual(before);
  });

  it("is read by owners and admins, changed only by owners, and scoped to the organization", async () => {
    const admin = await createUser(database.db, { organizationId: org.organizationId, email: address("elsewhere.test"), password: "a long enough password", role: "ADMIN" });
    const member = await createMember(database.db, org);
    expect((await (await dashboard(admin.userId)).sso.settings()).mayEdit).toBe(false);
    await expect((await dashboard(admin.userId)).sso.save(connection())).rejects.toMatchObject({ code: "FORBIDDEN", message: "Only an owner can set up single sign-on" });
    await expect((await dashboard(admin.userId)).sso.remove()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await dashboard(member.userId)).sso.settings()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await dashboard(member.userId)).sso.save(connection())).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(visitor().sso.settings()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await (await dashboard(other.userId)).sso.settings()).connection).toBeNull();
  });

  it("gives an email domain to one organization only", async () => {
    await (await dashboard(org.userId)).sso.save(connection());
    const otherOwner = await dashboard(other.userId);
    await expect(otherOwner.sso.save(connection({ emailDomains: ["other.test", "acme.test"] }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Another organization's single sign-on uses acme.test already",
    });
    expect((await otherOwner.sso.settings()).connection).toBeNull();
  });
});

describe("signing in through the provider", () => {
  beforeAll(async () => {
    await (await dashboard(org.userId)).sso.save(connection());
  });

  it("makes a first-time person a member with the role the claim maps, and signs them in", async () => {
    const email = address();
    provider.signInAs({ sub: `sub-${counter}`, email, email_verified: true, name: "Ana Lima", groups: ["staff", "signet-admins"] });
    const { location, userId } = await signInThroughProvider(org.organizationId);
    expect(location).toBe(`${APP}/dashboard`);
    expect(userId).not.toBeNull();
    const [user] = await database.db.select().from(users).where(eq(users.id, userId!));
    expect(user).toMatchObject({ email, name: "Ana Lima" });
    expect(await roleOf(userId!)).toBe("ADMIN");
    // The provider's say-so carries over on the next sign-in: taken out of the admin group, a member.
    provider.signInAs({ sub: `sub-${counter}`, email, email_verified: true, name: "Ana Lima", groups: ["staff"] });
    expect((await signInThroughProvider(org.organizationId)).userId).toBe(userId);
    expect(await roleOf(userId!)).toBe("MEMBER");
  });

  it("finds the same person by subject when their address changed at the provider", async () => {
    const sub = `sub-moving-${++counter}`;
    provider.signInAs({ sub, email: address(), email_verified: true, groups: [] });
    const first = await signInThroughProvider(org.organizationId);
    provider.signInAs({ sub, email: address(), email_verified: true, groups: [] });
    expect((await signInThroughProvider(org.organizationId)).userId).toBe(first.userId);
  });

  it("signs in an existing member by email, and never changes an owner's role", async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.id, org.userId));
    provider.signInAs({ sub: `sub-owner-${++counter}`, email: owner!.email, email_verified: true, groups: [] });
    expect((await signInThroughProvider(org.organizationId)).userId).toBe(org.userId);
    expect(await roleOf(org.userId)).toBe("OWNER");
  });

  it("gives an invited person the invitation's role and uses the invitation up", async () => {
    const email = address();
    await (await dashboard(org.userId)).members.invite({ email, role: "ADMIN" });
    await database.db.update(ssoConnections).set({ roleClaim: null }).where(eq(ssoConnections.organizationId, org.organizationId));
    try {
      provider.signInAs({ sub: `sub-invited-${counter}`, email, email_verified: true });
      const { userId } = await signInThroughProvider(org.organizationId);
      expect(await roleOf(userId!)).toBe("ADMIN");
      const [invitation] = await database.db.select().from(memberInvitations).where(eq(memberInvitations.email, email));
      expect(invitation!.acceptedAt).not.toBeNull();
    } finally {
      await database.db.update(ssoConnections).set({ roleClaim: "groups" }).where(eq(ssoConnections.organizationId, org.organizationId));
    }
  });

  it("refuses, with a sentence on the sign-in page, an unverified address and a member of another organization", async () => {
    provider.signInAs({ sub: `sub-unverified-${++counter}`, email: address(), email_verified: false });
    expect(await signInThroughProvider(org.organizationId)).toEqual({ location: `${APP}/login?error=SsoEmailMissing`, userId: null });
    const [otherOwner] = await database.db.select().from(users).where(eq(users.id, other.userId));
    provider.signInAs({ sub: `sub-other-${counter}`, email: otherOwner!.email, email_verified: true });
    expect(await signInThroughProvider(org.organizationId)).toEqual({ location: `${APP}/login?error=SsoOtherOrganization`, userId: null });
    expect(await roleOf(other.userId)).toBe("OWNER");
  });

  it("lets a removed member back in only with a new invitation", async () => {
    const email = address();
    const sub = `sub-removed-${counter}`;
    provider.signInAs({ sub, email, email_verified: true, groups: [] });
    const { userId } = await signInThroughProvider(org.organizationId);
    await (await dashboard(org.userId)).members.remove({ userId: userId! });
    expect(await signInThroughProvider(org.organizationId)).toEqual({ location: `${APP}/login?error=SsoMemberRemoved`, userId: null });
    await (await dashboard(org.userId)).members.invite({ email, role: "MEMBER" });
    expect((await signInThroughProvider(org.organizationId)).userId).toBe(userId);
  });

  it("offers an invitee single sign-on, and a password only where the organization allows one", async () => {
    const owner = await dashboard(org.userId);
    const member = address();
    const futureOwner = address();
    await owner.members.invite({ email: member, role: "MEMBER" });
    await owner.members.invite({ email: futureOwner, role: "OWNER" });
    const view = async (email: string) => (await visitor().invitations.view({ token: await invitationToken(database.db, email) })).singleSignOn;
    expect(await view(member)).toEqual({ providerId: `sso-${org.organizationId}`, passwordAllowed: true });
    await owner.sso.save(connection({ clientSecret: undefined, requireSso: true }));
    try {
      expect(await view(member)).toEqual({ providerId: `sso-${org.organizationId}`, passwordAllowed: false });
      expect(await view(futureOwner)).toEqual({ providerId: `sso-${org.organizationId}`, passwordAllowed: true });
    } finally {
      await owner.sso.save(connection({ clientSecret: undefined, requireSso: false }));
    }
    await (await dashboard(other.userId)).members.invite({ email: `elsewhere-${member}`, role: "MEMBER" });
    expect(await view(`elsewhere-${member}`)).toBeNull();
  });

  it("answers which provider an address signs in with", async () => {
    const [otherOwner] = await database.db.select().from(users).where(eq(users.id, other.userId));
    expect(await visitor().sso.discover({ email: address() })).toEqual({ providerId: `sso-${org.organizationId}` });
    expect(await visitor().sso.discover({ email: "someone@nobody.test" })).toEqual({ providerId: null });
    // A member of an organization without single sign-on is never sent to another's provider.
    expect(await visitor().sso.discover({ email: otherOwner!.email })).toEqual({ providerId: null });
    await expect(visitor().sso.discover({ email: "not an address" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("require SSO", () => {
  it("refuses password sign-in for admins and members with a sentence, and lets owners in", async () => {
    const member = await createUser(database.db, { organizationId: org.organizationId, email: address("elsewhere.test"), password: "a long enough password", role: "MEMBER" });
    const [memberUser] = await database.db.select().from(users).where(eq(users.id, member.userId));
    const [owner] = await database.db.select().from(users).where(eq(users.id, org.userId));
    await (await dashboard(org.userId)).sso.save(connection({ clientSecret: undefined, requireSso: true }));
    try {
      expect(await signIn(database.db, { email: memberUser!.email, password: "a long enough password", ip: "192.0.2.60" })).toEqual({ outcome: "ssoRequired" });
      // A wrong password is still just wrong: the rule is told only to whoever knows the password.
      expect(await signIn(database.db, { email: memberUser!.email, password: "not the password", ip: "192.0.2.60" })).toEqual({ outcome: "wrongCredentials" });
      expect((await signIn(database.db, { email: owner!.email, password: org.password, ip: "192.0.2.60" })).outcome).toBe("signedIn");
      const jar = new CookieJar();
      const refused = await postCredentials(jar, { email: memberUser!.email, password: "a long enough password" });
      expect(new URL(((await refused.json()) as { url: string }).url).searchParams.get("error")).toBe("SsoRequired");
      expect(jar.get("next-auth.session-token")).toBeUndefined();
    } finally {
      await (await dashboard(org.userId)).sso.save(connection({ clientSecret: undefined, requireSso: false }));
    }
  });

  it("is gone with the connection: removing it lets members use their passwords again", async () => {
    const other2 = await seedOrganization(database.db, { plan: "PRO" });
    const member = await createUser(database.db, { organizationId: other2.organizationId, email: address("third.test"), password: "a long enough password", role: "MEMBER" });
    const [memberUser] = await database.db.select().from(users).where(eq(users.id, member.userId));
    const owner = await dashboard(other2.userId);
    await owner.sso.save(connection({ emailDomains: [], requireSso: true }));
    expect((await signIn(database.db, { email: memberUser!.email, password: "a long enough password", ip: "192.0.2.61" })).outcome).toBe("ssoRequired");
    expect((await owner.sso.remove()).connection).toBeNull();
    const entries = await database.db.select().from(activityEntries).where(eq(activityEntries.organizationId, other2.organizationId));
    expect(entries.map((entry) => entry.action)).toEqual(["sso.settingsUpdated", "sso.settingsUpdated"]);
    expect((await signIn(database.db, { email: memberUser!.email, password: "a long enough password", ip: "192.0.2.61" })).outcome).toBe("signedIn");
  });
});
