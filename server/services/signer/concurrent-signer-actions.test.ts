/**
 * A signer's actions racing each other, and racing the sender's resend-invite, which rotates the
 * link. Whatever order the database takes them in: one answer counts, the other is a clean 4xx
 * (never a 500), the audit trail and the webhook events tell that one story, and nothing is done
 * with a link after it was replaced. Many rounds: on Postgres (DATABASE_URL) the two requests
 * really overlap, each on its own connection.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { domainEvents, signers, signingProcesses } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { readAuditTrail } from "@/server/services/audit/list-audit-events";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { formApi, formDocumentDraft } from "@/tests/support/online-forms";
import { createProcess, inDays, latestOtpCode, readyAsset, signer, storedToken } from "@/tests/support/signing";

const resendRoute = routeAt("/signing-processes/{id}/signers/{signerId}/resend-invite");

const ROUNDS = 30;
/** Generous: many rounds on a shared machine; this is no speed check. */
const LOOP_TIMEOUT_MS = 240_000;

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
}, LOOP_TIMEOUT_MS);
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

/** A KIOSK process with two signers, one signature each; answers the first signer's slot and token. */
async function twoSigners(authPolicy: "SES_LINK_ONLY" | "AES_OTP" = "SES_LINK_ONLY") {
  const created = await createProcess(org.adminKey, {
    dispatchMode: "KIOSK",
    sourcePdfAssetId: assetId,
    subject: "Race",
    expiresAt: inDays(7),
    authPolicy,
    signers: [
      { signOrder: 1, name: "Ada Racer", phoneE164: "+4915112345678" },
      { signOrder: 2, name: "Bea Racer", phoneE164: "+4915187654321" },
    ],
    fields: [1, 2].map((order) => ({ assignedSignerSignOrder: order, type: "SIGNATURE", label: `Signature ${order}`, required: true, page: 0, x: 72, y: 100 * order, w: 180, h: 50 })),
  });
  if (created.status !== 201) throw new Error(`creating the process answered ${created.status}: ${JSON.stringify(created.json)}`);
  const id = created.json.data.id as string;
  const [first] = await database.db.select().from(signers).where(and(eq(signers.signingProcessId, id), eq(signers.signOrder, 1)));
  return { id, signerId: first!.id, token: await storedToken(database.db, first!.id) };
}

const submit = (token: string, headers?: Record<string, string>) => signer.submit(token, { signature: { type: "TYPED", text: "Ada Racer" }, consent: true }, headers);
const resend = (id: string, signerId: string) =>
  call(resendRoute.POST, "POST", `/api/v1/signing-processes/${id}/signers/${signerId}/resend-invite`, { apiKey: org.adminKey, params: { id, signerId } });

async function stateOf(id: string, signerId: string) {
  const [slot] = await database.db.select().from(signers).where(eq(signers.id, signerId));
  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, id));
  const events = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, id));
  const trail = await readAuditTrail(database.db, id);
  return { slot: slot!, process: process!, webhookEvents: events.map((event) => event.type).sort(), audit: trail.items.map((event) => event.type), chainValid: trail.chain.valid };
}

const count = (list: string[], type: string) => list.filter((entry) => entry === type).length;
const outcome = (answer: Awaited<ReturnType<typeof call>>) => `${answer.status}${answer.json?.code ? ` ${answer.json.code}` : ""}`;

describe("a signer's actions racing each other", () => {
  it("two submits: one is accepted, the other answers a clean 409, and one signature is recorded", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners();
      const answers = await Promise.all([submit(token), submit(token)]);
      expect(answers.map(outcome).sort()).toEqual(["200", "409 INVALID_STATE"]);
      const state = await stateOf(id, signerId);
      expect(state.chainValid).toBe(true);
      expect(state.slot.status).toBe("COMPLETED");
      expect(count(state.audit, "signer.submitted")).toBe(1);
      expect(count(state.audit, "signer.completed")).toBe(1);
      expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
    }
  }, LOOP_TIMEOUT_MS);

  it("two declines: one is accepted, the other answers a clean 409, and one decline is recorded", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners();
      const answers = await Promise.all([signer.decline(token, "No"), signer.decline(token, "No")]);
      expect(answers.map(outcome).sort()).toEqual(["200", "409 PROCESS_NOT_ACTIVE"]);
      const state = await stateOf(id, signerId);
      expect(state.chainValid).toBe(true);
      expect(state.process.status).toBe("DECLINED");
      expect(count(state.audit, "signer.declined")).toBe(1);
      expect(state.webhookEvents).toEqual(["signing.declined", "signing.sent"]);
    }
  }, LOOP_TIMEOUT_MS);

  it("submit against decline: exactly one counts, the other answers a clean 409", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners();
      const [submitted, declined] = await Promise.all([submit(token), signer.decline(token, "No")]);
      const state = await stateOf(id, signerId);
      expect(state.chainValid).toBe(true);
      if (submitted.status === 200) {
        expect(outcome(declined)).toBe("409 INVALID_STATE");
        expect(state.slot.status).toBe("COMPLETED");
        expect(state.webhookEvents).toEqual(["signer.completed", "signing.sent"]);
      } else {
        expect(declined.status).toBe(200);
        expect(outcome(submitted)).toBe("409 PROCESS_NOT_ACTIVE");
        expect(state.process.status).toBe("DECLINED");
        expect(state.webhookEvents).toEqual(["signing.declined", "signing.sent"]);
      }
      expect(count(state.audit, "signer.submitted") + count(state.audit, "signer.declined")).toBe(1);
    }
  }, LOOP_TIMEOUT_MS);
});

