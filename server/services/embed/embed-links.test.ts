import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { embedLinks } from "@/server/db/schema";
import { publishEmbedGate } from "@/server/http/embed-gate";
import { EMBED_GRANT_HEADER } from "@/server/http/embed-grant";
import { hashLinkToken } from "@/server/crypto/link-token";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, invitedToken, latestOtpCode, readyAsset, signer, storedToken, twoSignerBody } from "@/tests/support/signing";
import { embeddedSignerOf, openEmbedLink } from "./embed-links";

const embedRoute = routeAt("/signing-processes/{id}/signers/{signerId}/embed-url");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  publishEmbedGate((code) => openEmbedLink(database.db, code));
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

async function twoSigners(overrides: Record<string, unknown> = {}) {
  const created = await createProcess(org.adminKey, twoSignerBody(assetId, overrides));
  expect(created.status).toBe(201);
  const process = created.json.data as { id: string; signerSlots: Array<{ id: string }> };
  return { id: process.id, first: process.signerSlots[0]!.id, second: process.signerSlots[1]!.id };
}

function askEmbedUrl(id: string, signerId: string, body: unknown, apiKey = org.adminKey) {
  return call(embedRoute.POST, "POST", `/api/v1/signing-processes/${id}/signers/${signerId}/embed-url`, { apiKey, params: { id, signerId }, body });
}

const codeOf = (url: string) => url.split("/embed/sign/")[1]!;

function load(code: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(new NextRequest(new URL(`/embed/sign/${code}`, "http://localhost:3000"), { method: init.method ?? "GET", headers: init.headers }));
}

