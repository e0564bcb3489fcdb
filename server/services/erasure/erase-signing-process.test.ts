/**
 * Erasure on request (docs/api.md, "Erasure"): a finished process loses its files and every
 * trace of its signers' personal data in every table, and its audit trail still verifies.
 */
import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, bulkSendRows, bulkSends, pdfAssets, publicLinkConfirmations, publicLinks, signingProcesses, webhookDeliveries } from "@/server/db/schema";
import { publishedOneRoleTemplate } from "@/tests/support/templates";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/local-runner";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { startWebhookReceiver, type WebhookReceiver } from "@/server/webhooks/testing/webhook-receiver";
import { auditEventHash, GENESIS_HASH } from "@/server/services/audit/audit-chain";
import { toAuditEvent } from "@/server/services/audit/append-audit-event";
import { verifyDocument } from "@/server/services/verification/verify-document";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, invitedToken, readyAsset, signaturePng, signer, twoSignerBody } from "@/tests/support/signing";
import { getBytes } from "@/tests/support/uploads";

const processRoute = routeAt("/signing-processes/{id}");
const filesRoute = routeAt("/signing-processes/{id}/files");
const auditRoute = routeAt("/signing-processes/{id}/audit-events");
const voidRoute = routeAt("/signing-processes/{id}/void");
const webhooksRoute = routeAt("/webhooks");
const redeliverRoute = routeAt("/webhooks/{id}/deliveries/{deliveryId}/redeliver");
const holdRoute = routeAt("/signing-processes/{id}/legal-hold");
const assetsRoute = routeAt("/pdf-assets");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;
let receiver: WebhookReceiver;
let webhookId: string;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = "true";
  resetEnv();
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "ENTERPRISE" });
  assetId = await readyAsset(database.db, org.adminKey);
  receiver = await startWebhookReceiver();
  const hook = await call(webhooksRoute.POST, "POST", "/api/v1/webhooks", { apiKey: org.adminKey, body: { url: receiver.url } });
  webhookId = hook.json.data.id;
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await database.close();
  delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
  resetEnv();
});
beforeEach(() => resetRateLimiter());

const api = (apiKey = org.adminKey) => ({
  erase: (id: string) => call(processRoute.DELETE, "DELETE", `/api/v1/signing-processes/${id}`, { apiKey, params: { id } }),
  get: (id: string) => call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey, params: { id } }),
  files: (id: string) => call(filesRoute.GET, "GET", `/api/v1/signing-processes/${id}/files`, { apiKey, params: { id } }),
  hold: (id: string, body: unknown) => call(holdRoute.PUT, "PUT", `/api/v1/signing-processes/${id}/legal-hold`, { apiKey, params: { id }, body }),
  trail: (id: string) => call(auditRoute.GET, "GET", `/api/v1/signing-processes/${id}/audit-events`, { apiKey, params: { id } }),
});

/** Personal data that appears nowhere else: a scan that finds it found this process's. */
function uniquePeople() {
  const tag = randomBytes(4).toString("hex");
  const digits = String(parseInt(tag, 16) % 1_000_000).padStart(6, "0");
  return {
    tenantName: `Quirin Erasmo ${tag}`,
    tenantEmail: `quirin.${tag}@example.test`,
    tenantPhone: `+49151${digits}1`,
    landlordName: `Lotte Vermieter ${tag}`,
    landlordEmail: `lotte.${tag}@example.test`,
    typedValue: `Typed value ${tag}`,
    observerEmail: `olga.${tag}@example.test`,
  };
}
type People = ReturnType<typeof uniquePeople>;

function bodyFor(people: People) {
  return twoSignerBody(assetId, {
    signers: [
      { signOrder: 1, name: people.tenantName, email: people.tenantEmail, phoneE164: people.tenantPhone, roleLabel: "Tenant" },
      { signOrder: 2, name: people.landlordName, email: people.landlordEmail, roleLabel: "Landlord" },
    ],
    observers: [{ name: "Olga Observer", email: people.observerEmail }],
  });
}

