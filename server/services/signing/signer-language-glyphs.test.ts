/**
 * A signer's values are stamped in the glyph forms of their language: a Japanese signer's kanji
 * in Noto Sans JP, a Chinese signer's in Noto Sans SC (issue #35). The language is the one chosen
 * for the signer, else the organization's, as their signing page speaks it without a browser.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfAssets, signers, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { pdfFonts, pdfText } from "@/server/pdf/stamp/testing/poppler";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, inDays, readyAsset, signer, storedToken } from "@/tests/support/signing";

// Kanji whose Japanese and Chinese glyphs differ.
const KANJI = "直骨角誤";

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

/** One signer in `locale` fills a text field with KANJI and types their name; the process is then finalized. */
async function signedDocumentOf(locale: string): Promise<Uint8Array> {
  const created = await createProcess(org.adminKey, {
    dispatchMode: "KIOSK",
    sourcePdfAssetId: assetId,
    subject: `Kanji ${locale}`,
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: "角田 直子", locale }],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Words", required: true, page: 0, x: 72, y: 60, w: 200, h: 24 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 },
    ],
  });
  expect(created.status).toBe(201);
  const processId = created.json.data.id as string;
  const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, processId));
  const token = await storedToken(database.db, slot!.id);
  const fields = (await signer.view(token)).json.data.fields as Array<{ id: string; type: string }>;
  const words = fields.find((field) => field.type === "TEXT")!.id;
  const submitted = await signer.submit(token, { fields: { [words]: KANJI }, signature: { type: "TYPED", text: "角田 直子" }, consent: true });
  expect(submitted.status).toBe(200);
  for (let round = 0; round < 3; round++) await runDueJobs(database.db);

  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  expect(process!.status).toBe("COMPLETED");
  const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, process!.signedPdfAssetId!));
  return new Uint8Array(await getStorage().readBytes(asset!.storageKey));
}

describe("a signer's stamped values", () => {
  it("print a Japanese signer's kanji with Noto Sans JP, and a Chinese signer's with Noto Sans SC", async () => {
    const japanese = await signedDocumentOf("ja-JP");
    expect(pdfFonts(japanese)).toMatch(/\+NotoSansJP-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdfFonts(japanese)).not.toContain("NotoSansSC");
    expect(pdfText(japanese)).toContain(KANJI);
    expect(pdfText(japanese)).toContain("角田 直子");

    const chinese = await signedDocumentOf("zh-CN");
    expect(pdfFonts(chinese)).toMatch(/\+NotoSansSC-Regular/);
    expect(pdfFonts(chinese)).not.toContain("NotoSansJP");
    expect(pdfText(chinese)).toContain(KANJI);
  }, 120_000);
});
