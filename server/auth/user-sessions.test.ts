/**
 * Signing in and out through our next-auth route as a browser does, then the copied cookie
 * against the tRPC endpoint and /api/v1.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { signInWithPassword, signOutThroughRoute } from "@/tests/support/next-auth-route";
import { memberships } from "../db/schema";
import { tokenSession } from "./session";
import { endUserSessions, markSessionShared, startUserSession } from "./user-sessions";

const apiKeysRoute = routeAt("/api-keys");

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());

async function trpcCreateKey(cookie: string): Promise<number> {
  const request = new NextRequest("http://localhost:3000/api/trpc/apiKeys.create", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ json: { name: "Through tRPC", role: "ADMIN" } }),
  });
  return (await trpcPost(request)).status;
}

async function restCreateKey(cookie: string): Promise<number> {
  return (await call(apiKeysRoute.POST, "POST", "/api/v1/api-keys", { headers: { cookie }, body: { name: "Through REST", role: "ADMIN" } })).status;
}

describe("dashboard sessions end on the server", () => {
  it("a cookie copied before signing out no longer works for tRPC nor for /api/v1", async () => {
    const jar = await signInWithPassword(org.email, org.password);
    const copied = jar.sessionCookie();
    expect(await trpcCreateKey(copied)).toBe(200);
    expect(await restCreateKey(copied)).toBe(201);

    await signOutThroughRoute(jar);

    expect(await trpcCreateKey(copied)).toBe(401);
    expect(await restCreateKey(copied)).toBe(401);
  });

  it("signing out ends only that session: the same user's other sign-in keeps working", async () => {
    const phone = await signInWithPassword(org.email, org.password);
    const laptop = await signInWithPassword(org.email, org.password);
    const copied = phone.sessionCookie();
    await signOutThroughRoute(phone);
    expect(await restCreateKey(copied)).toBe(401);
    expect(await restCreateKey(laptop.sessionCookie())).toBe(201);
  });
});

describe("how long a session runs", () => {
  const t0 = new Date(Date.UTC(2026, 10, 28, 9));
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
  const runs = async (sid: string, when: Date) => (await tokenSession(database.db, { sub: org.userId, sid }, when)) !== null;

  it("refuses a signed token that names no session, such as one from before sessions were kept", async () => {
    expect(await tokenSession(database.db, { sub: org.userId }, t0)).toBeNull();
    expect(await tokenSession(database.db, { sub: org.userId, sid: "not-a-session" }, t0)).toBeNull();
    expect(await tokenSession(database.db, { sub: org.userId, sid: crypto.randomUUID() }, t0)).toBeNull();
  });

  it("ends 12 hours after signing in, however active", async () => {
    const sid = await startUserSession(database.db, org.userId, t0);
    expect(await runs(sid, at(12 * 60 - 1))).toBe(true);
    expect(await runs(sid, at(12 * 60))).toBe(false);
  });

  it("on the kiosk's shared device: ends after 30 minutes without a request, and 2 hours after the kiosk opened", async () => {
    const idle = await startUserSession(database.db, org.userId, t0);
    await markSessionShared(database.db, idle, at(60));
    expect(await runs(idle, at(60 + 29))).toBe(true);
    // That request counted: the next 30 minutes start from it.
    expect(await runs(idle, at(60 + 29 + 29))).toBe(true);
    expect(await runs(idle, at(60 + 29 + 29 + 30))).toBe(false);

    const busy = await startUserSession(database.db, org.userId, t0);
    await markSessionShared(database.db, busy, at(60));
    for (let minute = 60 + 20; minute < 60 + 120; minute += 20) expect(await runs(busy, at(minute))).toBe(true);
    expect(await runs(busy, at(60 + 120))).toBe(false);
    // Opening the kiosk again never extends it.
    await markSessionShared(database.db, busy, at(60 + 10));
    expect(await runs(busy, at(60 + 119))).toBe(false);
  });

  it("never outlives the 12 hours by opening the kiosk late", async () => {
    const sid = await startUserSession(database.db, org.userId, t0);
    await markSessionShared(database.db, sid, at(11 * 60 + 50));
    expect(await runs(sid, at(11 * 60 + 59))).toBe(true);
    expect(await runs(sid, at(12 * 60))).toBe(false);
  });

  it("ends all of one user's sessions at once, and nobody else's", async () => {
    const other = await seedOrganization(database.db);
    const mine = [await startUserSession(database.db, org.userId, t0), await startUserSession(database.db, org.userId, t0)];
    const theirs = await startUserSession(database.db, other.userId, t0);
    expect(await endUserSessions(database.db, org.userId)).toBeGreaterThanOrEqual(2);
    for (const sid of mine) expect(await runs(sid, at(1))).toBe(false);
    expect(await tokenSession(database.db, { sub: other.userId, sid: theirs }, at(1))).not.toBeNull();
  });

  it("ends with the membership (a removed member is signed out at their next request)", async () => {
    const member = await createMember(database.db, org);
    const sid = await startUserSession(database.db, member.userId, t0);
    expect(await tokenSession(database.db, { sid }, at(1))).not.toBeNull();
    await database.db.delete(memberships).where(eq(memberships.userId, member.userId));
    expect(await tokenSession(database.db, { sid }, at(1))).toBeNull();
  });
});
