import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { translate } from "@/lib/i18n/translate";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { Language } from "@/lib/languages";
import type { Db } from "../../db/client";
import { organizations, pdfAssets, type SigningProcess } from "../../db/schema";
import { AppError } from "../../errors";
import { getStorage } from "../../storage/storage";
import type { ServiceContext } from "../context";
import { loadSigningProcess } from "./load-signing-process";

export const FILES_URL_TTL_MS = 24 * 60 * 60 * 1000;

const fileLinkSchema = z.object({ pdfAssetId: z.uuid(), fileName: z.string(), url: z.string(), expiresAt: z.iso.datetime() });

/** The spec's files record. */
export const signingProcessFilesSchema = z.object({
  signingProcessId: z.uuid(),
  status: z.string(),
  completedAt: z.iso.datetime(),
  signedDocument: fileLinkSchema,
  completionCertificate: fileLinkSchema,
});

export interface FileLink {
  pdfAssetId: string;
  fileName: string;
  url: string;
  expiresAt: string;
}

export interface SigningProcessFiles {
  signingProcessId: string;
  status: string;
  completedAt: string;
  signedDocument: FileLink;
  completionCertificate: FileLink;
}

/**
 * The files record of a COMPLETED process: presigned links to the sealed document and the
 * completion certificate, named in the organization's language unless the caller reads another
 * (a signer's page names them in its own). Links are made fresh on every call, so the endpoint
 * can be called again whenever one has expired.
 */
export async function signingProcessFiles(
  db: Db,
  process: SigningProcess,
  ttlMs = FILES_URL_TTL_MS,
  readerLanguage?: Language,
): Promise<SigningProcessFiles> {
  if (process.erasedAt) {
    throw new AppError("PROCESS_ERASED", `The process was erased on ${process.erasedAt.toISOString()}; its files no longer exist`, {
      erasedAt: process.erasedAt.toISOString(),
    });
  }
  if (process.status !== "COMPLETED" || !process.signedPdfAssetId || !process.certificatePdfAssetId || !process.completedAt) {
    throw new AppError("SIGNING_PROCESS_NOT_COMPLETED", `The process is ${process.status}; its files exist once it is COMPLETED`, {
      status: process.status,
    });
  }
  const [org] = await db.select().from(organizations).where(eq(organizations.id, process.organizationId));
  const language = readerLanguage ?? resolveLanguage(org?.defaultLanguage);
  const assets = await db.select().from(pdfAssets).where(inArray(pdfAssets.id, [process.signedPdfAssetId, process.certificatePdfAssetId]));
  const expiresAt = new Date(Date.now() + ttlMs);
  const link = async (assetId: string, fileName: string): Promise<FileLink> => {
    const asset = assets.find((candidate) => candidate.id === assetId)!;
    const url = await getStorage().presignDownload({ key: asset.storageKey, expiresAt, fileName, contentType: "application/pdf" });
    return { pdfAssetId: asset.id, fileName, url, expiresAt: expiresAt.toISOString() };
  };
  return {
    signingProcessId: process.id,
    status: process.status,
    completedAt: process.completedAt.toISOString(),
    signedDocument: await link(process.signedPdfAssetId, translate(language, "files.signedDocument", { subject: process.subject })),
    completionCertificate: await link(
      process.certificatePdfAssetId,
      translate(language, "files.completionCertificate", { subject: process.subject }),
    ),
  };
}

export async function getSigningProcessFiles(ctx: ServiceContext, input: { id: string }): Promise<SigningProcessFiles> {
  return signingProcessFiles(ctx.db, await loadSigningProcess(ctx, input));
}
