/**
 * Settings, "Your sessions" (docs/people.md): a signed-in user sees their running sessions with
 * the device each began on, this one marked, and ends one or all the others; an ended session's
 * cookie stops working at its next request. Nobody reaches another user's sessions.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as trpcGet, POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { signInWithPassword } from "@/tests/support/next-auth-route";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { userContext } from "@/server/auth/session";

let database: TestDatabase;
let org: SeededOrganization;

const laptop = { userAgent: "Mozilla/5.0 (Macintosh) Firefox/140.0", ip: "192.0.2.10" };
const phone = { userAgent: "Mozilla/5.0 (iPhone) Safari/605.1", ip: "198.51.100.20" };
const tablet = { userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140.0", ip: "203.0.113.30" };

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
});
afterAll(() => database.close());

interface SessionRow {
  id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
}

async function trpc(cookie: string, path: string, input?: unknown): Promise<{ status: number; data: unknown }> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const mutation = path !== "sessions.list";
  const request = new NextRequest(`http://localhost:3000/api/trpc/${path}${mutation ? "" : query}`, {
    method: mutation ? "POST" : "GET",
    headers: { cookie, "content-type": "application/json" },
    // A mutation without input sends an empty object, as the tRPC client does.
    body: mutation ? JSON.stringify(input === undefined ? {} : { json: input }) : undefined,
  });
  const answer = await (mutation ? trpcPost : trpcGet)(request);
  const body = (await answer.json()) as { result?: { data: { json: unknown } }; error?: { json: { data: { code: string; appCode?: string } } } };
  return { status: answer.status, data: body.result?.data.json ?? body.error?.json.data };
}

const list = async (cookie: string) => (await trpc(cookie, "sessions.list")).data as SessionRow[];

describe("a user's own sessions", () => {
  it("lists each sign-in with its device, marks this one, and ends one: its cookie stops working at once", async () => {
    const onLaptop = (await signInWithPassword(org.email, org.password, laptop)).sessionCookie();
    const onPhone = (await signInWithPassword(org.email, org.password, phone)).sessionCookie();
    const sessions = await list(onLaptop);
    expect(sessions.map((session) => [session.userAgent, session.ip, session.current])).toEqual(
      expect.arrayContaining([
        [laptop.userAgent, laptop.ip, true],
        [phone.userAgent, phone.ip, false],
      ]),
    );
    expect(sessions[0]!.current).toBe(true);
    const phoneSession = sessions.find((session) => session.userAgent === phone.userAgent)!;

    expect((await trpc(onPhone, "sessions.list")).status).toBe(200);
    expect(await trpc(onLaptop, "sessions.end", { id: phoneSession.id })).toEqual({ status: 200, data: { ended: 1 } });
    expect((await trpc(onPhone, "sessions.list")).status).toBe(401);
    expect((await trpc(onLaptop, "sessions.list")).status).toBe(200);
  });

  it("ends all the others and keeps this one", async () => {
    const here = (await signInWithPassword(org.email, org.password, laptop)).sessionCookie();
    const elsewhere = [(await signInWithPassword(org.email, org.password, phone)).sessionCookie(), (await signInWithPassword(org.email, org.password, tablet)).sessionCookie()];
    const ended = await trpc(here, "sessions.endOthers");
    expect(ended.status).toBe(200);
    expect((ended.data as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const cookie of elsewhere) expect((await trpc(cookie, "sessions.list")).status).toBe(401);
    expect((await list(here)).map((session) => session.current)).toEqual([true]);
  });

  it("answers 404 for another user's session and for one that does not exist, and 400 for a malformed id", async () => {
    const member = await createMember(database.db, org);
    const { actor } = (await userContext(database.db, member.userId))!;
    const theirs = (await signInWithPassword(actor.kind === "USER" ? actor.email : "", "a long enough password", tablet)).sessionCookie();
    const [theirSession] = await list(theirs);
    const mine = (await signInWithPassword(org.email, org.password, laptop)).sessionCookie();
    expect((await trpc(mine, "sessions.end", { id: theirSession!.id })).data).toMatchObject({ code: "NOT_FOUND" });
    expect((await trpc(mine, "sessions.end", { id: "00000000-0000-4000-8000-000000000000" })).data).toMatchObject({ code: "NOT_FOUND" });
    expect((await trpc(mine, "sessions.end", { id: "not-a-uuid" })).status).toBe(400);
    // Theirs still runs.
    expect((await trpc(theirs, "sessions.list")).status).toBe(200);
  });

  it("is for dashboard users: an API key's caller has no sessions", async () => {
    const createCaller = createCallerFactory(appRouter);
    const asKey = createCaller({
      db: database.db,
      session: { db: database.db, organizationId: org.organizationId, actor: { kind: "API_KEY", id: org.userId, name: "key", userId: org.userId, role: "ADMIN" } },
    });
    await expect(asKey.sessions.list()).rejects.toBeInstanceOf(TRPCError);
  });
});
