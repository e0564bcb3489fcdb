/**
 * Two state changes racing on one process: whichever order the database serializes them in,
 * exactly one outcome holds, the audit trail tells that one story, and one webhook event is
 * recorded per real change. Each race runs several rounds; on Postgres (CI's second run) the
 * two requests really overlap, each on its own connection.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { domainEvents, signers, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { readAuditTrail } from "@/server/services/audit/list-audit-events";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { inDays, oneSignerProcess as createOneSignerProcess, readyAsset, signer } from "@/tests/support/signing";
import { expireSigningProcess } from "./expire-signing-process";

const extendRoute = routeAt("/signing-processes/{id}/extend");
const voidRoute = routeAt("/signing-processes/{id}/void");

const ROUNDS = 6;

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const oneSignerProcess = (expiresAt?: string) => createOneSignerProcess(database.db, org.adminKey, assetId, { subject: "Race", signerName: "Ada Racer", expiresAt });

const submit = (token: string) => signer.submit(token, { signature: { type: "TYPED", text: "Ada Racer" }, consent: true });
const voidProcess = (id: string) => call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey: org.adminKey, params: { id }, body: {} });

async function stateOf(id: string) {
  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
  const slots = await database.db.select().from(signers).where(eq(signers.signingProcessId, id)).orderBy(asc(signers.signOrder));
  const events = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, id));
  const trail = await readAuditTrail(database.db, id);
  return {
    process: process!,
    slots,
    webhookEvents: events.map((event) => event.type).sort(),
    auditTypes: trail.items.map((event) => event.type),
    chainValid: trail.chain.valid,
  };
}

const count = (list: string[], type: string) => list.filter((entry) => entry === type).length;

describe("concurrent transitions of one process", () => {
  it("void against the last signature: either voided with no signature, or signed and finalizing with the void refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, token } = await oneSignerProcess();
      const [voided, submitted] = await Promise.all([voidProcess(id), submit(token)]);
      const state = await stateOf(id);
      expect(state.chainValid).toBe(true);
      if (voided.status === 200) {
        expect(submitted.status).toBe(409);
        expect(submitted.json.code).toBe("PROCESS_NOT_ACTIVE");
        expect(state.process.status).toBe("VOIDED");
        expect(state.process.finalizationStatus).toBe("NONE");
        expect(state.slots[0]!.status).not.toBe("COMPLETED");
        expect(state.webhookEvents).toEqual(["signing.sent", "signing.voided"]);
        expect(count(state.auditTypes, "process.voided")).toBe(1);
        expect(count(state.auditTypes, "signer.completed")).toBe(0);
      } else {
        expect(submitted.status).toBe(200);
        expect(voided.status).toBe(409);
        expect(voided.json.code).toBe("PROCESS_FINALIZING");
        expect(state.process.status).toBe("IN_PROGRESS");
        expect(state.process.finalizationStatus).toBe("PENDING");
        expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
        expect(count(state.auditTypes, "process.voided")).toBe(0);
        expect(count(state.auditTypes, "signer.completed")).toBe(1);
      }
    }
  });

  it("expiry against the last signature: either expired with no signature, or signed and never expired", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, token } = await oneSignerProcess(new Date(Date.now() + 3_000).toISOString());
      // The sweep runs with a clock past the expiry; the signer signs just before it.
      const [expired, submitted] = await Promise.all([expireSigningProcess(database.db, id, new Date(Date.now() + 10_000)), submit(token)]);
      const state = await stateOf(id);
      expect(state.chainValid).toBe(true);
      if (expired) {
        expect(submitted.status).toBe(409);
        expect(state.process.status).toBe("EXPIRED");
        expect(state.slots[0]!.status).toBe("EXPIRED");
        expect(state.webhookEvents).toEqual(["signing.expired", "signing.sent"]);
      } else {
        expect(submitted.status).toBe(200);
        expect(state.process.finalizationStatus).toBe("PENDING");
        expect(state.slots[0]!.status).toBe("COMPLETED");
        expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
        // Fully signed: a later sweep leaves it alone too.
        expect(await expireSigningProcess(database.db, id, new Date(Date.now() + 10_000))).toBe(false);
      }
      expect(count(state.auditTypes, "process.expired") + count(state.auditTypes, "signer.completed")).toBe(1);
    }
  });

  it("decline against submit by the same signer: exactly one answer counts", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, token } = await oneSignerProcess();
      const [declined, submitted] = await Promise.all([signer.decline(token, "Changed my mind"), submit(token)]);
      expect([declined.status, submitted.status].sort()).toEqual([200, 409]);
      const state = await stateOf(id);
      expect(state.chainValid).toBe(true);
      if (declined.status === 200) {
        expect(state.process.status).toBe("DECLINED");
        expect(state.process.finalizationStatus).toBe("NONE");
        expect(state.webhookEvents).toEqual(["signing.declined", "signing.sent"]);
      } else {
        expect(state.process.finalizationStatus).toBe("PENDING");
        expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
      }
      expect(count(state.auditTypes, "signer.declined") + count(state.auditTypes, "signer.completed")).toBe(1);
    }
  });

  it("two submits of one signature: one is accepted, once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, token } = await oneSignerProcess();
      const answers = await Promise.all([submit(token), submit(token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const state = await stateOf(id);
      expect(state.chainValid).toBe(true);
      expect(count(state.auditTypes, "signer.submitted")).toBe(1);
      expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
    }
  });

  it("extend against the expiry sweep: either extended and still open, or expired and the extension refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await oneSignerProcess(new Date(Date.now() + 3_000).toISOString());
      const later = inDays(14);
      const [extended, expired] = await Promise.all([
        call(extendRoute.POST, "POST", `/api/v1/signing-processes/${id}/extend`, { apiKey: org.adminKey, params: { id }, body: { expiresAt: later } }),
        expireSigningProcess(database.db, id, new Date(Date.now() + 10_000)),
      ]);
      const state = await stateOf(id);
      expect(state.chainValid).toBe(true);
      if (expired) {
        expect(extended.status).toBe(409);
        expect(state.process.status).toBe("EXPIRED");
        expect(state.webhookEvents).toEqual(["signing.expired", "signing.sent"]);
      } else {
        expect(extended.status).toBe(200);
        expect(state.process.status).toBe("SENT");
        expect(state.process.expiresAt.toISOString()).toBe(new Date(later).toISOString());
        expect(state.webhookEvents).toEqual(["signing.sent"]);
      }
      expect(count(state.auditTypes, "process.extended") + count(state.auditTypes, "process.expired")).toBe(1);
    }
  });
});

describe("a fully signed process", () => {
  it("can no longer be voided, declined or expired, while its final files are pending or after they failed", async () => {
    const { id, token } = await oneSignerProcess(new Date(Date.now() + 3_000).toISOString());
    expect((await submit(token)).status).toBe(200);
    for (const finalizationStatus of ["PENDING", "FAILED"] as const) {
      await database.db.update(signingProcesses).set({ finalizationStatus }).where(eq(signingProcesses.id, id));
      const voided = await voidProcess(id);
      expect(voided.status).toBe(409);
      expect(voided.json.code).toBe("PROCESS_FINALIZING");
      expect(await expireSigningProcess(database.db, id, new Date(Date.now() + 60_000))).toBe(false);
      expect((await signer.decline(token, "too late")).status).toBe(409);
    }
    const state = await stateOf(id);
    expect(state.process.status).toBe("IN_PROGRESS");
    expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
  });
});
