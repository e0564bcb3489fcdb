/**
 * POST /api/v1/verify (API.md, "Verification"): the seals of a PDF anyone hands in, checked in
 * the PDF worker under a time budget, and whether this installation issued exactly these bytes
 * (a completed process's signed document or completion certificate, found by SHA-256).
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { IssuedHere, Verdict, Verification } from "@/lib/schemas/verification";
import type { Db } from "../../db/client";
import { pdfAssets, signers, signingProcesses } from "../../db/schema";
import { AppError } from "../../errors";
import { PdfTaskError, verifyInWorker } from "../../pdf/worker/run-pdf-worker";
import type { PdfVerification } from "../../pdf/verify/verify-pdf";

/**
 * Enough to hash and check the seals of a 25 MiB file several times over; a file built to be
 * slow (thousands of fake signature dictionaries) is stopped here.
 */
const VERIFY_BUDGET = { totalMs: 15_000 };

export async function verifyDocument(db: Db, bytes: Uint8Array): Promise<Verification> {
  const checked = await checkSeals(bytes);
  const issuedHere = await issuedHereBy(db, checked.documentSha256);
  return {
    verdict: verdictOf(checked, issuedHere !== null),
    documentSha256: checked.documentSha256,
    // Why a seal fails stays out of the answer: its words are for logs, not for visitors.
    seals: checked.seals.map((seal) => ({
      valid: seal.valid,
      coversWholeFile: seal.coversWholeFile,
      signer: seal.signer,
      signedAt: seal.signedAt,
      timestamp: seal.timestamp,
      longTermValidation: seal.longTermValidation,
    })),
    issuedHere,
  };
}

async function checkSeals(bytes: Uint8Array): Promise<PdfVerification> {
  try {
    return await verifyInWorker(bytes, VERIFY_BUDGET);
  } catch (error) {
    if (!(error instanceof PdfTaskError)) throw error;
    const message =
      error.reason === "NOT_A_PDF"
        ? "The file is not a PDF"
        : error.kind === "timeout"
          ? "The PDF took too long to check; it is built in a way this service does not read"
          : "The PDF could not be read";
    throw new AppError("INVALID_PDF", message, { reason: error.reason });
  }
}

/**
 * API.md's verdicts: the seals decide whether the file is intact; where it comes from decides
 * VALID. Whatever follows the last seal must be covered by a valid document time-stamp that
 * covers the whole file (PAdES B-LTA: validation data, then the time-stamp), else the bytes after
 * the seal count as a change.
 */
export function verdictOf(checked: Pick<PdfVerification, "seals" | "documentTimestamps">, issuedHere: boolean): Verdict {
  const { seals, documentTimestamps } = checked;
  if (seals.length === 0) return "NOT_SIGNED";
  const last = seals[seals.length - 1]!;
  if (!seals.every((seal) => seal.valid) || !documentTimestamps.every((stamp) => stamp.valid)) return "TAMPERED";
  const stamped = documentTimestamps.at(-1)?.coversWholeFile ?? false;
  if (!last.coversWholeFile && !(last.longTermValidation && stamped)) return "TAMPERED";
  return issuedHere ? "VALID" : "VALID_ELSEWHERE";
}

/** The completed process whose signed document or certificate has exactly this SHA-256, if any. */
async function issuedHereBy(db: Db, sha256: string): Promise<IssuedHere | null> {
  const [found] = await db
    .select({
      origin: pdfAssets.origin,
      processId: signingProcesses.id,
      subject: signingProcesses.subject,
      completedAt: signingProcesses.completedAt,
      auditLength: signingProcesses.auditLength,
      auditHeadHash: signingProcesses.auditHeadHash,
      erasedAt: signingProcesses.erasedAt,
    })
    .from(pdfAssets)
    .innerJoin(
      signingProcesses,
      or(eq(signingProcesses.signedPdfAssetId, pdfAssets.id), eq(signingProcesses.certificatePdfAssetId, pdfAssets.id)),
    )
    .where(
      and(
        eq(pdfAssets.sha256, sha256),
        inArray(pdfAssets.origin, ["SIGNED_DOCUMENT", "COMPLETION_CERTIFICATE"]),
        eq(signingProcesses.status, "COMPLETED"),
      ),
    )
    .limit(1);
  if (!found?.completedAt) return null;
  const signed = await db
    .select({ name: signers.name, signedAt: signers.completedAt })
    .from(signers)
    .where(eq(signers.signingProcessId, found.processId))
    .orderBy(asc(signers.signOrder), asc(signers.completedAt));
  return {
    kind: found.origin === "COMPLETION_CERTIFICATE" ? "COMPLETION_CERTIFICATE" : "SIGNED_DOCUMENT",
    subject: found.subject,
    completedAt: found.completedAt.toISOString(),
    // An erased process keeps its hashes; who signed it is personal data, and gone.
    signers: found.erasedAt ? [] : signed.map((row) => ({ name: row.name, signedAt: row.signedAt?.toISOString() ?? null })),
    auditLength: found.auditLength,
    auditHeadHash: found.auditHeadHash,
  };
}
