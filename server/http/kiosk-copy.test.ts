import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/copy/[processId]/[token]/route";
import { userContext } from "@/server/auth/session";
import { runDueJobs } from "@/server/jobs/local-runner";
import type { ServiceContext } from "@/server/services/context";
import { checkCopyToken, COPY_LINK_TTL_SECONDS, issueCopyToken } from "@/server/services/kiosk/copy-link";
import { getKioskState } from "@/server/services/kiosk/get-kiosk-state";
import { startKioskSession } from "@/server/services/kiosk/kiosk-session";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";

let database: TestDatabase;
let org: SeededOrganization;
let owner: ServiceContext;
let assetId: string;
let completed: { id: string; signerId: string };

function download(processId: string, token: string, acceptLanguage = "en") {
  const request = new Request(`http://localhost/copy/${processId}/${token}`, { headers: { "accept-language": acceptLanguage } });
  return GET(request, { params: Promise.resolve({ processId, token }) });
}

/** A kiosk process whose one signer signed at the kiosk, finalized. */
async function signedAtKiosk(name: string): Promise<{ id: string; signerId: string }> {
  const process = await oneSignerProcess(database.db, org.adminKey, assetId, { signerName: name, subject: `Membership ${name}` });
  const started = await startKioskSession(owner, { processId: process.id, pin: "1357" });
  const signerId = started.ok ? started.state.next!.signerId : "";
  expect((await signer.submit(process.token, { signature: { type: "TYPED", text: name }, consent: true })).status).toBe(200);
  await runDueJobs(database.db);
  return { id: process.id, signerId };
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  owner = (await userContext(database.db, org.userId))!;
  assetId = await readyAsset(database.db, org.adminKey, 1);
  completed = await signedAtKiosk("Ada Kiosk");
});
afterAll(() => database.close());

describe("a kiosk signer's copy link", () => {
  it("comes with the completed kiosk state, one per signer, as a QR code, and downloads the sealed PDF", async () => {
    const state = await getKioskState(owner, { processId: completed.id });
    expect(state).toMatchObject({ status: "COMPLETED", lock: "LOCKED", next: null });
    expect(state.copies).toHaveLength(1);
    const [copy] = state.copies;
    expect(copy).toMatchObject({ signerId: completed.signerId, name: "Ada Kiosk", language: "en" });
    expect(copy!.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(new Date(copy!.expiresAt).getTime() - Date.now()).toBeGreaterThan((COPY_LINK_TTL_SECONDS - 5) * 1000);
    const url = new URL(copy!.url);
    expect(url.pathname.startsWith(`/copy/${completed.id}/${completed.signerId}.`)).toBe(true);

    const response = await download(completed.id, url.pathname.split("/").pop()!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toContain("Membership Ada Kiosk - signed.pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("works within its 15 minutes and is refused after, in plain words", async () => {
    const almost = issueCopyToken({ processId: completed.id, signerId: completed.signerId }, Date.now() - (COPY_LINK_TTL_SECONDS - 60) * 1000);
    expect((await download(completed.id, almost.token)).status).toBe(200);

    const stale = issueCopyToken({ processId: completed.id, signerId: completed.signerId }, Date.now() - (COPY_LINK_TTL_SECONDS + 1) * 1000);
    const refused = await download(completed.id, stale.token);
    expect(refused.status).toBe(410);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain("This link has expired");
    const german = await download(completed.id, stale.token, "de-DE,de;q=0.9");
    expect(await german.text()).toContain("Dieser Link ist abgelaufen");
  });

  it("is refused for another process, for another signer and when altered", async () => {
    const other = await signedAtKiosk("Bo Kiosk");
    const { token } = issueCopyToken({ processId: completed.id, signerId: completed.signerId });
    // The same token under another process's address.
    expect((await download(other.id, token)).status).toBe(404);
    // Another signer's id with this signer's seal.
    expect((await download(completed.id, token.replace(completed.signerId, other.signerId))).status).toBe(404);
    // Any changed character of the seal or the time.
    const mac = token.split(".")[2]!;
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await download(completed.id, flipped)).status).toBe(404);
    const [signerId, expires] = token.split(".");
    expect((await download(completed.id, `${signerId}.${Number(expires) + 3600}.${mac}`)).status).toBe(404);
    expect((await download(completed.id, "not-a-token")).status).toBe(404);
    expect((await download("not-a-uuid", token)).status).toBe(404);
    expect(checkCopyToken(completed.id, token)).toEqual({ valid: true, signerId: completed.signerId });
  });

  it("opens nothing before the process is completed", async () => {
    const open = await oneSignerProcess(database.db, org.adminKey, assetId, { signerName: "Cy Waiting" });
    const state = await startKioskSession(owner, { processId: open.id, pin: "2468" });
    const signerId = state.ok ? state.state.next!.signerId : "";
    const { token } = issueCopyToken({ processId: open.id, signerId });
    expect((await download(open.id, token)).status).toBe(404);
    expect((await getKioskState(owner, { processId: open.id })).copies).toEqual([]);
  });
});
