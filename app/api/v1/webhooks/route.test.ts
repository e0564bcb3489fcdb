import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookEndpoints } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { openWebhookSecret } from "@/server/services/webhooks/webhook-secret";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, createKey, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";

const deliveriesRoute = routeAt("/webhooks/{id}/deliveries");
const redeliverRoute = routeAt("/webhooks/{id}/deliveries/{deliveryId}/redeliver");
const rotateRoute = routeAt("/webhooks/{id}/rotate-secret");
const single = routeAt("/webhooks/{id}");
const testRoute = routeAt("/webhooks/{id}/test");
const collection = routeAt("/webhooks");

let database: TestDatabase;
let pro: SeededOrganization;
let other: SeededOrganization;
let free: SeededOrganization;

const ALL_EVENTS = ["signing.sent", "signer.completed", "signing.completed", "signing.declined", "signing.expired", "signing.voided"];
const SECRET = /^whsec_[A-Za-z0-9_-]{43}$/;

function setPrivateNetworks(allowed: boolean) {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = String(allowed);
  resetEnv();
}

beforeAll(async () => {
  database = await createTestDatabase();
  pro = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "ENTERPRISE" });
  free = await seedOrganization(database.db, { plan: "FREE" });
});
afterAll(() => database.close());
beforeEach(() => {
  resetRateLimiter();
  setPrivateNetworks(false);
});
afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
});

// 192.0.2.0/24 (TEST-NET-1) is public as far as the policy is concerned, and needs no DNS.
const PUBLIC_URL = "http://192.0.2.10/hooks/signet";

const create = (apiKey: string, body: unknown) => call(collection.POST, "POST", "/api/v1/webhooks", { apiKey, body });
const get = (apiKey: string, id: string) => call(single.GET, "GET", `/api/v1/webhooks/${id}`, { apiKey, params: { id } });
const patch = (apiKey: string, id: string, body: unknown) => call(single.PATCH, "PATCH", `/api/v1/webhooks/${id}`, { apiKey, params: { id }, body });
const remove = (apiKey: string, id: string) => call(single.DELETE, "DELETE", `/api/v1/webhooks/${id}`, { apiKey, params: { id } });
const rotate = (apiKey: string, id: string) => call(rotateRoute.POST, "POST", `/api/v1/webhooks/${id}/rotate-secret`, { apiKey, params: { id } });

