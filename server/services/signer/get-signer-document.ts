import { eq } from "drizzle-orm";
import { pdfAssets } from "../../db/schema";
import { notFound } from "../../errors";
import { getStorage } from "../../storage/storage";
import type { SignerContext } from "../operation";
import { openSignerSession } from "./signer-session";

/** The PDF the signer is asked to sign, as bytes with its name. */
export async function getSignerDocument({ db, token }: Pick<SignerContext, "db" | "token">): Promise<{ bytes: Buffer; fileName: string; sha256: string }> {
  const { process } = await openSignerSession(db, token);
  if (!process.sourcePdfAssetId) throw notFound("Document");
  const [asset] = await db.select().from(pdfAssets).where(eq(pdfAssets.id, process.sourcePdfAssetId));
  if (!asset) throw notFound("Document");
  return { bytes: await getStorage().readBytes(asset.storageKey), fileName: `${process.subject}.pdf`, sha256: asset.sha256 };
}