/** A SENT process on a document of its own (erasure deletes the source file of a process). */
async function runningProcess(people: People): Promise<string> {
  assetId = await readyAsset(database.db, org.adminKey);
  const created = await createProcess(org.adminKey, bodyFor(people));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.data.id as string;
}

async function completedProcess(people: People): Promise<string> {
  // Each its own document: erasure deletes the source file of a process.
  assetId = await readyAsset(database.db, org.adminKey);
  const created = await createProcess(org.adminKey, bodyFor(people));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json.data.id as string;
  const tenant = await invitedToken(database.db, id, people.tenantEmail);
  const fields = (await signer.view(tenant)).json.data.fields as { id: string; type: string }[];
  const values = Object.fromEntries(
    fields.filter((field) => field.type !== "SIGNATURE" && field.type !== "CHECKBOX").map((field) => [field.id, field.type === "DATE" ? "2026-11-21" : people.typedValue]),
  );
  expect((await signer.submit(tenant, { fields: values, signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true })).status).toBe(200);
  const landlord = await invitedToken(database.db, id, people.landlordEmail);
  expect((await signer.submit(landlord, { signature: { type: "TYPED", text: people.landlordName }, consent: true })).status).toBe(200);
  await runDueJobs(database.db);
  expect((await api().get(id)).json.data.status).toBe("COMPLETED");
  return id;
}