describe("POST /api/v1/webhooks", () => {
  it("creates an endpoint for every lifecycle event by default and shows its secret once", async () => {
    const res = await create(pro.adminKey, { url: PUBLIC_URL, description: "CRM" });
    expect(res.status).toBe(201);
    const endpoint = res.json.data;
    expect(Object.keys(endpoint).sort()).toEqual(
      ["consecutiveFailures", "createdAt", "description", "disabledAt", "disabledReason", "enabled", "events", "id", "secret", "updatedAt", "url"].sort(),
    );
    expect(endpoint).toMatchObject({ url: PUBLIC_URL, events: ALL_EVENTS, enabled: true, disabledReason: null, description: "CRM", consecutiveFailures: 0 });
    expect(endpoint.secret).toMatch(SECRET);

    const [stored] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored!.secretEncrypted).not.toContain(endpoint.secret);
    expect(stored!.secretEncrypted).not.toContain(endpoint.secret.slice(6));
    expect(openWebhookSecret(stored!.secretEncrypted)).toBe(endpoint.secret);

    const read = await get(pro.adminKey, endpoint.id);
    expect(read.status).toBe(200);
    expect(read.json.data).not.toHaveProperty("secret");
    const list = await call(collection.GET, "GET", "/api/v1/webhooks", { apiKey: pro.adminKey });
    expect(JSON.stringify(list.json)).not.toContain(endpoint.secret);
    expect(list.json.data.items.map((item: { id: string }) => item.id)).toContain(endpoint.id);
  });

  it("keeps the chosen events in their canonical order, without duplicates", async () => {
    const res = await create(pro.adminKey, { url: PUBLIC_URL, events: ["signing.voided", "signing.sent", "signing.voided"] });
    expect(res.status).toBe(201);
    expect(res.json.data.events).toEqual(["signing.sent", "signing.voided"]);
  });

  it("validates the body: one message per problem", async () => {
    const res = await create(pro.adminKey, { url: "ftp://example.com/x", events: ["signing.sent", "document.deleted"], description: 5 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBeUndefined();
    expect(res.json.message).toEqual([
      "url must start with https:// (or http:// outside production)",
      "events.1 must be one of: signing.sent, signer.completed, signing.completed, signing.declined, signing.expired, signing.voided, bulk_send.completed",
      "description must be a string",
    ]);
    expect((await create(pro.adminKey, {})).json.message).toEqual(["url is required"]);
    expect((await create(pro.adminKey, { url: "not a url" })).json.message).toEqual(["url must be an absolute URL such as https://example.com/webhooks"]);
    expect((await create(pro.adminKey, { url: "https://user:pw@example.com/" })).json.message).toEqual([
      "url must not contain a user name or password; Signet signs every request instead",
    ]);
    expect((await create(pro.adminKey, { url: PUBLIC_URL, events: [] })).json.message).toEqual(["events must have at least 1 item"]);
  });

  it("refuses a NUL character in the description with a 400, storing nothing", async () => {
    const res = await create(pro.adminKey, { url: PUBLIC_URL, description: "CRM\u0000" });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(["description must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates"]);
    const listed = await call(collection.GET, "GET", "/api/v1/webhooks", { apiKey: pro.adminKey });
    expect(listed.json.data.items.some((endpoint: { description: string | null }) => endpoint.description?.startsWith("CRM\u0000"))).toBe(false);
  });

  describe("refuses targets inside the network: 400 WEBHOOK_URL_REFUSED, nothing saved", () => {
    it.each([
      ["http://127.0.0.1:8080/hook", "127.0.0.1, a loopback address"],
      ["http://[::1]:8080/hook", "::1, a loopback or unspecified address"],
      ["http://10.0.0.1/hook", "10.0.0.1, a private address"],
      ["http://169.254.169.254/latest/meta-data/", "169.254.169.254, the cloud metadata service"],
      ["http://localhost:8080/hook", "localhost resolves to "],
      ["http://metadata.google.internal/computeMetadata/v1/", "metadata.google.internal is a cloud metadata service"],
    ])("%s", async (url, text) => {
      const before = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, pro.organizationId));
      const res = await create(pro.adminKey, { url });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("WEBHOOK_URL_REFUSED");
      expect(res.json.message).toContain(`url is refused: ${text}`);
      expect(res.json.details.reason).toMatch(/^(FORBIDDEN_ADDRESS|METADATA_HOST)$/);
      const after = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, pro.organizationId));
      expect(after).toHaveLength(before.length);
    });

    it("allows them when WEBHOOK_ALLOW_PRIVATE_NETWORKS is true", async () => {
      setPrivateNetworks(true);
      const res = await create(pro.adminKey, { url: "http://127.0.0.1:8080/hook" });
      expect(res.status).toBe(201);
    });
  });

  it("is refused on the FREE plan: 402 PLAN_FEATURE_UNAVAILABLE", async () => {
    const res = await create(free.adminKey, { url: PUBLIC_URL });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "PLAN_FEATURE_UNAVAILABLE", details: { feature: "WEBHOOKS", plan: "FREE" } });
    const list = await call(collection.GET, "GET", "/api/v1/webhooks", { apiKey: free.adminKey });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(0);
  });

  it("is refused for a read-only organization: 402 BILLING_ORG_READ_ONLY", async () => {
    const readOnly = await seedOrganization(database.db, { plan: "PRO" });
    await configureOrganization(database.db, { organizationId: readOnly.organizationId, readOnly: true });
    const res = await create(readOnly.adminKey, { url: PUBLIC_URL });
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("BILLING_ORG_READ_ONLY");
  });

  it("allows at most 20 endpoints per organization", async () => {
    const crowded = await seedOrganization(database.db, { plan: "PRO" });
    for (let index = 0; index < 20; index++) expect((await create(crowded.adminKey, { url: `${PUBLIC_URL}/${index}` })).status).toBe(201);
    const res = await create(crowded.adminKey, { url: PUBLIC_URL });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: "QUOTA_EXCEEDED", details: { quota: "webhookEndpoints", limit: 20, used: 20 } });
  });
});

