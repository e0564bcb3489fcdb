import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { auditEvents, kioskSessions } from "@/server/db/schema";
import { verifyChain } from "@/server/services/audit/audit-chain";
import { listAuditEvents } from "@/server/services/audit/list-audit-events";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { invokeOperation } from "../invoke-operation";
import { getKioskState } from "./get-kiosk-state";
import { finishKiosk, lockKiosk, PIN_ATTEMPTS_BEFORE_WAIT, startKioskSession, unlockKiosk } from "./kiosk-session";
import { kioskStart } from "./operations";

let database: TestDatabase;
let org: SeededOrganization;
let owner: ServiceContext;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  owner = (await userContext(database.db, org.userId))!;
  assetId = await readyAsset(database.db, org.adminKey);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

async function kioskProcess(): Promise<string> {
  const { signers, fields } = twoSignerBody(assetId);
  const created = await createProcess(
    org.adminKey,
    twoSignerBody(assetId, { dispatchMode: "KIOSK", signers: signers.map((slot) => ({ ...slot, email: undefined })), fields: fields.filter((field) => field.type === "SIGNATURE") }),
  );
  return created.json.data.id as string;
}

async function storedSession(processId: string) {
  const [row] = await database.db.select().from(kioskSessions).where(eq(kioskSessions.signingProcessId, processId));
  return row!;
}

/** The wait ends now, as if its time had passed. */
async function endWait(processId: string) {
  await database.db.update(kioskSessions).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(kioskSessions.signingProcessId, processId));
}

