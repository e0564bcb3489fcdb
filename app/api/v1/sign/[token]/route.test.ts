import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, domainEvents, otpCodes, signingFields, signingProcesses } from "@/server/db/schema";
import { MemoryRateLimiter, resetRateLimiter, type RateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { auditEventHash, GENESIS_HASH } from "@/server/services/audit/audit-chain";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import {
  createProcess,
  inDays,
  invitedToken,
  oneSignerProcess,
  latestOtpCode,
  proofCookie,
  readyAsset,
  signaturePng,
  signer,
  storedToken,
  twoSignerBody,
  verifiedCookie,
} from "@/tests/support/signing";
import { issueOtpProof, OTP_PROOF_COOKIE } from "@/server/services/signer/otp-proof";
import { hashSignerToken } from "@/server/services/signing/signer-tokens";
import { canonicalJson } from "@/lib/canonical-json";
import { createHash } from "node:crypto";

const auditRoute = routeAt("/signing-processes/{id}/audit-events");
const extendRoute = routeAt("/signing-processes/{id}/extend");
const processRoute = routeAt("/signing-processes/{id}");
const resendRoute = routeAt("/signing-processes/{id}/signers/{signerId}/resend-invite");
const voidRoute = routeAt("/signing-processes/{id}/void");

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const getProcess = (id: string) => call(processRoute.GET, "GET", `/api/v1/signing-processes/${id}`, { apiKey: org.adminKey, params: { id } });
const auditOf = (id: string) => call(auditRoute.GET, "GET", `/api/v1/signing-processes/${id}/audit-events`, { apiKey: org.adminKey, params: { id } });

function tenantValues(fields: Array<{ id: string; label: string }>) {
  const byLabel = (label: string) => fields.find((field) => field.label === label)!.id;
  return { [byLabel("Full name")]: "Zoë Łódź 東京", [byLabel("Date")]: "2026-11-21", [byLabel("I accept the house rules")]: true };
}

describe("the signer API, EMAIL with two signers", () => {
  it("walks both signers through in order, from the links in the outbox", async () => {
    const created = await createProcess(org.adminKey, twoSignerBody(assetId));
    const process = created.json.data;
    const tenant = await invitedToken(database.db, process.id, "zoe@example.test");
    await expect(invitedToken(database.db, process.id, "landlord@example.test")).rejects.toThrow(/no invite/);
    const [invite] = (await listOutboxMessages({ signingProcessId: process.id, channel: "email" })).items;
    expect(invite!.subject).toContain("bittet Sie"); // Zoë's locale is German

    const view = await signer.view(tenant);
    expect(view.status).toBe(200);
    expect(view.json.data).toMatchObject({
      process: { id: process.id, subject: "Lease agreement", status: "IN_PROGRESS", organizationName: expect.any(String) },
      signer: { name: "Zoë Łódź", signOrder: 1, locale: "de", status: "OPENED" },
      otp: { required: false, verified: false },
      document: { pageCount: 2, pages: [{ width: 595.28, height: 841.89 }, { width: 595.28, height: 841.89 }] },
    });
    expect(view.json.data.fields).toHaveLength(4);
    expect(view.json.data.document.url).toBe(`http://localhost:3000/api/v1/sign/${tenant}/document`);

    const submitted = await signer.submit(tenant, { fields: tenantValues(view.json.data.fields), signature: { type: "DRAWN", imagePng: signaturePng() }, consent: true });
    expect(submitted.status).toBe(200);
    expect(submitted.json.data).toEqual({ signer: { status: "COMPLETED" }, process: { status: "IN_PROGRESS" } });

    const landlord = await invitedToken(database.db, process.id, "landlord@example.test");
    await signer.view(landlord);
    const done = await signer.submit(landlord, { signature: { type: "TYPED", text: "Tōkyō Landlord" }, consent: true });
    expect(done.status).toBe(200);

    const after = await getProcess(process.id);
    expect(after.json.data.signerSlots.map((slot: { status: string }) => slot.status)).toEqual(["COMPLETED", "COMPLETED"]);
    expect(after.json.data.finalization.status).toBe("PENDING");
    const values = after.json.data.fields.map((field: { value: unknown }) => field.value);
    expect(values.slice(0, 3)).toEqual(["Zoë Łódź 東京", "2026-11-21", true]);

    const emitted = await database.db.select().from(domainEvents).where(eq(domainEvents.signingProcessId, process.id));
    expect(emitted.map((event) => event.type)).toEqual(["signing.sent", "signer.completed", "signer.completed"]);

    const audit = await auditOf(process.id);
    expect(audit.json.data.items.map((event: { type: string }) => event.type)).toEqual([
      "process.created", "process.sent", "signer.invited", "signer.opened", "signer.submitted", "signer.completed",
      "signer.invited", "signer.opened", "signer.submitted", "signer.completed",
    ]);
    const submittedEvent = audit.json.data.items[4];
    expect(submittedEvent).toMatchObject({ actor: { kind: "SIGNER", name: "Zoë Łódź" }, userAgent: "SignerBrowser/1.0" });
    expect(submittedEvent.ip).toMatch(/^198\.51\.100\./);
  });

  it("refuses a signer before their turn: 409 SIGNER_NOT_READY, and they can still look", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const landlord = await storedToken(database.db, process.signerSlots[1].id);
    const view = await signer.view(landlord);
    expect(view.status).toBe(200);
    expect(view.json.data.signer.status).toBe("PENDING");
    const res = await signer.submit(landlord, { signature: { type: "TYPED", text: "L" }, consent: true });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("SIGNER_NOT_READY");
    expect((await signer.decline(landlord, "no")).json.code).toBe("SIGNER_NOT_READY");
  });

  it("validates submitted values: one message per problem, nothing saved", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const tenant = await invitedToken(database.db, process.id, "zoe@example.test");
    const fields = (await signer.view(tenant)).json.data.fields as Array<{ id: string; label: string }>;
    const byLabel = (label: string) => fields.find((field) => field.label === label)!.id;
    const res = await signer.submit(tenant, {
      fields: { [byLabel("Date")]: "21.11.2026", [byLabel("I accept the house rules")]: "yes", unknown: "x" },
      consent: true,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual([
      "fields.unknown is not one of your fields",
      `fields.${byLabel("Full name")} (Full name) is required`,
      `fields.${byLabel("Date")} (Date) must be a date as yyyy-mm-dd`,
      `fields.${byLabel("Date")} (Date) is required`,
      `fields.${byLabel("I accept the house rules")} (I accept the house rules) must be true or false`,
      "signature is required: draw or type your signature",
    ]);
    const noConsent = await signer.submit(tenant, { fields: tenantValues(fields), signature: { type: "TYPED", text: "Z" }, consent: false });
    expect(noConsent.json.message).toEqual(["consent must be true: the signer has to agree to sign electronically"]);
    const badImage = await signer.submit(tenant, { fields: tenantValues(fields), signature: { type: "DRAWN", imagePng: "data:image/png;base64,aGVsbG8=" }, consent: true });
    expect(badImage.json.message).toEqual(["signature.imagePng must be a PNG image as a data URL or base64"]);
    const saved = await database.db.select().from(signingFields).where(eq(signingFields.signingProcessId, process.id));
    expect(saved.every((field) => field.value === null)).toBe(true);
  });

  it("lets exactly one of two concurrent submits win, with one event", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const tenant = await invitedToken(database.db, process.id, "zoe@example.test");
    const fields = (await signer.view(tenant)).json.data.fields;
    const body = { fields: tenantValues(fields), signature: { type: "TYPED", text: "Zoë" }, consent: true };
    const results = await Promise.all([signer.submit(tenant, body), signer.submit(tenant, body)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const completed = await database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.signingProcessId} = ${process.id} and ${auditEvents.type} = 'signer.completed'`);
    expect(completed).toHaveLength(1);
  });

  it("keeps text that looks like JSON as text (\"4711\", \"true\", \"null\") and finalizes the document with it", async () => {
    const created = await createProcess(org.adminKey, {
      dispatchMode: "KIOSK",
      sourcePdfAssetId: assetId,
      subject: "Digits",
      expiresAt: inDays(7),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada" }],
      fields: ["Number", "Yes", "Nothing"].map((label, index) => ({
        assignedSignerSignOrder: 1, type: "TEXT", label, required: true, page: 0, x: 72, y: 100 + index * 30, w: 180, h: 20,
      })).concat([{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 200, w: 180, h: 50 }]),
    });
    const process = created.json.data;
    const token = await storedToken(database.db, process.signerSlots[0].id);
    const [number, yes, nothing] = process.fields as { id: string }[];
    const submitted = await signer.submit(token, {
      fields: { [number!.id]: "4711", [yes!.id]: "true", [nothing!.id]: "null" },
      signature: { type: "TYPED", text: "Ada" },
      consent: true,
    });
    expect(submitted.status).toBe(200);
    const after = await getProcess(process.id);
    expect(after.json.data.fields.slice(0, 3).map((field: { value: unknown }) => field.value)).toEqual(["4711", "true", "null"]);
    await runDueJobs(database.db);
    expect((await getProcess(process.id)).json.data).toMatchObject({ status: "COMPLETED", finalization: { status: "DONE" } });
  });

  it("answers 404 SIGNING_LINK_INVALID for an unknown or malformed token", async () => {
    for (const token of ["A".repeat(43), "short", "../../etc"]) {
      const res = await signer.view(token);
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("SIGNING_LINK_INVALID");
    }
  });
});

describe("AES_OTP", () => {
  async function otpProcess() {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId, { authPolicy: "AES_OTP" }))).json.data;
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    const fields = (await signer.view(token)).json.data.fields;
    return { process, token, fields, signerId: process.signerSlots[0].id as string };
  }

  it("needs a verified code from the text message before submit", async () => {
    const { process, token, fields, signerId } = await otpProcess();
    const body = { fields: tenantValues(fields), signature: { type: "TYPED", text: "Zoë" }, consent: true };
    const early = await signer.submit(token, body);
    expect(early.status).toBe(403);
    expect(early.json.code).toBe("OTP_REQUIRED");

    const sent = await signer.sendOtp(token);
    expect(sent.status).toBe(200);
    expect(sent.json.data.sentTo).toBe("+49•••••••••78");
    const code = await latestOtpCode(process.id, signerId);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await database.db.select().from(otpCodes).where(eq(otpCodes.signerId, signerId));
    expect(stored!.codeHash).not.toContain(code);

    expect((await signer.view(token)).json.data.otp).toMatchObject({ required: true, verified: false, phoneHint: "+49•••••••••78" });
    const verified = await signer.verifyOtp(token, code);
    expect(verified.json.data).toEqual({ verified: true });
    expect((await signer.submit(token, body, proofCookie(verified))).status).toBe(200);

    const types = (await auditOf(process.id)).json.data.items.map((event: { type: string }) => event.type);
    expect(types).toContain("signer.otp_sent");
    expect(types).toContain("signer.otp_verified");
  });

  it("needs the code before a decline too: the link alone does not refuse on the signer's behalf", async () => {
    const { process, token, signerId } = await otpProcess();
    const early = await signer.decline(token, "Not mine to refuse");
    expect(early.status).toBe(403);
    expect(early.json.code).toBe("OTP_REQUIRED");
    expect(early.json.message).toBe("Confirm the code sent by text message before declining");
    expect((await getProcess(process.id)).json.data).toMatchObject({ status: "IN_PROGRESS", signerSlots: [{ status: "OPENED" }, { status: "PENDING" }] });
    const typesBefore = (await auditOf(process.id)).json.data.items.map((event: { type: string }) => event.type);
    expect(typesBefore).not.toContain("signer.declined");

    await signer.sendOtp(token);
    const cookie = await verifiedCookie(token, process.id, signerId);
    const declined = await signer.decline(token, "The rent is wrong", cookie);
    expect(declined.status).toBe(200);
    expect(declined.json.data).toEqual({ signer: { status: "DECLINED" }, process: { status: "DECLINED" } });
  });

  it("sets a proof cookie: httpOnly, SameSite=Strict, on the signing path, for 15 minutes", async () => {
    const { process, token, signerId } = await otpProcess();
    await signer.sendOtp(token);
    const verified = await signer.verifyOtp(token, await latestOtpCode(process.id, signerId));
    expect(verified.status).toBe(200);
    expect(verified.json.data).toEqual({ verified: true });
    expect(verified.headers.get("set-cookie")).toMatch(
      new RegExp(`^${OTP_PROOF_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; Path=/api/v1/sign/${token}; Max-Age=900; HttpOnly; SameSite=Strict$`),
    );
  });

  it("proves the code to the browser that confirmed it, not to another one holding the link", async () => {
    const { process, token, fields, signerId } = await otpProcess();
    const body = { fields: tenantValues(fields), signature: { type: "TYPED", text: "Zoë" }, consent: true };
    await signer.sendOtp(token);
    const code = await latestOtpCode(process.id, signerId);
    const first = proofCookie(await signer.verifyOtp(token, code));

    expect((await signer.view(token, first)).json.data.otp).toMatchObject({ required: true, verified: true });
    expect((await signer.view(token)).json.data.otp).toMatchObject({ required: true, verified: false });

    const second = await signer.submit(token, body);
    expect(second.status).toBe(403);
    expect(second.json.code).toBe("OTP_REQUIRED");
    // The second browser cannot verify without a code of its own: not with any code, not with the used one.
    const wrong = await signer.verifyOtp(token, code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const reused = await signer.verifyOtp(token, code);
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("OTP_EXPIRED");
    expect(reused.headers.get("set-cookie")).toBeNull();
    // The first browser, still proven, is told so without a new code.
    const again = await signer.verifyOtp(token, "123456", first);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ verified: true });

    const signed = await signer.submit(token, body, first);
    expect(signed.status).toBe(200);
    expect(signed.json.data.signer.status).toBe("COMPLETED");
  });

  it("refuses a proof older than 15 minutes: 403 OTP_REQUIRED", async () => {
    const { process, token, fields, signerId } = await otpProcess();
    const body = { fields: tenantValues(fields), signature: { type: "TYPED", text: "Zoë" }, consent: true };
    await signer.sendOtp(token);
    await verifiedCookie(token, process.id, signerId);
    const subject = { id: signerId, tokenHash: hashSignerToken(token) };
    const cookieOf = (issuedAgo: number) => ({ cookie: `${OTP_PROOF_COOKIE}=${issueOtpProof(subject, Date.now() - issuedAgo)}` });

    expect((await signer.view(token, cookieOf(14 * 60_000))).json.data.otp.verified).toBe(true);
    expect((await signer.view(token, cookieOf(15 * 60_000 + 1000))).json.data.otp.verified).toBe(false);
    const late = await signer.submit(token, body, cookieOf(15 * 60_000 + 1000));
    expect(late.status).toBe(403);
    expect(late.json.code).toBe("OTP_REQUIRED");
  });

  it("loses the proof when resend-invite rotates the link", async () => {
    const { process, token, fields, signerId } = await otpProcess();
    const body = { fields: tenantValues(fields), signature: { type: "TYPED", text: "Zoë" }, consent: true };
    await signer.sendOtp(token);
    const proven = await verifiedCookie(token, process.id, signerId);
    const id = process.id;
    const resent = await call(resendRoute.POST, "POST", `/api/v1/signing-processes/${id}/signers/${signerId}/resend-invite`, {
      apiKey: org.adminKey,
      params: { id, signerId },
    });
    expect(resent.status).toBe(200);
    await runDueJobs(database.db);
    const fresh = await storedToken(database.db, signerId);
    expect(fresh).not.toBe(token);

    expect((await signer.submit(token, body, proven)).json.code).toBe("SIGNING_LINK_INVALID");
    expect((await signer.view(fresh, proven)).json.data.otp.verified).toBe(false);
    const stale = await signer.submit(fresh, body, proven);
    expect(stale.status).toBe(403);
    expect(stale.json.code).toBe("OTP_REQUIRED");

    await signer.sendOtp(fresh);
    const renewed = await verifiedCookie(fresh, process.id, signerId);
    expect((await signer.submit(fresh, body, renewed)).status).toBe(200);
  });

  it("counts wrong codes down and burns the code at the fifth", async () => {
    const { process, token, signerId } = await otpProcess();
    await signer.sendOtp(token);
    const code = await latestOtpCode(process.id, signerId);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const res = await signer.verifyOtp(token, wrong);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "OTP_INVALID", details: { attemptsLeft } });
    }
    const fifth = await signer.verifyOtp(token, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.json.code).toBe("OTP_ATTEMPTS_EXCEEDED");
    const evenRight = await signer.verifyOtp(token, code);
    expect(evenRight.status).toBe(429);

    await signer.sendOtp(token);
    const fresh = await latestOtpCode(process.id, signerId);
    expect((await signer.verifyOtp(token, fresh)).status).toBe(200);
  });

  it("refuses an expired code: 400 OTP_EXPIRED", async () => {
    const { process, token, signerId } = await otpProcess();
    await signer.sendOtp(token);
    const code = await latestOtpCode(process.id, signerId);
    await database.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.signerId, signerId));
    const res = await signer.verifyOtp(token, code);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("OTP_EXPIRED");
  });

  it("refuses a sixth text: 429 SMS_RETRY_LIMIT", async () => {
    const { token } = await otpProcess();
    for (let i = 0; i < 5; i++) expect((await signer.sendOtp(token)).status).toBe(200);
    const sixth = await signer.sendOtp(token);
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("SMS_RETRY_LIMIT");
    // The limit holds for the rest of this signing: the headers say so, as every 429's do.
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(sixth.headers.get("x-ratelimit-limit")).toBe("5");
    expect(sixth.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(sixth.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a malformed code with a validation message", async () => {
    const { token } = await otpProcess();
    const res = await signer.verifyOtp(token, "12ab");
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(["code must be the 6-digit code from the text message"]);
  });
});

describe("the process actions", () => {
  it("decline ends the process DECLINED with signing.declined, and further actions answer PROCESS_NOT_ACTIVE", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const tenant = await invitedToken(database.db, process.id, "zoe@example.test");
    expect((await signer.decline(tenant, "")).status).toBe(400);
    const declined = await signer.decline(tenant, "The rent is wrong");
    expect(declined.json.data).toEqual({ signer: { status: "DECLINED" }, process: { status: "DECLINED" } });
    const after = await getProcess(process.id);
    expect(after.json.data.status).toBe("DECLINED");
    expect(after.json.data.signerSlots[0]).toMatchObject({ status: "DECLINED", declineReason: "The rent is wrong" });
    const again = await signer.submit(tenant, { signature: { type: "TYPED", text: "Z" }, consent: true });
    expect(again.json.code).toBe("PROCESS_NOT_ACTIVE");
    const view = await signer.view(tenant);
    expect(view.status).toBe(200);
    expect(view.json.data.process.status).toBe("DECLINED");
  });

  it("void ends the process VOIDED; voiding again answers INVALID_STATE", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const id = process.id;
    const voided = await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey: org.adminKey, params: { id }, body: { reason: "Wrong tenant" } });
    expect(voided.status).toBe(200);
    expect(voided.json.data).toMatchObject({ status: "VOIDED", voidReason: "Wrong tenant" });
    const again = await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey: org.adminKey, params: { id } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("INVALID_STATE");
    await runDueJobs(database.db);
    const token = await storedToken(database.db, process.signerSlots[0].id);
    expect((await signer.submit(token, { consent: true })).json.code).toBe("PROCESS_NOT_ACTIVE");
  });

  it("void while finalizing answers 409 PROCESS_FINALIZING", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId, { fields: [], signers: [twoSignerBody(assetId).signers[0]] }))).json.data;
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    expect((await signer.submit(token, { consent: true })).status).toBe(200);
    const id = process.id;
    const res = await call(voidRoute.POST, "POST", `/api/v1/signing-processes/${id}/void`, { apiKey: org.adminKey, params: { id } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("PROCESS_FINALIZING");
  });

  it("extend moves the expiry later; earlier or past values and expired processes are refused", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId, { expiresAt: inDays(2) }))).json.data;
    const id = process.id;
    const extend = (expiresAt: string) => call(extendRoute.POST, "POST", `/api/v1/signing-processes/${id}/extend`, { apiKey: org.adminKey, params: { id }, body: { expiresAt } });
    expect((await extend(inDays(1))).json.message).toEqual([`expiresAt must be later than the current expiry (${process.expiresAt})`]);
    expect((await extend("2001-01-01T00:00:00Z")).json.message).toEqual(["expiresAt must be in the future"]);
    const later = inDays(10);
    const ok = await extend(later);
    expect(ok.status).toBe(200);
    expect(ok.json.data.expiresAt).toBe(later);
    await database.db.execute(sql`update signing_processes set expires_at = now() - interval '1 second' where id = ${id}`);
    const expired = await extend(inDays(20));
    expect(expired.status).toBe(409);
    expect(expired.json.code).toBe("INVALID_STATE");
  });

  it("resend-invite rotates the active signer's link: the old one answers SIGNING_LINK_INVALID", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const id = process.id;
    const old = await invitedToken(database.db, id, "zoe@example.test");
    const resend = (signerId: string) =>
      call(resendRoute.POST, "POST", `/api/v1/signing-processes/${id}/signers/${signerId}/resend-invite`, { apiKey: org.adminKey, params: { id, signerId } });
    expect((await resend(process.signerSlots[1].id)).json.code).toBe("INVALID_STATE");
    expect((await resend(process.signerSlots[0].id)).status).toBe(200);
    const oldView = await signer.view(old);
    expect(oldView.status).toBe(404);
    expect(oldView.json.code).toBe("SIGNING_LINK_INVALID");
    await runDueJobs(database.db);
    const fresh = await storedToken(database.db, process.signerSlots[0].id);
    expect(fresh).not.toBe(old);
    expect((await signer.view(fresh)).status).toBe(200);
  });
});

describe("the audit chain", () => {
  it("recomputes on read, matches an independent computation, and detects a tampered row", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    await signer.view(token);
    const { items, chain } = (await auditOf(process.id)).json.data;
    expect(chain).toEqual({ valid: true, length: items.length, headHash: items.at(-1).hash, truncated: false, erasedBeforeCommitments: 0 });

    // The recipe of docs/api.md ("Erasure"), written out independently of the service: each
    // personal value enters the hash as sha256(salt + canonical JSON of the value).
    let prev = GENESIS_HASH;
    for (const event of items) {
      const { hash, id, salt, commitments, personalErased, ...rest } = event;
      expect(id).toBeTruthy();
      expect({ hashVersion: rest.hashVersion, personalErased }).toEqual({ hashVersion: 2, personalErased: false });
      const hashed = structuredClone({ ...rest, signingProcessId: process.id });
      for (const [pointer, commitment] of Object.entries(commitments as Record<string, string>)) {
        const path = pointer.split("/").slice(1);
        const parent = path.slice(0, -1).reduce((node, key) => node[key], hashed);
        expect(createHash("sha256").update(salt + canonicalJson(parent[path.at(-1)!])).digest("hex")).toBe(commitment);
        parent[path.at(-1)!] = commitment;
      }
      expect(createHash("sha256").update(canonicalJson(hashed)).digest("hex")).toBe(hash);
      expect(auditEventHash(process.id, { ...rest, commitments })).toBe(hash);
      expect(event.prevHash).toBe(prev);
      prev = hash;
    }
    // The signer's name and address were committed to, not hashed plainly.
    expect(Object.keys(items.at(-1).commitments)).toEqual(expect.arrayContaining(["/actor/name", "/ip"]));

    await expect(database.db.execute(sql`update audit_events set ip = '10.0.0.1' where signing_process_id = ${process.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_events where signing_process_id = ${process.id}`)).rejects.toThrow();

    // Someone with database superpowers bypasses the trigger: the chain says so.
    await database.db.execute(sql`alter table audit_events disable trigger user`);
    await database.db.execute(sql`update audit_events set details = '{"forged": true}'::jsonb where signing_process_id = ${process.id} and sequence = 2`);
    await database.db.execute(sql`alter table audit_events enable trigger user`);
    const tampered = (await auditOf(process.id)).json.data;
    expect(tampered.chain.valid).toBe(false);
  });

  it("detects a trail whose last events were deleted, which the hash links alone cannot", async () => {
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const token = await invitedToken(database.db, process.id, "zoe@example.test");
    await signer.view(token);
    const before = (await auditOf(process.id)).json.data;
    expect(before.chain).toMatchObject({ valid: true, truncated: false });
    const [recorded] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, process.id));
    expect({ length: recorded!.auditLength, headHash: recorded!.auditHeadHash }).toEqual({ length: before.items.length, headHash: before.chain.headHash });

    await database.db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await database.db.execute(sql`delete from audit_events where signing_process_id = ${process.id} and sequence = ${before.items.length}`);
    await database.db.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    const truncated = (await auditOf(process.id)).json.data;
    expect(truncated.items).toHaveLength(before.items.length - 1);
    expect(truncated.chain).toMatchObject({ valid: false, truncated: true, length: before.items.length - 1 });
  });
});

describe("the per-token throttle", () => {
  it("counts each signing link on its own, under a hash of the token, besides the per-IP one", async () => {
    const now = Date.now();
    const memory = new MemoryRateLimiter(() => now);
    const keys = new Set<string>();
    const recording: RateLimiter = { hit: (key, limit, windowMs) => (keys.add(key), memory.hit(key, limit, windowMs)) };
    resetRateLimiter(recording);
    const token = (await oneSignerProcess(database.db, org.adminKey, assetId)).token;

    // Every call comes from another IP, so only the token's own limit can refuse.
    for (let i = 0; i < 60; i++) expect((await signer.view(token)).status).toBe(200);
    const refused = await signer.view(token);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBeUndefined();
    expect(refused.headers.get("x-ratelimit-limit")).toBe("60");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await signer.sendOtp(token)).status).toBe(429); // the whole signer API shares it

    const other = (await oneSignerProcess(database.db, org.adminKey, assetId)).token;
    expect((await signer.view(other)).status).toBe(200);
    expect([...keys].some((key) => key.includes(token))).toBe(false);
    expect([...keys].filter((key) => key.startsWith("signer:"))).toHaveLength(2);
  });
});
