import type { SignerContext } from "../operation";
import { signingProcessFiles, type SigningProcessFiles } from "../signing/signing-process-files";
import { pageLanguage } from "./page-language";
import { openSignerSession } from "./signer-session";

// A signer's copy is fetched from the page right away; its links need not outlive the visit.
const SIGNER_FILES_TTL_MS = 60 * 60 * 1000;

/** Once the process is COMPLETED, the signer's own copy of the signed files, named in the page's language. */
export async function getSignerFiles({ db, token, acceptLanguage }: Pick<SignerContext, "db" | "token" | "acceptLanguage">): Promise<SigningProcessFiles> {
  const session = await openSignerSession(db, token);
  return signingProcessFiles(db, session.process, SIGNER_FILES_TTL_MS, pageLanguage(session, acceptLanguage));
}