describe("the kiosk's staff PIN", () => {
  it("is chosen when the kiosk starts, kept only as an Argon2id hash, and 4 to 8 digits", async () => {
    const processId = await kioskProcess();
    await expect(invokeOperation(kioskStart, owner, { processId, pin: "123" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(invokeOperation(kioskStart, owner, { processId, pin: "12a45" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(invokeOperation(kioskStart, owner, { processId, pin: "123456789" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });

    const started = await startKioskSession(owner, { processId, pin: "482916" });
    expect(started).toMatchObject({ ok: true, state: { lock: "OPEN", next: { signOrder: 1 } } });
    const row = await storedSession(processId);
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(row.pinHash).not.toContain("482916");
    expect(row.startedByUserId).toBe(org.userId);
  });

  it("cannot be replaced by starting again (a new tab), only with the user's password", async () => {
    const processId = await kioskProcess();
    await startKioskSession(owner, { processId, pin: "1111" });
    await lockKiosk(owner, { processId });
    await expect(startKioskSession(owner, { processId, pin: "2222" })).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect(await startKioskSession(owner, { processId, pin: "2222", password: "not the password" })).toEqual({ ok: false, reason: "WRONG_PIN", attemptsLeft: 4 });
    expect(await getKioskState(owner, { processId })).toMatchObject({ lock: "LOCKED", next: { token: null } });

    expect(await startKioskSession(owner, { processId, pin: "2222", password: org.password })).toMatchObject({ ok: true, state: { lock: "OPEN" } });
    await lockKiosk(owner, { processId });
    expect(await unlockKiosk(owner, { processId, pin: "1111" })).toMatchObject({ ok: false, reason: "WRONG_PIN" });
    expect(await unlockKiosk(owner, { processId, pin: "2222" })).toMatchObject({ ok: true, state: { lock: "OPEN" } });
  });

  it("keeps the kiosk locked on the server: a reload finds no token until the right PIN", async () => {
    const processId = await kioskProcess();
    const started = await startKioskSession(owner, { processId, pin: "7391" });
    const first = started.ok ? started.state.next! : null;
    expect(first?.token).toEqual(expect.any(String));

    // The first signer signs; the kiosk's page never told the server to lock, and yet it is.
    expect((await signer.submit(first!.token!, { signature: { type: "TYPED", text: "Zoë" }, consent: true })).status).toBe(200);
    const reloaded = await getKioskState(owner, { processId });
    expect(reloaded).toMatchObject({ lock: "LOCKED", status: "SIGNING", next: { signOrder: 2, token: null } });
    // The first signer's token is no key to the second's page either.
    expect((await signer.view(first!.token!)).json.data.signer.id).toBe(first!.signerId);

    expect(await unlockKiosk(owner, { processId, pin: "0000" })).toMatchObject({ ok: false, reason: "WRONG_PIN" });
    expect(await getKioskState(owner, { processId })).toMatchObject({ lock: "LOCKED", next: { token: null } });
    const opened = await unlockKiosk(owner, { processId, pin: "7391" });
    expect(opened).toMatchObject({ ok: true, state: { lock: "OPEN", next: { signOrder: 2, token: expect.any(String) } } });

    // Handing back without signing locks again: the same signer's page needs the PIN too.
    await lockKiosk(owner, { processId });
    expect(await getKioskState(owner, { processId })).toMatchObject({ lock: "LOCKED", next: { signOrder: 2, token: null } });
  });

  it("makes staff wait after five wrong PINs, longer each time, and says so", async () => {
    const processId = await kioskProcess();
    await startKioskSession(owner, { processId, pin: "5555" });
    await lockKiosk(owner, { processId });
    for (let left = PIN_ATTEMPTS_BEFORE_WAIT - 1; left > 0; left--) {
      expect(await unlockKiosk(owner, { processId, pin: "1234" })).toEqual({ ok: false, reason: "WRONG_PIN", attemptsLeft: left });
    }
    const fifth = await unlockKiosk(owner, { processId, pin: "1234" });
    expect(fifth).toMatchObject({ ok: false, reason: "WAIT" });
    expect(fifth.ok === false && fifth.reason === "WAIT" && fifth.retryAfterSeconds).toBeGreaterThan(25);
    // While waiting even the right PIN is refused, and a reload shows the wait.
    expect(await unlockKiosk(owner, { processId, pin: "5555" })).toMatchObject({ ok: false, reason: "WAIT" });
    expect((await getKioskState(owner, { processId })).pinWaitSeconds).toBeGreaterThan(25);

    await endWait(processId);
    const sixth = await unlockKiosk(owner, { processId, pin: "1234" });
    expect(sixth.ok === false && sixth.reason === "WAIT" && sixth.retryAfterSeconds).toBeGreaterThan(55);

    await endWait(processId);
    expect(await unlockKiosk(owner, { processId, pin: "5555" })).toMatchObject({ ok: true });
    expect(await storedSession(processId)).toMatchObject({ failedAttempts: 0, blockedUntil: null });
  });

  it("counts guesses sent at once, each of them", async () => {
    const processId = await kioskProcess();
    await startKioskSession(owner, { processId, pin: "8642" });
    await lockKiosk(owner, { processId });
    const guesses = await Promise.all(["1000", "1001", "1002", "1003", "1004", "1005", "1006"].map((pin) => unlockKiosk(owner, { processId, pin })));
    expect(guesses.every((guess) => !guess.ok)).toBe(true);
    expect((await storedSession(processId)).failedAttempts).toBeGreaterThanOrEqual(PIN_ATTEMPTS_BEFORE_WAIT);
    expect(await unlockKiosk(owner, { processId, pin: "8642" })).toMatchObject({ ok: false, reason: "WAIT" });
  });

  it("finishes with the PIN; afterwards the kiosk asks for a new one", async () => {
    const processId = await kioskProcess();
    await startKioskSession(owner, { processId, pin: "3141" });
    await lockKiosk(owner, { processId });
    expect(await finishKiosk(owner, { processId, pin: "2718" })).toMatchObject({ ok: false, reason: "WRONG_PIN" });
    expect(await finishKiosk(owner, { processId, pin: "3141" })).toEqual({ ok: true });
    expect(await getKioskState(owner, { processId })).toMatchObject({ lock: "START", next: { token: null } });
    await expect(unlockKiosk(owner, { processId, pin: "3141" })).rejects.toMatchObject({ code: "INVALID_STATE" });
  });

  it("answers 404 for another organization's process and for an id that is not one, and starts nothing", async () => {
    const processId = await kioskProcess();
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const stranger = (await userContext(database.db, other.userId))!;
    await expect(startKioskSession(stranger, { processId, pin: "482916" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(unlockKiosk(stranger, { processId, pin: "482916" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(startKioskSession(owner, { processId: "not-a-process", pin: "482916" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await database.db.select().from(kioskSessions).where(eq(kioskSessions.signingProcessId, processId))).toEqual([]);
  });
});

describe("custody of the kiosk in the audit trail", () => {
  it("records who started it, each hand-over with the PIN, each lock that took the device from a signer, and the end", async () => {
    const processId = await kioskProcess();
    const started = await startKioskSession(owner, { processId, pin: "5812" });
    const first = started.ok ? started.state.next! : null;
    expect((await signer.submit(first!.token!, { signature: { type: "TYPED", text: "Zoë" }, consent: true })).status).toBe(200);
    const opened = await unlockKiosk(owner, { processId, pin: "5812" });
    const second = opened.ok ? opened.state.next! : null;
    await lockKiosk(owner, { processId });
    await lockKiosk(owner, { processId }); // nobody held it: nothing to record
    expect(await unlockKiosk(owner, { processId, pin: "0000" })).toMatchObject({ ok: false }); // a wrong PIN hands nothing over
    expect(await finishKiosk(owner, { processId, pin: "5812" })).toEqual({ ok: true });

    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.signingProcessId, processId)).orderBy(asc(auditEvents.sequence));
    const custody = rows.filter((row) => row.type.startsWith("kiosk."));
    expect(custody.map((row) => [row.type, row.details])).toEqual([
      ["kiosk.started", { signerId: first!.signerId, signOrder: 1 }],
      ["kiosk.unlocked", { signerId: second!.signerId, signOrder: 2 }],
      ["kiosk.locked", { signerId: second!.signerId, signOrder: 2 }],
      ["kiosk.finished", {}],
    ]);
    for (const row of custody) expect(row).toMatchObject({ actorKind: "USER", actorId: org.userId });
    // Custody sits in the one chain with the signatures, and the chain holds.
    const trail = await listAuditEvents(owner, { id: processId });
    expect(trail.chain.valid).toBe(true);
    expect(verifyChain(processId, trail.items).valid).toBe(true);
  });
});