describe("PATCH, DELETE and rotate-secret /api/v1/webhooks/{id}", () => {
  it("changes url, events and description, and checks a new url again", async () => {
    const { id } = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const res = await patch(pro.adminKey, id, { url: "https://192.0.2.11/new", events: ["signing.completed"], description: "ERP" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ url: "https://192.0.2.11/new", events: ["signing.completed"], description: "ERP" });
    expect(res.json.data).not.toHaveProperty("secret");

    const refused = await patch(pro.adminKey, id, { url: "http://10.0.0.1/x" });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("WEBHOOK_URL_REFUSED");
    expect((await get(pro.adminKey, id)).json.data.url).toBe("https://192.0.2.11/new");

    const cleared = await patch(pro.adminKey, id, { description: null });
    expect(cleared.json.data.description).toBeNull();
  });

  it("disables and enables an endpoint", async () => {
    const { id } = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const disabled = await patch(pro.adminKey, id, { enabled: false });
    expect(disabled.json.data).toMatchObject({ enabled: false, disabledReason: "Disabled by an administrator", disabledAt: expect.any(String) });
    const enabled = await patch(pro.adminKey, id, { enabled: true });
    expect(enabled.json.data).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 });
  });

  it("rotates the secret: a new one, shown once", async () => {
    const created = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const res = await rotate(pro.adminKey, created.id);
    expect(res.status).toBe(200);
    expect(res.json.data.secret).toMatch(SECRET);
    expect(res.json.data.secret).not.toBe(created.secret);
    const [stored] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(openWebhookSecret(stored!.secretEncrypted)).toBe(res.json.data.secret);
  });

  it("deletes an endpoint: 204, then 404", async () => {
    const { id } = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const res = await remove(pro.adminKey, id);
    expect(res.status).toBe(204);
    expect(res.json).toBeUndefined();
    expect((await get(pro.adminKey, id)).status).toBe(404);
    expect((await remove(pro.adminKey, id)).status).toBe(404);
  });
});

describe("access to webhooks", () => {
  it("answers 404 for another organization's endpoint, on every path, and changes nothing", async () => {
    const { id } = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const deliveryId = "00000000-0000-4000-8000-000000000000";
    const params = { id, deliveryId };
    const answers = await Promise.all([
      get(other.adminKey, id),
      patch(other.adminKey, id, { enabled: false }),
      remove(other.adminKey, id),
      rotate(other.adminKey, id),
      call(deliveriesRoute.GET, "GET", `/api/v1/webhooks/${id}/deliveries`, { apiKey: other.adminKey, params }),
      call(redeliverRoute.POST, "POST", `/api/v1/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { apiKey: other.adminKey, params }),
      call(testRoute.POST, "POST", `/api/v1/webhooks/${id}/test`, { apiKey: other.adminKey, params }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    expect((await get(pro.adminKey, id)).json.data.enabled).toBe(true);
  });

  it("refuses MEMBER keys on every webhook operation: 403 INSUFFICIENT_ROLE", async () => {
    const { id } = (await create(pro.adminKey, { url: PUBLIC_URL })).json.data;
    const member = await createKey(pro, { role: "MEMBER" });
    const params = { id, deliveryId: id };
    const answers = await Promise.all([
      call(collection.GET, "GET", "/api/v1/webhooks", { apiKey: member.apiKey }),
      create(member.apiKey, { url: PUBLIC_URL }),
      get(member.apiKey, id),
      patch(member.apiKey, id, { enabled: false }),
      remove(member.apiKey, id),
      rotate(member.apiKey, id),
      call(deliveriesRoute.GET, "GET", `/api/v1/webhooks/${id}/deliveries`, { apiKey: member.apiKey, params }),
      call(redeliverRoute.POST, "POST", `/api/v1/webhooks/${id}/deliveries/${id}/redeliver`, { apiKey: member.apiKey, params }),
      call(testRoute.POST, "POST", `/api/v1/webhooks/${id}/test`, { apiKey: member.apiKey, params }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("INSUFFICIENT_ROLE");
    }
  });

  it("answers 401 without a key and 400 for a malformed id", async () => {
    expect((await call(collection.GET, "GET", "/api/v1/webhooks")).status).toBe(401);
    const res = await get(pro.adminKey, "not-a-uuid");
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(["id must be a valid UUID"]);
  });

  it("answers 405 for methods a path does not support", async () => {
    const res = await call(collection.PUT, "PUT", "/api/v1/webhooks", { apiKey: pro.adminKey });
    expect(res.status).toBe(405);
  });
});
