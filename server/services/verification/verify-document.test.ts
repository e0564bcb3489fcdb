/**
 * POST /api/v1/verify (API.md, "Verification") on real files: the signed document and the
 * completion certificate our own finalization makes, the same files changed, a PDF signed by
 * another tool (openssl) with a certificate this installation does not know, corpus files, and
 * what is not a PDF at all. No API key anywhere.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VERIFY_MAX_BYTES, VERIFY_RATE_LIMIT_PER_MINUTE } from "@/lib/schemas/verification";
import { pdfAssets, signingProcesses } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { sealPdf } from "@/server/pdf/seal/seal-pdf";
import { startTestPki } from "@/server/pdf/seal/testing/openssl-pki";
import { getStorage } from "@/server/storage/storage";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { corpusFile } from "@/tests/fixtures/corpus";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { makePdf } from "@/tests/support/pdfs";
import { inDays, oneSignerProcess, readyAsset, signer } from "@/tests/support/signing";

const verifyRoute = routeAt("/verify");
const verify = (bytes: Uint8Array, ip?: string) =>
  call(verifyRoute.POST, "POST", "/api/v1/verify", { rawBody: bytes, headers: { "content-type": "application/pdf" }, ip });

let database: TestDatabase;
let signed: Uint8Array;
let certificate: Uint8Array;
let processId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const org = await seedOrganization(database.db, { plan: "PRO", name: "Verifier Test GmbH" });
  const assetId = await readyAsset(database.db, org.adminKey, 1);
  const created = await oneSignerProcess(database.db, org.adminKey, assetId, { subject: "Lease Köln", signerName: "Ada Verified", expiresAt: inDays(1) });
  processId = created.id;
  expect((await signer.submit(created.token, { signature: { type: "TYPED", text: "Ada Verified" }, consent: true })).status).toBe(200);
  await runDueJobs(database.db);
  const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
  expect(process!.status).toBe("COMPLETED");
  const read = async (id: string) => {
    const [asset] = await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id));
    return new Uint8Array(await getStorage().readBytes(asset!.storageKey));
  };
  signed = await read(process!.signedPdfAssetId!);
  certificate = await read(process!.certificatePdfAssetId!);
}, 120_000);
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const byteRangeOf = (bytes: Uint8Array) => {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(Buffer.from(bytes).toString("latin1"));
  return match!.slice(1).map(Number) as [number, number, number, number];
};
/** Where the CMS's hex digits end inside /Contents: the zero padding follows. */
const endOfCms = (bytes: Uint8Array) => {
  const [, a, b] = byteRangeOf(bytes);
  return a + 1 + Buffer.from(bytes.subarray(a + 1, b - 1)).toString("latin1").replace(/(00)+$/, "").length;
};
const flipped = (bytes: Uint8Array, at: number, to?: number) => {
  const copy = new Uint8Array(bytes);
  copy[at] = to !== undefined && copy[at] !== to ? to : copy[at]! ^ 0x01;
  return copy;
};
/**
 * One hex digit of /Contents given another value. Our hex is upper case and reads the same in
 * lower case, so the new digit is chosen by value: writing "a" over an "A" would change nothing.
 */
const otherHexDigit = (bytes: Uint8Array, at: number) => {
  const copy = new Uint8Array(bytes);
  copy[at] = (Number.parseInt(String.fromCharCode(copy[at]!), 16) === 0 ? "1" : "0").charCodeAt(0);
  return copy;
};