/** The rows of a raw query: PGlite answers `{rows}`, the Postgres driver the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Every text, varchar, json and jsonb column of every table, searched for each value. */
async function findEverywhere(needles: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(await database.db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar'))`));
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const hits = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`),
      );
      if (hits[0]!.n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

const needlesOf = (people: People) => [people.tenantName, people.tenantEmail, people.tenantPhone, people.landlordName, people.landlordEmail, people.typedValue, people.observerEmail];

describe("DELETE /api/v1/signing-processes/{id}", () => {
  it("erases a completed process: files 410, no personal data in any column, the trail still verifies", async () => {
    const people = uniquePeople();
    const id = await completedProcess(people);
    const files = (await api().files(id)).json.data;
    const certificate = new Uint8Array(await (await getBytes(files.completionCertificate.url)).arrayBuffer());
    const before = (await api().trail(id)).json.data;
    expect(before.chain.valid).toBe(true);
    expect(before.items.every((event: { hashVersion: number }) => event.hashVersion === 2)).toBe(true);
    // The scan can fail: before erasure it finds every value somewhere.
    const foundBefore = await findEverywhere(needlesOf(people));
    for (const needle of needlesOf(people)) expect(foundBefore.some((hit) => hit.endsWith(`: ${needle}`)), needle).toBe(true);
    const [row] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
    const [signedAsset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, row!.signedPdfAssetId!));
    await getStorage().readBytes(signedAsset!.storageKey);

    const erased = await api().erase(id);
    expect(erased.status).toBe(204);
    // The erased source file leaves the Documents list.
    const library = await call(assetsRoute.GET, "GET", "/api/v1/pdf-assets?pageSize=100", { apiKey: org.adminKey });
    expect(library.json.data.items.map((item: { id: string }) => item.id)).not.toContain(row!.sourcePdfAssetId);

    const gone = await api().files(id);
    expect(gone.status).toBe(410);
    expect(gone.json.code).toBe("PROCESS_ERASED");
    await expect(getStorage().readBytes(signedAsset!.storageKey)).rejects.toThrow();
    expect(await findEverywhere(needlesOf(people))).toEqual([]);

    const record = (await api().get(id)).json.data;
    expect(record).toMatchObject({ status: "COMPLETED", erasedBy: "Bootstrap key", observers: [] });
    expect(Date.parse(record.erasedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const slot of record.signerSlots) expect(slot).toMatchObject({ name: "", email: null, phoneE164: null });
    for (const field of record.fields) expect(field.value ?? null).toBeNull();

    const after = (await api().trail(id)).json.data;
    expect(after.chain).toMatchObject({ valid: true, length: before.chain.length + 1, erasedBeforeCommitments: 0 });
    expect(after.items.map((event: { hash: string }) => event.hash).slice(0, -1)).toEqual(before.items.map((event: { hash: string }) => event.hash));
    const last = after.items.at(-1);
    expect(last).toMatchObject({ type: "process.erased", actor: { kind: "API_KEY", name: "Bootstrap key" } });
    for (const event of after.items.slice(0, -1)) expect(event.salt).toBeNull();
    const submitted = after.items.find((event: { type: string }) => event.type === "signer.submitted");
    expect(Object.values(submitted.details.fieldValues ?? {})).toEqual([]);
    expect(submitted.commitments["/details/fieldValues"]).toMatch(/^[0-9a-f]{64}$/);

    // The certificate printed the chain as it was; the same hashes still chain, and /verify agrees.
    const verified = await verifyDocument(database.db, certificate);
    expect(verified.verdict).toBe("VALID");
    expect(verified.issuedHere).toMatchObject({ auditHeadHash: after.chain.headHash, auditLength: after.chain.length, signers: [] });
  }, 180_000);

  it("also clears the bulk send row and the public link confirmation that made the process", async () => {
    const people = uniquePeople();
    const id = await completedProcess(people);
    const templateId = await publishedOneRoleTemplate(org.adminKey, assetId, "Bulk and public link template");
    // As bulk-sends and public-links store them when they create a process.
    const [send] = await database.db
      .insert(bulkSends)
      .values({ organizationId: org.organizationId, templateId, templateVersion: 1, createdByUserId: org.userId, actor: { kind: "SYSTEM" } as never, total: 1, status: "COMPLETED" })
      .returning();
    await database.db.insert(bulkSendRows).values({ bulkSendId: send!.id, index: 0, request: { signers: { tenant: { name: people.tenantName, email: people.tenantEmail } } }, status: "CREATED", signingProcessId: id });
    const [link] = await database.db
      .insert(publicLinks)
      .values({ organizationId: org.organizationId, templateId, createdByUserId: org.userId, label: "Website", codeHash: people.tenantPhone, codeEncrypted: "x", policy: "EMAIL_SES_LINK_ONLY", signingDays: 7 })
      .returning();
    await database.db.insert(publicLinkConfirmations).values({ publicLinkId: link!.id, name: people.tenantName, email: people.tenantEmail, codeHash: "x", expiresAt: new Date(), signingProcessId: id });
    expect(await findEverywhere([people.tenantName, people.tenantEmail])).toEqual(expect.arrayContaining(["bulk_send_rows.request: " + people.tenantEmail, "public_link_confirmations.email: " + people.tenantEmail]));

    expect((await api().erase(id)).status).toBe(204);
    expect(await findEverywhere([people.tenantName, people.tenantEmail])).toEqual([]);
  }, 180_000);

  it("rewrites stored webhook bodies, and a redelivery after erasure carries no personal data", async () => {
    const people = uniquePeople();
    const id = await completedProcess(people);
    await runDueJobs(database.db);
    const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.signingProcessId, id));
    expect(delivery!.payload).toContain(people.tenantEmail);
    expect((await api().erase(id)).status).toBe(204);

    const sentBefore = receiver.requests.length;
    const redelivered = await call(redeliverRoute.POST, "POST", `/api/v1/webhooks/${webhookId}/deliveries/${delivery!.id}/redeliver`, {
      apiKey: org.adminKey,
      params: { id: webhookId, deliveryId: delivery!.id },
    });
    expect(redelivered.status, JSON.stringify(redelivered.json)).toBeLessThan(300);
    await runDueJobs(database.db);
    const sent = receiver.requests.slice(sentBefore);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      for (const needle of needlesOf(people)) expect(request.rawBody).not.toContain(needle);
      expect(JSON.parse(request.rawBody).data.signingProcess.erasedAt).not.toBeNull();
    }
  }, 180_000);

  it("answers 204 again for an erased process and changes nothing", async () => {
    const id = await completedProcess(uniquePeople());
    expect((await api().erase(id)).status).toBe(204);
    const first = (await api().trail(id)).json.data;
    const again = await api().erase(id);
    expect(again.status).toBe(204);
    const second = (await api().trail(id)).json.data;
    expect(second.chain).toEqual(first.chain);
  }, 180_000);

  it("refuses a running process (409 INVALID_STATE) and one under a legal hold (409 LEGAL_HOLD), changing nothing", async () => {
    const people = uniquePeople();
    const running = await runningProcess(people);
    const refused = await api().erase(running);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("INVALID_STATE");
    expect((await api().get(running)).json.data).toMatchObject({ erasedAt: null, signerSlots: [{ name: people.tenantName }, { name: people.landlordName }] });

    expect((await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${running}/void`, { apiKey: org.adminKey, params: { id: running }, body: {} })).status).toBe(200);
    const placed = await api().hold(running, { legalHold: true });
    expect(placed.status).toBe(200);
    expect(placed.json.data.legalHold).toBe(true);
    const held = await api().erase(running);
    expect(held.status).toBe(409);
    expect(held.json.code).toBe("LEGAL_HOLD");
    expect((await api().get(running)).json.data.erasedAt).toBeNull();
    const lifted = await api().hold(running, { legalHold: false });
    expect(lifted.json.data.legalHold).toBe(false);
    const types = (await api().trail(running)).json.data.items.map((event: { type: string }) => event.type);
    expect(types.slice(-2)).toEqual(["process.legal_hold", "process.legal_hold"]);
    expect((await api().erase(running)).status).toBe(204);
  }, 60_000);

  it("erases a process past its expiry that the sweep has not recorded yet, recording the expiry first", async () => {
    const id = await runningProcess(uniquePeople());
    await database.db.update(signingProcesses).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(signingProcesses.id, id));
    expect((await api().erase(id)).status).toBe(204);
    expect((await api().get(id)).json.data).toMatchObject({ status: "EXPIRED" });
    const types = (await api().trail(id)).json.data.items.map((event: { type: string }) => event.type);
    expect(types.slice(-2)).toEqual(["process.expired", "process.erased"]);
  }, 60_000);

  it("answers 404 for another organization's process, 403 INSUFFICIENT_ROLE for a MEMBER key, 400 for a malformed id", async () => {
    const people = uniquePeople();
    const id = await runningProcess(people);
    await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey: org.adminKey, params: { id }, body: {} });
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const foreign = await api(other.adminKey).erase(id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("NOT_FOUND");
    const member = await createMember(database.db, org);
    const refused = await api(member.apiKey).erase(id);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("INSUFFICIENT_ROLE");
    expect((await api().erase("not-a-uuid")).status).toBe(400);
    expect((await api(other.adminKey).hold(id, { legalHold: true })).status).toBe(404);
    expect((await api(member.apiKey).hold(id, { legalHold: true })).json.code).toBe("INSUFFICIENT_ROLE");
    for (const body of [{}, { legalHold: "yes" }, { legalHold: 1 }, { legalHold: null }, null]) {
      expect((await api().hold(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api().get(id)).json.data.legalHold).toBe(false);
    expect((await api().get(id)).json.data).toMatchObject({ erasedAt: null, signerSlots: [{ name: people.tenantName }, { name: people.landlordName }] });
  }, 60_000);
});

