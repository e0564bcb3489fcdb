/**
 * Observers (API.md, "Observers (copies)"): people who never sign but hear the outcome. On
 * completion each gets exactly one email whose two links download the sealed PDFs without a key
 * for 30 days; a voided, declined or expired process tells them so instead. Each message is one
 * `observer.notified` event in the trail.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { expireOverdueSigningProcesses } from "@/server/services/signing/expire-signing-process";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, inDays, invitedToken, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, startBody, templateApi } from "@/tests/support/templates";
import { serveObserverCopy } from "@/server/http/observer-copy";

const processRoute = routeAt("/signing-processes/{id}");
const processesRoute = routeAt("/signing-processes");
const voidRoute = routeAt("/signing-processes/{id}/void");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 2);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const observers = [
  { name: "Olga Accountant", email: "olga@example.test", locale: "de" },
  { name: "Luis Lawyer", email: "luis@example.test" },
];

function oneSignerBody(overrides: Record<string, unknown> = {}) {
  return {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject: "Service contract",
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: "Sam Signer", email: "sam@example.test" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
    observers,
    ...overrides,
  };
}

async function created(body: unknown): Promise<string> {
  const answer = await createProcess(org.adminKey, body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data.id as string;
}

async function signAll(processId: string, emails: string[]): Promise<void> {
  for (const email of emails) {
    const token = await invitedToken(database.db, processId, email);
    expect((await signer.submit(token, { fields: {}, signature: { type: "TYPED", text: email }, consent: true })).status).toBe(200);
  }
  for (let round = 0; round < 3; round++) await runDueJobs(database.db);
}

async function messagesTo(processId: string, email: string) {
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  return items.filter((message) => message.to === email);
}

async function notifiedEvents(processId: string) {
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.signingProcessId, processId), eq(auditEvents.type, "observer.notified")));
}

/** GET on a copy link as a browser would follow it (the route's handler, in process). */
async function follow(link: string, now?: Date) {
  const [processId, file, token] = new URL(link).pathname.split("/").slice(2);
  return serveObserverCopy({ processId: processId!, file: file!, token: token! }, "en", now);
}

describe("observers on the record", () => {
  it("are kept as given, in order, and shown on the record and on reads", async () => {
    const id = await created(oneSignerBody());
    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(read.json.data.observers).toEqual([
      { name: "Olga Accountant", email: "olga@example.test", locale: "de" },
      { name: "Luis Lawyer", email: "luis@example.test", locale: "en" },
    ]);
  });

  it("are an empty list when none are named", async () => {
    const id = await created(oneSignerBody({ observers: undefined }));
    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
    expect(read.json.data.observers).toEqual([]);
  });

  it.each([
    ["more than ten", Array.from({ length: 11 }, (_, index) => ({ name: `O${index}`, email: `o${index}@example.test` }))],
    ["one address twice", [{ name: "A", email: "same@example.test" }, { name: "B", email: "SAME@example.test" }]],
    ["no address", [{ name: "A" }]],
    ["a bad address", [{ name: "A", email: "not-an-address" }]],
    ["no name", [{ name: " ", email: "a@example.test" }]],
    ["not a list", { name: "A", email: "a@example.test" }],
  ])("refuses %s with a 400 naming observers, and creates nothing", async (label, bad) => {
    const subject = `Refused: ${label}`;
    const answer = await createProcess(org.adminKey, oneSignerBody({ observers: bad, subject }));
    expect(answer.status).toBe(400);
    expect(answer.json.message.some((entry: string) => entry.startsWith("observers"))).toBe(true);
    const listed = await call(processesRoute.GET, "GET", "/api/v1/signing-processes?pageSize=100", { apiKey: org.adminKey });
    expect(listed.json.data.items.some((process: { subject: string }) => process.subject === subject)).toBe(false);
  });

  it("are accepted by start-signing too", async () => {
    const templateId = await publishedPdfTemplate(org.adminKey, assetId, "Lease with copies");
    const started = await templateApi.start(org.adminKey, templateId, startBody({ observers: [observers[1]] }));
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    expect(started.json.data.observers).toEqual([{ name: "Luis Lawyer", email: "luis@example.test", locale: "en" }]);
  });
});