describe("files this installation issued", () => {
  it("calls the signed document VALID, with its seal and the process's facts", async () => {
    const { status, json, headers } = await verify(signed);
    expect(status).toBe(200);
    const [process] = await database.db.select().from(signingProcesses).where(eq(signingProcesses.id, processId));
    expect(json.data).toEqual({
      verdict: "VALID",
      documentSha256: sha256(signed),
      seals: [
        {
          valid: true,
          coversWholeFile: true,
          signer: "Verifier Test GmbH",
          signedAt: expect.any(String),
          timestamp: null,
          longTermValidation: false,
        },
      ],
      issuedHere: {
        kind: "SIGNED_DOCUMENT",
        subject: "Lease Köln",
        completedAt: process!.completedAt!.toISOString(),
        signers: [{ name: "Ada Verified", signedAt: expect.any(String) }],
        auditLength: process!.auditLength,
        auditHeadHash: process!.auditHeadHash,
      },
    });
    expect(process!.auditLength).toBeGreaterThan(3);
    expect(headers.get("x-ratelimit-limit")).toBe(String(VERIFY_RATE_LIMIT_PER_MINUTE));
    expect(headers.get("x-ratelimit-remaining")).toBe(String(VERIFY_RATE_LIMIT_PER_MINUTE - 1));
  });

  it("calls the completion certificate VALID, as the certificate of the same process", async () => {
    const { status, json } = await verify(certificate);
    expect(status).toBe(200);
    expect(json.data.verdict).toBe("VALID");
    expect(json.data.seals).toEqual([expect.objectContaining({ valid: true, coversWholeFile: true })]);
    expect(json.data.issuedHere).toEqual(expect.objectContaining({ kind: "COMPLETION_CERTIFICATE", subject: "Lease Köln" }));
  });
});

describe("changed files are TAMPERED", () => {
  it.each([
    ["one byte changed inside the first signed range", () => flipped(signed, Math.floor(byteRangeOf(signed)[1] / 2))],
    ["one byte changed inside the second signed range", () => flipped(signed, byteRangeOf(signed)[2] + 5)],
    // Outside the signed ranges is only the signature itself: a hex digit of the CMS, or of its padding.
    ["one hex digit of the CMS's declared content type changed", () => otherHexDigit(signed, byteRangeOf(signed)[1] + 100)],
    ["one hex digit of the signature value changed", () => otherHexDigit(signed, endOfCms(signed) - 20)],
    ["one hex digit of the certificate inside the signature changed", () => otherHexDigit(signed, byteRangeOf(signed)[1] + 400)],
    ["one byte of the signature's padding changed", () => flipped(signed, byteRangeOf(signed)[2] - 3, 0x31)],
    ["bytes appended", () => new Uint8Array([...signed, ...Buffer.from("\n% appended\n")])],
  ])("the signed document with %s", async (_name, change) => {
    const { status, json } = await verify(change());
    expect(status).toBe(200);
    expect(json.data.verdict).toBe("TAMPERED");
    expect(json.data.issuedHere).toBeNull();
  });

  it("the certificate with one byte changed", async () => {
    const { json } = await verify(flipped(certificate, 400));
    expect(json.data.verdict).toBe("TAMPERED");
    expect(json.data.seals[0].valid).toBe(false);
  });

  it("the signed document with a second revision added: the seal still verifies but no longer covers the file", async () => {
    const { json } = await verify(secondRevision(signed));
    expect(json.data.verdict).toBe("TAMPERED");
    expect(json.data.seals).toEqual([expect.objectContaining({ valid: true, coversWholeFile: false })]);
  });

  it("a corpus file signed by another tool whose digest does not match what it covers", async () => {
    const { json } = await verify(corpusFile("signed_verified.pdf"));
    expect(json.data.verdict).toBe("TAMPERED");
    expect(json.data.seals).toEqual([expect.objectContaining({ valid: false })]);
  });
});

