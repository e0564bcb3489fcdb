/**
 * The pieces of B4's finalization (20 pages, 5 signers, 40 fields: stamp, seal, certificate,
 * seal) in one process, as finalization runs them, timed step by step, for a profiler:
 * `node --cpu-prof --import tsx bench/profile-finalization.ts [rounds]`. The first round pays
 * the process's one-time costs (fonts, the seal key); later rounds show a warm worker. Each
 * round also prints its CPU time (process.cpuUsage), which other work on a shared machine
 * disturbs far less than the wall time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { completionCertificateDocument } from "../server/pdf/certificate/render-certificate";
import { loadSealCertificate } from "../server/pdf/seal/seal-certificate";
import { sealPdf } from "../server/pdf/seal/seal-pdf";
import { stampIntoDocument, type StampField } from "../server/pdf/stamp/stamp-document";
import { signaturePng } from "../tests/support/signature-png";
import { composedPdf } from "./report/composed-pdf";

const SIGNERS = 5;
const PAGES = 20;
const TYPES = ["SIGNATURE", "TEXT", "DATE", "CHECKBOX"] as const;

async function main(rounds: number): Promise<void> {
  const source = await composedPdf(PAGES);
  const pngs = Array.from({ length: SIGNERS }, () => new Uint8Array(Buffer.from(signaturePng().split(",")[1]!, "base64")));
  const fields: StampField[] = Array.from({ length: 40 }, (_, n) => {
    const type = TYPES[n % TYPES.length]!;
    const box = { page: n % PAGES, x: 60, y: 80 + Math.floor(n / PAGES) * 90, w: type === "CHECKBOX" ? 18 : 180, h: 24 };
    if (type === "SIGNATURE") return { ...box, type, signature: { type: "DRAWN", imagePng: pngs[n % SIGNERS]! } };
    if (type === "CHECKBOX") return { ...box, type, value: true };
    return { ...box, type, value: type === "DATE" ? "2026-11-26" : "Signed for the benchmark, Ærøskøbing" };
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-profile-"));
  const now = new Date();
  for (let round = 0; round < rounds; round += 1) {
    const times: Record<string, number> = {};
    const cpuTimes: Record<string, number> = {};
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const result = await work();
      const cpu = process.cpuUsage(cpuBefore);
      times[name] = Math.round(performance.now() - started);
      cpuTimes[name] = Math.round((cpu.user + cpu.system) / 1000);
      return result;
    };
    const certificate = await timed("load seal certificate", () => loadSealCertificate({ dataDir }));
    const stamped = await timed("stamp", () => stampIntoDocument(source, { fields }));
    await timed("seal document", () => sealPdf(stamped, { certificate, reason: "Profile", signerName: "Profile" }));
    const rendered = await timed("certificate", () =>
      completionCertificateDocument({
        process: { id: "00000000-0000-4000-8000-000000000000", subject: "Profile", organizationName: "Profile GmbH", createdAt: now, completedAt: now, language: "en" },
        sourceSha256: "a".repeat(64),
        finalSha256: "b".repeat(64),
        signers: Array.from({ length: SIGNERS }, (_, n) => ({
          name: `Signer ${n + 1}`, email: `s${n + 1}@example.test`, phoneMasked: null, roleLabel: null, signOrder: n + 1,
          authPolicy: "SES_LINK_ONLY" as const, channel: "EMAIL" as const, otpVerifiedAt: null, openedAt: now, signedAt: now, ip: "203.0.113.1", userAgent: "Profile", signatureType: "DRAWN" as const,
        })),
        auditEvents: Array.from({ length: 3 + SIGNERS * 4 }, (_, n) => ({
          sequence: n + 1, type: "signer.signed", occurredAt: now, actorName: "Signer", ip: "203.0.113.1", hash: "c".repeat(64), prevHash: "d".repeat(64),
        })),
        chain: { valid: true, length: 3 + SIGNERS * 4, headHash: "c".repeat(64) },
      }),
    );
    await timed("seal certificate", () => sealPdf(rendered, { certificate, reason: "Profile", signerName: "Profile" }));
    const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
    console.log(`round ${round + 1}: wall`, JSON.stringify(times), "total", sum(times));
    console.log(`round ${round + 1}: cpu`, JSON.stringify(cpuTimes), "total", sum(cpuTimes));
  }
}

await main(Number(process.argv[2] ?? 3));
