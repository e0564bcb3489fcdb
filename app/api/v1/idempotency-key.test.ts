/**
 * Idempotency-Key on every creating POST (API.md, "Idempotency everywhere"): processes,
 * start-signing, templates and webhooks (online forms have their own tests). Run it against
 * Postgres too (DATABASE_URL) for the races.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyKeys, jobs, signers, signingProcesses, templates, webhookEndpoints } from "@/server/db/schema";
import type { RouteHandler } from "@/server/http/api-route";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { countProcessesThisMonth } from "@/server/services/signing/monthly-process-count";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { readyAsset, twoSignerBody } from "@/tests/support/signing";
import { pdfTemplateDraft, publishedPdfTemplate, startBody } from "@/tests/support/templates";
import { routeAt } from "@/tests/support/http";

const processesRoute = routeAt("/signing-processes");
const startRoute = routeAt("/templates/{id}/start-signing");
const templatesRoute = routeAt("/templates");
const webhooksRoute = routeAt("/webhooks");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;
let templateId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  templateId = await publishedPdfTemplate(org.adminKey, assetId);
}, 240_000);
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

let ip = 0;

/** A POST as Next.js hands it over, answering the status and the body's exact text. */
async function post(handler: RouteHandler, path: string, apiKey: string, body: unknown, key?: string, params: Record<string, string> = {}) {
  ip += 1;
  const headers: Record<string, string> = { "x-api-key": apiKey, "content-type": "application/json", "x-forwarded-for": `203.0.113.${ip % 250}` };
  if (key !== undefined) headers["idempotency-key"] = key;
  const request = new NextRequest(new URL(path, "http://localhost:3000"), { method: "POST", headers, body: JSON.stringify(body) });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

const startSigning = (apiKey: string, body: unknown, key?: string, id = templateId) =>
  post(startRoute.POST, `/api/v1/templates/${id}/start-signing`, apiKey, body, key, { id });
const createProcess = (apiKey: string, body: unknown, key?: string) => post(processesRoute.POST, "/api/v1/signing-processes", apiKey, body, key);
const createTemplate = (apiKey: string, body: unknown, key?: string) => post(templatesRoute.POST, "/api/v1/templates", apiKey, body, key);
const createWebhook = (apiKey: string, body: unknown, key?: string) => post(webhooksRoute.POST, "/api/v1/webhooks", apiKey, body, key);

async function processesWithSubject(subject: string) {
  return database.db.select({ id: signingProcesses.id }).from(signingProcesses).where(eq(signingProcesses.subject, subject));
}

/** The invitation emails queued for the signers of these processes. */
async function invitationCount(processIds: string[]): Promise<number> {
  if (processIds.length === 0) return 0;
  const signerIds = (await database.db.select({ id: signers.id }).from(signers).where(inArray(signers.signingProcessId, processIds))).map((row) => row.id);
  const [row] = await database.db
    .select({ n: count() })
    .from(jobs)
    .where(and(sql`${jobs.payload}->>'kind' = 'invite'`, inArray(sql`${jobs.payload}->>'signerId'`, signerIds)));
  return row!.n;
}

describe("Idempotency-Key on creating POSTs", () => {
  it("start-signing: repeats with one key create one process, one invitation and one unit of quota, each answering the first 201 byte for byte", async () => {
    const usedBefore = await countProcessesThisMonth(database.db, org.organizationId);
    const body = startBody({ subject: "Start once" });
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await startSigning(org.adminKey, body, "start-1"));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const created = await processesWithSubject("Start once");
    expect(created.map((row) => row.id)).toEqual([answers[0]!.json.data.id]);
    expect(await invitationCount(created.map((row) => row.id))).toBe(1);
    expect(await countProcessesThisMonth(database.db, org.organizationId)).toBe(usedBefore + 1);
  });

  it("start-signing: the key with another body or another template answers 409 IDEMPOTENCY_KEY_REUSED and creates nothing; keys are per organization", async () => {
    await startSigning(org.adminKey, startBody({ subject: "Reuse A" }), "start-2");
    const otherBody = await startSigning(org.adminKey, startBody({ subject: "Reuse B" }), "start-2");
    expect(otherBody.status).toBe(409);
    expect(otherBody.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const secondTemplate = await publishedPdfTemplate(org.adminKey, assetId, "Second lease");
    const otherTemplate = await startSigning(org.adminKey, startBody({ subject: "Reuse A" }), "start-2", secondTemplate);
    expect(otherTemplate.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await processesWithSubject("Reuse B")).toHaveLength(0);
    expect(await processesWithSubject("Reuse A")).toHaveLength(1);
    // Another organization's key of the same name is its own: its template is not found (404), not a replay.
    expect((await startSigning(other.adminKey, startBody({ subject: "Reuse A" }), "start-2")).status).toBe(404);
  });

  it("start-signing: a refused first request keeps no answer, so the key can be used again", async () => {
    const refused = await startSigning(org.adminKey, startBody({ subject: "Refused", signers: [] }), "start-3");
    expect(refused.status).toBe(400);
    const good = await startSigning(org.adminKey, startBody({ subject: "Refused" }), "start-3");
    expect(good.status).toBe(201);
  });

  it("direct creation: a replay answers the first 201 byte for byte; another body 409; another organization is its own", async () => {
    const body = twoSignerBody(assetId, { subject: "Direct once" });
    const first = await createProcess(org.adminKey, body, "direct-1");
    const again = await createProcess(org.adminKey, body, "direct-1");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.text).toBe(first.text);
    expect(await processesWithSubject("Direct once")).toHaveLength(1);
    const reused = await createProcess(org.adminKey, { ...body, subject: "Direct twice" }, "direct-1");
    expect([reused.status, reused.json.code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    // The other organization cannot use this organization's asset: a 404 under the same key, not a replay.
    expect((await createProcess(other.adminKey, body, "direct-1")).status).toBe(404);
    for (const key of ["has space", "x".repeat(256), "é"]) expect((await createProcess(org.adminKey, body, key)).status).toBe(400);
  });

  it("templates: a replay answers the first 201 and counts one template toward the quota", async () => {
    const body = { kind: "PDF", name: "Idempotent template", draft: pdfTemplateDraft(assetId) };
    const first = await createTemplate(org.adminKey, body, "template-1");
    const again = await createTemplate(org.adminKey, body, "template-1");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.text).toBe(first.text);
    const [made] = await database.db.select({ n: count() }).from(templates).where(eq(templates.name, "Idempotent template"));
    expect(made!.n).toBe(1);
    expect((await createTemplate(org.adminKey, { ...body, name: "Other" }, "template-1")).json.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("webhooks: a replay answers the first 201 with the same secret, which is stored only sealed", async () => {
    const body = { url: "http://192.0.2.10/hooks/idempotent" };
    const first = await createWebhook(org.adminKey, body, "webhook-1");
    const again = await createWebhook(org.adminKey, body, "webhook-1");
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.text).toBe(first.text);
    const [made] = await database.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.url, body.url));
    expect(made!.n).toBe(1);
    const [stored] = await database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.organizationId, org.organizationId), eq(idempotencyKeys.key, "webhook-1")));
    expect(stored!.responseData).not.toContain(first.json.data.secret);
  });

  it("races: concurrent start-signings and direct creations with one key create one process each, one invitation each, and answer one body", async () => {
    // PGlite runs one transaction at a time, so the races are Postgres's: many rounds there.
    const rounds = process.env.DATABASE_URL ? 20 : 3;
    for (let round = 0; round < rounds; round++) {
      const usedBefore = await countProcessesThisMonth(database.db, org.organizationId);
      const key = `race-${round}`;
      const startSubject = `Race start ${round}`;
      const directSubject = `Race direct ${round}`;
      const start = startBody({ subject: startSubject });
      const direct = twoSignerBody(assetId, { subject: directSubject });
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => startSigning(org.adminKey, start, key)),
        ...Array.from({ length: 4 }, () => createProcess(org.adminKey, direct, key)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.slice(0, 4).map((answer) => answer.text)).size).toBe(1);
      expect(new Set(answers.slice(4).map((answer) => answer.text)).size).toBe(1);
      const started = await processesWithSubject(startSubject);
      const created = await processesWithSubject(directSubject);
      expect([started.length, created.length]).toEqual([1, 1]);
      expect(await invitationCount(started.map((row) => row.id))).toBe(1);
      expect(await invitationCount(created.map((row) => row.id))).toBe(1);
      expect(await countProcessesThisMonth(database.db, org.organizationId)).toBe(usedBefore + 2);
    }
  }, 600_000);
});