describe("a signer's action racing resend-invite, with the link it replaces", () => {
  it("submit: either signed before the link changed (resend refused), or refused as SIGNING_LINK_INVALID", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners();
      const [resent, submitted] = await Promise.all([resend(id, signerId), submit(token)]);
      const state = await stateOf(id, signerId);
      expect(state.chainValid).toBe(true);
      if (resent.status === 200) {
        expect(outcome(submitted)).toBe("404 SIGNING_LINK_INVALID");
        expect(state.slot.status).toBe("READY");
        expect(count(state.audit, "signer.submitted")).toBe(0);
        expect(state.webhookEvents).toEqual(["signing.sent"]);
      } else {
        expect(outcome(resent)).toBe("409 INVALID_STATE");
        expect(submitted.status).toBe(200);
        expect(state.slot.status).toBe("COMPLETED");
        expect(count(state.audit, "signer.invite_resent")).toBe(0);
      }
    }
  }, LOOP_TIMEOUT_MS);

  it("decline: either declined before the link changed (resend refused), or refused as SIGNING_LINK_INVALID", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners();
      const [resent, declined] = await Promise.all([resend(id, signerId), signer.decline(token, "No")]);
      const state = await stateOf(id, signerId);
      expect(state.chainValid).toBe(true);
      if (resent.status === 200) {
        expect(outcome(declined)).toBe("404 SIGNING_LINK_INVALID");
        expect(state.process.status).toBe("SENT");
        expect(count(state.audit, "signer.declined")).toBe(0);
      } else {
        expect(outcome(resent)).toBe("409 INVALID_STATE");
        expect(declined.status).toBe(200);
        expect(state.process.status).toBe("DECLINED");
        expect(count(state.audit, "signer.invite_resent")).toBe(0);
      }
    }
  }, LOOP_TIMEOUT_MS);

  it("sending a code: either sent before the link changed, or refused as SIGNING_LINK_INVALID", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners("AES_OTP");
      const [resent, sent] = await Promise.all([resend(id, signerId), signer.sendOtp(token)]);
      expect(resent.status).toBe(200);
      const { audit, chainValid } = await stateOf(id, signerId);
      expect(chainValid).toBe(true);
      if (sent.status === 200) {
        expect(audit.indexOf("signer.otp_sent")).toBeLessThan(audit.indexOf("signer.invite_resent"));
      } else {
        expect(outcome(sent)).toBe("404 SIGNING_LINK_INVALID");
        expect(count(audit, "signer.otp_sent")).toBe(0);
      }
    }
  }, LOOP_TIMEOUT_MS);

  it("confirming a code: either confirmed before the link changed, or refused as SIGNING_LINK_INVALID with the code unused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id, signerId, token } = await twoSigners("AES_OTP");
      expect((await signer.sendOtp(token)).status).toBe(200);
      const code = await latestOtpCode(id, signerId);
      const [resent, verified] = await Promise.all([resend(id, signerId), signer.verifyOtp(token, code)]);
      expect(resent.status).toBe(200);
      const { audit, slot, chainValid } = await stateOf(id, signerId);
      expect(chainValid).toBe(true);
      if (verified.status === 200) {
        expect(audit.indexOf("signer.otp_verified")).toBeLessThan(audit.indexOf("signer.invite_resent"));
      } else {
        expect(outcome(verified)).toBe("404 SIGNING_LINK_INVALID");
        expect(count(audit, "signer.otp_verified")).toBe(0);
        expect(slot.otpVerifiedAt).toBeNull();
        // The code was not used up: the new link confirms it.
        const fresh = await storedToken(database.db, signerId);
        expect((await signer.verifyOtp(fresh, code)).status).toBe(200);
      }
    }
  }, LOOP_TIMEOUT_MS);
});

describe("two publishes of one online form", () => {
  it("answer the same process: one creates it (201), the other answers it (200)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const formId = (await formApi.create(org.adminKey, { kind: "DOCUMENT", draft: formDocumentDraft() })).json.data.id as string;
      const answers = await Promise.all([formApi.publish(org.adminKey, formId, 1), formApi.publish(org.adminKey, formId, 1)]);
      expect(answers.map(outcome).sort()).toEqual(["200", "201"]);
      expect(answers[0]!.json.data.signingProcess.id).toBe(answers[1]!.json.data.signingProcess.id);
      const processes = await database.db.select().from(signingProcesses).where(eq(signingProcesses.onlineFormId, formId));
      expect(processes).toHaveLength(1);
    }
  }, LOOP_TIMEOUT_MS);
});