describe("the completed copy", () => {
  it("reaches each observer exactly once, in their language, with links that download the sealed files", async () => {
    const id = await created(oneSignerBody());
    // Nothing before the end: observers never get a signing link.
    await runDueJobs(database.db);
    expect(await messagesTo(id, "olga@example.test")).toEqual([]);

    await signAll(id, ["sam@example.test"]);
    for (let round = 0; round < 2; round++) await runDueJobs(database.db);

    const olga = await messagesTo(id, "olga@example.test");
    const luis = await messagesTo(id, "luis@example.test");
    expect(olga.map((message) => message.meta.kind)).toEqual(["copy"]);
    expect(luis.map((message) => message.meta.kind)).toEqual(["copy"]);
    expect(olga[0]!.subject).toContain("Service contract");
    expect(olga[0]!.text).toMatch(/Kopie/);
    expect(olga[0]!.links.some((link) => link.includes("/sign/"))).toBe(false);

    const links = olga[0]!.links.filter((link) => link.includes("/copies/"));
    expect(links).toHaveLength(2);
    const folder = mkdtempSync(path.join(tmpdir(), "observer-copy-"));
    for (const [index, link] of links.entries()) {
      const answer = await follow(link);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      const file = path.join(folder, `${index}.pdf`);
      writeFileSync(file, new Uint8Array(await answer.arrayBuffer()));
      expect(execFileSync("pdfsig", [file], { encoding: "utf8" })).toContain("Signature is Valid.");
    }

    const events = await notifiedEvents(id);
    expect(events.map((event) => [event.details.email, event.details.message]).sort()).toEqual([
      ["luis@example.test", "copy"],
      ["olga@example.test", "copy"],
    ]);
  });

  it("links work for 30 days, then say so; a changed link or another process's does not work", async () => {
    const id = await created(oneSignerBody({ observers: [observers[1]] }));
    await signAll(id, ["sam@example.test"]);
    const [message] = await messagesTo(id, "luis@example.test");
    const link = message!.links.find((url) => url.includes("/copies/"))!;
    expect((await follow(link, new Date(Date.now() + 29 * 86_400_000))).status).toBe(200);
    expect((await follow(link, new Date(Date.now() + 31 * 86_400_000))).status).toBe(410);

    const tampered = link.slice(0, -3) + (link.endsWith("AAA") ? "BBB" : "AAA");
    expect((await follow(tampered)).status).toBe(404);
    const otherId = await created(oneSignerBody({ subject: "Another" }));
    expect((await follow(link.replace(id, otherId))).status).toBe(404);
    expect((await follow(link.replace("/document/", "/certificate/"))).status).toBe(404);
  });

  it("an observer who also signs gets both roles' messages", async () => {
    const id = await created(oneSignerBody({ observers: [{ name: "Sam as observer", email: "sam@example.test" }] }));
    await signAll(id, ["sam@example.test"]);
    const kinds = (await messagesTo(id, "sam@example.test")).map((message) => message.meta.kind).sort();
    expect(kinds).toEqual(["completed", "copy", "invite"]);
  });
});

describe("the outcome when there is no copy", () => {
  it("a voided process tells each observer, with the reason, once", async () => {
    const id = await created(oneSignerBody());
    const voided = await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, {
      apiKey: org.adminKey,
      params: { id },
      body: { reason: "Wrong counterparty" },
    });
    expect(voided.status).toBe(200);
    for (let round = 0; round < 2; round++) await runDueJobs(database.db);
    const [message, ...more] = await messagesTo(id, "luis@example.test");
    expect(more).toEqual([]);
    expect(message!.meta.kind).toBe("voided");
    expect(message!.meta.observerId).toBeTruthy();
    expect(message!.text).toContain("Wrong counterparty");
    expect(message!.text).not.toMatch(/no longer need to sign/);
    expect((await notifiedEvents(id)).map((event) => event.details.message)).toEqual(["voided", "voided"]);
  });

  it("a declined process tells each observer who declined", async () => {
    const id = await created(oneSignerBody({ observers: [observers[1]] }));
    const token = await invitedToken(database.db, id, "sam@example.test");
    expect((await signer.decline(token, "Terms changed")).status).toBe(200);
    for (let round = 0; round < 2; round++) await runDueJobs(database.db);
    const [message] = await messagesTo(id, "luis@example.test");
    expect(message!.meta.kind).toBe("declined");
    expect(message!.text).toContain("Sam Signer");
    expect(message!.text).toContain("Terms changed");
  });

  it("an expired process tells each observer there will be no copy", async () => {
    const id = await created(oneSignerBody({ observers: [observers[0]], expiresAt: inDays(1) }));
    expect(await expireOverdueSigningProcesses(database.db, { now: new Date(Date.now() + 2 * 86_400_000), organizationId: org.organizationId })).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) await runDueJobs(database.db);
    const [message] = await messagesTo(id, "olga@example.test");
    expect(message!.meta.kind).toBe("expired");
    expect(message!.text).toMatch(/keine unterschriebene Kopie/);
  });

  it("another organization cannot read the observers", async () => {
    const id = await created(oneSignerBody());
    const read = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: other.adminKey, params: { id } });
    expect(read.status).toBe(404);
  });

  it("two signers: nothing goes to observers while the process runs", async () => {
    const id = await created(twoSignerBody(assetId, { observers: [observers[0]] }));
    await runDueJobs(database.db);
    expect(await messagesTo(id, "olga@example.test")).toEqual([]);
  });
});
