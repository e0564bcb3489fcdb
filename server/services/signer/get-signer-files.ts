import type { SignerContext } from "../operation";
import { signingProcessFiles, type SigningProcessFiles } from "../signing/signing-process-files";
import { openSignerSession } from "./signer-session";

// A signer's copy is fetched from the page right away; its links need not outlive the visit.
const SIGNER_FILES_TTL_MS = 60 * 60 * 1000;

/** Once the process is COMPLETED, the signer's own copy of the signed files. */
export async function getSignerFiles({ db, token }: Pick<SignerContext, "db" | "token">): Promise<SigningProcessFiles> {
  const { process } = await openSignerSession(db, token);
  return signingProcessFiles(db, process, SIGNER_FILES_TTL_MS);
}