describe("other files", () => {
  it("calls a PDF sealed by another tool with a certificate we do not know VALID_ELSEWHERE", async () => {
    const pdf = await signedWithOpenssl();
    const { status, json } = await verify(pdf);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      verdict: "VALID_ELSEWHERE",
      documentSha256: sha256(pdf),
      seals: [
        {
          valid: true,
          coversWholeFile: true,
          signer: "Elsewhere Test Signer",
          signedAt: expect.any(String),
          timestamp: null,
          longTermValidation: false,
        },
      ],
      issuedHere: null,
    });
    // The same file with one covered byte changed no longer verifies.
    expect((await verify(flipped(pdf, 20))).json.data.verdict).toBe("TAMPERED");
  });

  it("calls a long-term (B-LTA) file sealed elsewhere VALID_ELSEWHERE with long-term validation, and TAMPERED once changed", async () => {
    const pki = await startTestPki();
    try {
      const pdf = await sealPdf(await makePdf(1), { certificate: pki.seal, reason: "Elsewhere", signerName: "Elsewhere LTA GmbH", tsaUrl: pki.tsaUrl });
      const { status, json } = await verify(pdf);
      expect(status).toBe(200);
      expect(json.data).toEqual({
        verdict: "VALID_ELSEWHERE",
        documentSha256: sha256(pdf),
        // The document time-stamp is no seal: it is checked, not listed.
        seals: [
          {
            valid: true,
            coversWholeFile: false,
            signer: "Elsewhere LTA GmbH",
            signedAt: expect.any(String),
            timestamp: { time: expect.any(String), authority: "Signet Test TSA" },
            longTermValidation: true,
          },
        ],
        issuedHere: null,
      });
      // A byte after the seal changed (a /DSS key): the document time-stamp no longer verifies.
      const dssAt = Buffer.from(pdf).lastIndexOf("/DSS");
      expect((await verify(flipped(pdf, dssAt + 2))).json.data.verdict).toBe("TAMPERED");
      // Bytes appended after the document time-stamp.
      const appended = new Uint8Array([...pdf, ...Buffer.from("\n% appended\n")]);
      expect((await verify(appended)).json.data.verdict).toBe("TAMPERED");
      // The seal alone, as it was before the validation data, is still a whole sealed file.
      const [sealEnd] = [...Buffer.from(pdf).toString("latin1").matchAll(/\/ByteRange \[0 \d+ (\d+) (\d+)\]/g)].map((match) => Number(match[1]) + Number(match[2]));
      const sealOnly = await verify(pdf.subarray(0, sealEnd));
      expect(sealOnly.json.data.verdict).toBe("VALID_ELSEWHERE");
      expect(sealOnly.json.data.seals).toEqual([expect.objectContaining({ coversWholeFile: true, longTermValidation: false })]);
    } finally {
      await pki.close();
    }
  }, 60_000);

  it("calls an unsigned PDF NOT_SIGNED, a corpus file and one of ours", async () => {
    for (const pdf of [corpusFile("rotated.pdf"), await makePdf(2)]) {
      const { status, json } = await verify(pdf);
      expect(status).toBe(200);
      expect(json.data).toEqual({ verdict: "NOT_SIGNED", documentSha256: sha256(pdf), seals: [], issuedHere: null });
    }
  });

  it("reads a bounded number of signature dictionaries from a file made of thousands", async () => {
    const fake = "1 0 obj\n<< /Type /Sig /ByteRange [0 10 20 30] /Contents <3000> >>\nendobj\n".repeat(20_000);
    const pdf = Buffer.from(`%PDF-1.7\n${fake}%%EOF\n`, "latin1");
    const { status, json } = await verify(new Uint8Array(pdf));
    expect(status).toBe(200);
    expect(json.data.verdict).toBe("TAMPERED");
    // The same dictionary repeated is one seal; the rest are never read.
    expect(json.data.seals).toHaveLength(1);
  });

  it("answers 400 INVALID_PDF for random bytes and for no body", async () => {
    for (const body of [new Uint8Array(randomBytes(4096)), new Uint8Array()]) {
      const { status, json } = await verify(body);
      expect(status).toBe(400);
      expect(json).toEqual(expect.objectContaining({ statusCode: 400, code: "INVALID_PDF", message: "The file is not a PDF" }));
    }
  });

  it("answers 413 with the error body for a file over 25 MiB, without reading it all", async () => {
    const tooLarge = new Uint8Array(VERIFY_MAX_BYTES + 1);
    tooLarge.set(Buffer.from("%PDF-1.7\n"));
    const { status, json } = await verify(tooLarge);
    expect(status).toBe(413);
    expect(json).toEqual(expect.objectContaining({ statusCode: 413, message: expect.any(String) }));
  });
});

