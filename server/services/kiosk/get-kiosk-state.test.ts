import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { getKioskState } from "./get-kiosk-state";
import { startKioskSession, unlockKiosk } from "./kiosk-session";

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

function kioskBody() {
  const { signers, fields } = twoSignerBody(assetId);
  return twoSignerBody(assetId, {
    dispatchMode: "KIOSK",
    // Kiosk signers sign in person; they need no email address.
    signers: signers.map((signer) => ({ ...signer, email: undefined })),
    fields,
  });
}

describe("the kiosk's view of a process", () => {
  it("hands out the token of whoever signs now, one signer after the other, and sends no email", async () => {
    const process = (await createProcess(org.adminKey, kioskBody())).json.data;
    // Before staff choose a PIN, nobody's token is handed out.
    expect(await getKioskState(owner, { processId: process.id })).toMatchObject({ lock: "START", next: { token: null } });
    await startKioskSession(owner, { processId: process.id, pin: "2468" });
    const first = await getKioskState(owner, { processId: process.id });
    expect(first).toMatchObject({ status: "SIGNING", signerCount: 2, signedCount: 0, staffName: owner.actor.name, language: "en", lock: "OPEN" });
    expect(first.next).toMatchObject({ name: "Zoë Łódź", signOrder: 1, locale: "de" });

    // The token opens that signer's page through the signer API, like a link would.
    const view = await signer.view(first.next!.token!);
    expect(view.json.data.signer).toMatchObject({ id: first.next!.signerId, status: "OPENED" });
    const fields = view.json.data.fields as Array<{ id: string; type: string }>;
    const values = Object.fromEntries(fields.filter((f) => f.type === "TEXT").map((f) => [f.id, "Zoë"]));
    const date = fields.find((f) => f.type === "DATE")!;
    const submitted = await signer.submit(first.next!.token!, {
      fields: { ...values, [date.id]: "2026-11-21" },
      signature: { type: "TYPED", text: "Zoë" },
      consent: true,
    });
    expect(submitted.status).toBe(200);

    // The first signer is done: locked until the PIN, which releases the device to the second.
    expect(await getKioskState(owner, { processId: process.id })).toMatchObject({ lock: "LOCKED", next: { signOrder: 2, token: null } });
    expect(await unlockKiosk(owner, { processId: process.id, pin: "2468" })).toMatchObject({ ok: true });
    const second = await getKioskState(owner, { processId: process.id });
    expect(second).toMatchObject({ status: "SIGNING", signedCount: 1 });
    expect(second.next).toMatchObject({ name: "Tōkyō Landlord", signOrder: 2, locale: "en" });
    expect(second.next!.token).not.toBe(first.next!.token);

    await signer.submit(second.next!.token!, { signature: { type: "TYPED", text: "Landlord" }, consent: true });
    expect(await getKioskState(owner, { processId: process.id })).toMatchObject({ status: "FINALIZING", signedCount: 2, next: null });

    await runDueJobs(database.db);
    const { items } = await listOutboxMessages({ signingProcessId: process.id, channel: "email" });
    expect(items).toEqual([]);
  });

  it("reports a process that ended without a next signer", async () => {
    const process = (await createProcess(org.adminKey, kioskBody())).json.data;
    await startKioskSession(owner, { processId: process.id, pin: "2468" });
    const { next } = await getKioskState(owner, { processId: process.id });
    await signer.decline(next!.token!, "Wrong rent");
    expect(await getKioskState(owner, { processId: process.id })).toMatchObject({ status: "DECLINED", next: null });
  });

  it("refuses processes that are not signed at a kiosk, other people's, and API keys", async () => {
    const emailed = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    await expect(getKioskState(owner, { processId: emailed.id })).rejects.toMatchObject({ code: "INVALID_STATE" });

    const kiosk = (await createProcess(org.adminKey, kioskBody())).json.data;
    const member = await createMember(database.db, org);
    const memberSession = (await userContext(database.db, member.userId))!;
    await expect(getKioskState(memberSession, { processId: kiosk.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const other = await seedOrganization(database.db, { plan: "PRO" });
    const stranger = (await userContext(database.db, other.userId))!;
    await expect(getKioskState(stranger, { processId: kiosk.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const apiKeyCtx: ServiceContext = { ...owner, actor: { kind: "API_KEY", id: "k", name: "key", userId: org.userId, role: "ADMIN" } };
    await expect(getKioskState(apiKeyCtx, { processId: kiosk.id })).rejects.toMatchObject({ code: "SESSION_REQUIRED" });
  });
});