describe("the audit chain across erasure", () => {
  /** Test-only: lets a test rewrite hashed columns, as someone with the database could. */
  async function withoutTrigger(work: () => Promise<void>) {
    await database.db.execute(sql`alter table audit_events disable trigger audit_events_erase_only`);
    try {
      await work();
    } finally {
      await database.db.execute(sql`alter table audit_events enable trigger audit_events_erase_only`);
    }
  }

  /** Rewrites a process's trail as a version 1 trail, as written before commitments existed. */
  async function makeVersionOne(id: string) {
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, id)).orderBy(asc(auditEvents.sequence));
    let prevHash = GENESIS_HASH;
    await withoutTrigger(async () => {
      for (const row of rows) {
        const event = { ...toAuditEvent(row), prevHash, hashVersion: 1, commitments: null, salt: null };
        const hash = auditEventHash(id, event);
        await database.db
          .update(auditEvents)
          .set({ prevHash, hash, hashVersion: 1, commitments: null, personalSalt: null })
          .where(eq(auditEvents.id, row.id));
        prevHash = hash;
      }
    });
    await database.db.update(signingProcesses).set({ auditHeadHash: prevHash }).where(eq(signingProcesses.id, id));
  }

  it("a version 1 trail: personal values erased, its events vouched for by process.erased, and a later change still detected", async () => {
    const people = uniquePeople();
    const id = await completedProcess(people);
    await makeVersionOne(id);
    const before = (await api().trail(id)).json.data;
    expect(before.chain.valid).toBe(true);
    expect(before.items[0]).toMatchObject({ hashVersion: 1, commitments: null });

    expect((await api().erase(id)).status).toBe(204);
    expect(await findEverywhere(needlesOf(people))).toEqual([]);
    const after = (await api().trail(id)).json.data;
    expect(after.chain.valid).toBe(true);
    expect(after.chain.erasedBeforeCommitments).toBeGreaterThan(0);
    expect(after.items.slice(0, -1).map((event: { hash: string }) => event.hash)).toEqual(before.items.map((event: { hash: string }) => event.hash));
    const erasedEvent = after.items.at(-1);
    expect(erasedEvent.type).toBe("process.erased");
    expect(erasedEvent.details.erasedBeforeCommitments).toHaveLength(after.chain.erasedBeforeCommitments);

    // What is left of an erased version 1 event is still checked: its type cannot change unseen.
    const flagged = after.items.find((event: { personalErased: boolean }) => event.personalErased);
    await withoutTrigger(async () => {
      await database.db.update(auditEvents).set({ type: "process.voided" }).where(eq(auditEvents.id, flagged.id));
    });
    expect((await api().trail(id)).json.data.chain.valid).toBe(false);
  }, 180_000);

  it("a version 2 event whose plain value is changed while its salt is there no longer verifies", async () => {
    const id = await runningProcess(uniquePeople());
    const [created] = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, id)).orderBy(asc(auditEvents.sequence)).limit(1);
    expect((await api().trail(id)).json.data.chain.valid).toBe(true);
    await withoutTrigger(async () => {
      await database.db.update(auditEvents).set({ actorName: "Someone else" }).where(eq(auditEvents.id, created!.id));
    });
    expect((await api().trail(id)).json.data.chain.valid).toBe(false);
    // A commitment pointing where the event has nothing breaks the chain too, and the read still answers.
    await withoutTrigger(async () => {
      await database.db.update(auditEvents).set({ commitments: { "/details/nowhere/name": "0".repeat(64) } }).where(eq(auditEvents.id, created!.id));
    });
    const read = await api().trail(id);
    expect(read.status).toBe(200);
    expect(read.json.data.chain.valid).toBe(false);
  });

  /** The database's refusal, whichever layer wraps it. */
  async function refusal(work: Promise<unknown>): Promise<string> {
    try {
      await work;
    } catch (error) {
      return `${(error as Error).message} ${String((error as { cause?: Error }).cause?.message ?? "")}`;
    }
    return "not refused";
  }

  it("the database refuses any other change to an event, even inside an erasure", async () => {
    const id = await runningProcess(uniquePeople());
    expect(await refusal(database.db.update(auditEvents).set({ ip: null }).where(eq(auditEvents.signingProcessId, id)))).toMatch(/append-only/);
    const inErasure = database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('signet.erasure', 'on', true)`);
      await tx.update(auditEvents).set({ type: "process.voided" }).where(eq(auditEvents.signingProcessId, id));
    });
    expect(await refusal(inErasure)).toMatch(/append-only/);
    expect(await refusal(database.db.delete(auditEvents).where(eq(auditEvents.signingProcessId, id)))).toMatch(/append-only/);
  });
});