describe("throttle", () => {
  it(`answers ${VERIFY_RATE_LIMIT_PER_MINUTE} verifications a minute per client IP, then 429 with Retry-After; another address goes on`, async () => {
    const pdf = await makePdf(1);
    for (let index = 1; index <= VERIFY_RATE_LIMIT_PER_MINUTE; index++) {
      const { status, headers } = await verify(pdf, "203.0.113.7");
      expect(status).toBe(200);
      expect(headers.get("x-ratelimit-remaining")).toBe(String(VERIFY_RATE_LIMIT_PER_MINUTE - index));
    }
    const refused = await verify(pdf, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(expect.objectContaining({ statusCode: 429, message: expect.any(String) }));
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(VERIFY_RATE_LIMIT_PER_MINUTE));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await verify(pdf, "203.0.113.8")).status).toBe(200);
  });
});

/** A second revision after `original` (ISO 32000-1, 7.5.6): a new Info dictionary, its xref, a trailer with /Prev. */
function secondRevision(original: Uint8Array): Uint8Array {
  const text = Buffer.from(original).toString("latin1");
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const trailer = text.slice(text.lastIndexOf("trailer"));
  const size = Number(/\/Size (\d+)/.exec(trailer)![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(trailer)![1];
  const object = `\n${size} 0 obj\n<< /Producer (changed after sealing) >>\nendobj\n`;
  const xrefAt = original.length + object.length;
  const tail =
    `${object}xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(original.length + 1).padStart(10, "0")} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array([...original, ...Buffer.from(tail, "latin1")]);
}

/**
 * A PDF signed the way another tool would: pdf-lib writes a signature field with a zero-filled
 * /Contents hole, and `openssl cms -sign` (not our CMS code) signs the bytes around it with an
 * ECDSA P-256 key whose self-signed certificate `openssl req` made in this test.
 */
async function signedWithOpenssl(): Promise<Uint8Array> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-elsewhere-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync("openssl", ["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", key]);
    execFileSync("openssl", ["req", "-new", "-x509", "-key", key, "-out", cert, "-days", "30", "-subj", "/CN=Elsewhere Test Signer/O=Elsewhere Ltd"]);

    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    page.drawText("Signed elsewhere", { x: 40, y: 100 });
    const HOLE = 8192;
    const signature = doc.context.register(
      doc.context.obj({
        Type: "Sig",
        Filter: "Adobe.PPKLite",
        SubFilter: "adbe.pkcs7.detached",
        // Four numbers of ten digits: the real ones are written over them at the same width.
        ByteRange: [9999999999, 9999999999, 9999999999, 9999999999],
        Contents: PDFHexString.of("0".repeat(HOLE * 2)),
        M: PDFString.fromDate(new Date("2026-01-02T03:04:05Z")),
      }),
    );
    const widget = doc.context.register(
      doc.context.obj({ Type: "Annot", Subtype: "Widget", FT: "Sig", T: PDFString.of("Signature1"), V: signature, Rect: [0, 0, 0, 0], F: 132, P: page.ref }),
    );
    page.node.set(PDFName.of("Annots"), doc.context.obj([widget]));
    doc.catalog.set(PDFName.of("AcroForm"), doc.context.obj({ Fields: [widget], SigFlags: 3 }));
    const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));

    const text = prepared.toString("latin1");
    const a = text.indexOf("/Contents <") + "/Contents ".length;
    const b = text.indexOf(">", a) + 1;
    const range = [0, a, b, prepared.length - b].map((value) => String(value).padStart(10, "0"));
    const placeholder = "9999999999 9999999999 9999999999 9999999999";
    const at = text.indexOf(placeholder);
    const filled = Buffer.from(`${text.slice(0, at)}${range.join(" ")}${text.slice(at + placeholder.length)}`, "latin1");
    expect(filled.length).toBe(prepared.length);

    const covered = path.join(dir, "covered.bin");
    fs.writeFileSync(covered, Buffer.concat([filled.subarray(0, a), filled.subarray(b)]));
    const cms = path.join(dir, "signature.der");
    execFileSync("openssl", ["cms", "-sign", "-binary", "-md", "sha256", "-in", covered, "-signer", cert, "-inkey", key, "-outform", "DER", "-out", cms]);
    const hex = fs.readFileSync(cms).toString("hex");
    expect(hex.length).toBeLessThan(HOLE * 2);
    filled.write(hex.padEnd(HOLE * 2, "0"), a + 1, "latin1");
    return new Uint8Array(filled);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