describe("POST /signing-processes/{id}/signers/{signerId}/embed-url", () => {
  it("answers 201 with an address under APP_URL that lapses in five minutes", async () => {
    const { id, first } = await twoSigners();
    const before = Date.now();
    const answered = await askEmbedUrl(id, first, { origin: "https://shop.example.com" });
    expect(answered.status).toBe(201);
    expect(Object.keys(answered.json.data).sort()).toEqual(["expiresAt", "url"]);
    expect(answered.json.data.url).toMatch(/^http:\/\/localhost:3000\/embed\/sign\/[A-Za-z0-9_-]{43}$/);
    const expiresAt = Date.parse(answered.json.data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    const [row] = await database.db.select().from(embedLinks).where(eq(embedLinks.codeHash, hashLinkToken(codeOf(answered.json.data.url))));
    expect(row).toMatchObject({ signerId: first, signingProcessId: id, origin: "https://shop.example.com", usedAt: null });
  });

  it("takes https origins and local http origins with a port", async () => {
    const { id, first } = await twoSigners();
    for (const origin of ["https://shop.example.com", "https://shop.example.com:8443", "http://localhost:5173", "http://127.0.0.1:8080"]) {
      expect((await askEmbedUrl(id, first, { origin })).status, origin).toBe(201);
    }
  });

  it("refuses anything but an origin a browser would send, with 400", async () => {
    const { id, first } = await twoSigners();
    const refused = [
      "http://example.com",
      "http://localhost",
      "http://192.168.1.5:8080",
      "https://shop.example.com/checkout",
      "https://shop.example.com/",
      "https://Shop.example.com",
      "https://shop.example.com?x=1",
      "https://user@shop.example.com",
      "https://shop.example.com; script-src *",
      "javascript:alert(1)",
      "*",
      "",
      42,
      null,
    ];
    for (const origin of refused) {
      const answered = await askEmbedUrl(id, first, { origin });
      expect(answered.status, String(origin)).toBe(400);
      expect(answered.json.message.join(" "), String(origin)).toMatch(/origin/);
    }
    expect((await askEmbedUrl(id, first, {})).status).toBe(400);
    expect(await database.db.select().from(embedLinks).where(eq(embedLinks.signerId, first))).toEqual([]);
  });

  it("answers 409 INVALID_STATE for a signer whose turn it is not", async () => {
    const { id, second } = await twoSigners();
    const answered = await askEmbedUrl(id, second, { origin: "https://shop.example.com" });
    expect(answered.status).toBe(409);
    expect(answered.json.code).toBe("INVALID_STATE");
  });

  it("answers 409 once the signer has signed or declined", async () => {
    const { id, first } = await twoSigners();
    const token = await invitedToken(database.db, id, "zoe@example.test");
    expect((await signer.decline(token, "Not mine")).status).toBe(200);
    expect((await askEmbedUrl(id, first, { origin: "https://shop.example.com" })).json.code).toBe("INVALID_STATE");
  });

  it("answers 404 for another organization's process, an unknown signer, or a signer of another process", async () => {
    const { id, first } = await twoSigners();
    const elsewhere = await twoSigners();
    expect((await askEmbedUrl(id, first, { origin: "https://shop.example.com" }, other.adminKey)).status).toBe(404);
    expect((await askEmbedUrl(id, "7b0c6a3e-1f2d-4c5b-9a8e-0d1c2b3a4f5e", { origin: "https://shop.example.com" })).status).toBe(404);
    expect((await askEmbedUrl(id, elsewhere.first, { origin: "https://shop.example.com" })).status).toBe(404);
    expect((await askEmbedUrl("not-a-uuid", first, { origin: "https://shop.example.com" })).status).toBe(400);
  });

  it("is for admins: a MEMBER key answers 403", async () => {
    const { id, first } = await twoSigners();
    const member = await createMember(database.db, org);
    const answered = await askEmbedUrl(id, first, { origin: "https://shop.example.com" }, member.apiKey);
    expect(answered.status).toBe(403);
  });
});

describe("the embedded page's door (proxy.ts)", () => {
  async function freshCode(origin = "https://shop.example.com") {
    const { id, first } = await twoSigners();
    const answered = await askEmbedUrl(id, first, { origin });
    return { id, signerId: first, code: codeOf(answered.json.data.url) };
  }

  it("opens once, framed by the chosen origin alone, then answers 410", async () => {
    const { id, signerId, code } = await freshCode("https://shop.example.com");
    const first = await load(code);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-middleware-next")).toBe("1");
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors https://shop.example.com");
    expect(csp.match(/frame-ancestors [^;]*/)![0]).toBe("frame-ancestors https://shop.example.com");
    expect(first.headers.get("x-frame-options")).toBeNull();

    const grant = first.headers.get(`x-middleware-request-${EMBED_GRANT_HEADER}`);
    expect(grant).toMatch(/^[0-9a-f-]{36}$/);
    const embedded = await embeddedSignerOf(database.db, code, grant);
    expect(embedded).toEqual({ token: await storedToken(database.db, signerId), origin: "https://shop.example.com", processId: id, signerId });

    const second = await load(code);
    expect(second.status).toBe(410);
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(await second.text()).toContain("This signing page has closed");
    expect(second.headers.get("content-security-policy")).toContain("frame-ancestors https://shop.example.com");
  });

  it("gives each address its own origin", async () => {
    const a = await freshCode("http://localhost:5173");
    const b = await freshCode("https://b.example.com");
    expect((await load(a.code)).headers.get("content-security-policy")).toMatch(/frame-ancestors http:\/\/localhost:5173(;|$)/);
    const csp = (await load(b.code)).headers.get("content-security-policy")!;
    expect(csp).toMatch(/frame-ancestors https:\/\/b\.example\.com(;|$)/);
    expect(csp).not.toContain("localhost");
  });

  it("answers 410 for a lapsed address, never opened", async () => {
    const { code } = await freshCode();
    await database.db.update(embedLinks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(embedLinks.codeHash, hashLinkToken(code)));
    const lapsed = await load(code);
    expect(lapsed.status).toBe(410);
    const [row] = await database.db.select().from(embedLinks).where(eq(embedLinks.codeHash, hashLinkToken(code)));
    expect(row!.usedAt).toBeNull();
  });

  it("lets one of two loads at once win", async () => {
    const { code } = await freshCode();
    const statuses = (await Promise.all([load(code), load(code), load(code)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
  });

  it("answers 404 for a code never issued, unframeable", async () => {
    for (const code of ["A".repeat(43), "short", "..%2F..%2Fapi", "a/b"]) {
      const unknown = await load(code);
      expect(unknown.status, code).toBe(404);
      expect(unknown.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(unknown.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("spends the load on a GET only", async () => {
    const { code } = await freshCode();
    const head = await load(code, { method: "HEAD" });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("GET");
    expect((await load(code, { method: "POST" })).status).toBe(405);
    expect((await load(code)).status).toBe(200);
  });

  it("drops a grant header the client sent, and the page finds nothing without the gate's", async () => {
    const { code } = await freshCode();
    const [row] = await database.db.select().from(embedLinks).where(eq(embedLinks.codeHash, hashLinkToken(code)));
    // Before any load, a forged grant opens nothing.
    expect(await embeddedSignerOf(database.db, code, row!.id)).toBeNull();
    const loaded = await load(code, { headers: { [EMBED_GRANT_HEADER]: "forged" } });
    expect(loaded.headers.get(`x-middleware-request-${EMBED_GRANT_HEADER}`)).toBe(row!.id);
    expect(await embeddedSignerOf(database.db, code, "forged")).toBeNull();
    expect(await embeddedSignerOf(database.db, code, null)).toBeNull();
    expect(await embeddedSignerOf(database.db, "B".repeat(43), row!.id)).toBeNull();
  });
});

describe("the code step inside a frame on another site", () => {
  it("keeps the proof in a partitioned SameSite=None cookie when the embedded page asks", async () => {
    const { id, first } = await twoSigners({ authPolicy: "AES_OTP" });
    const token = await invitedToken(database.db, id, "zoe@example.test");
    expect((await signer.sendOtp(token)).status).toBe(200);
    const verified = await signer.verifyOtp(token, await latestOtpCode(id, first), { "signet-embedded": "1" });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get("set-cookie")!;
    expect(cookie).toContain(`Path=/api/v1/sign/${token}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=None; Secure; Partitioned");
    expect(cookie).not.toContain("Strict");
    const view = await signer.view(token, { cookie: cookie.split(";")[0]! });
    expect(view.json.data.otp.verified).toBe(true);
  });

  it("keeps SameSite=Strict for the hosted page, and refuses other values of the header", async () => {
    const { id, first } = await twoSigners({ authPolicy: "AES_OTP" });
    const token = await invitedToken(database.db, id, "zoe@example.test");
    await signer.sendOtp(token);
    const code = await latestOtpCode(id, first);
    const odd = await signer.verifyOtp(token, code, { "signet-embedded": "yes" });
    expect(odd.status).toBe(400);
    const verified = await signer.verifyOtp(token, code);
    expect(verified.headers.get("set-cookie")).toContain("SameSite=Strict");
    expect(verified.headers.get("set-cookie")).not.toContain("Partitioned");
  });
});

