import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { signerLanguageSchema } from "@/lib/schemas/signer";
import type { Language } from "@/lib/languages";
import { signers } from "../../db/schema";
import type { SignerContext } from "../operation";
import { openSignerSession } from "./signer-session";

/**
 * The signer picks the page's language with its switcher. It is stored on their slot as a
 * chosen locale, so it holds on every device they open the link on and in the kiosk, and the
 * emails still to come (reminders, the signed copy) use it too. Allowed whatever the state of
 * the process: reading a finished or cancelled signing in one's own language changes nothing else.
 */
export async function chooseSignerLanguage({ db, token }: SignerContext, { language }: z.output<typeof signerLanguageSchema>): Promise<{ language: Language }> {
  const { signer } = await openSignerSession(db, token);
  await db.update(signers).set({ locale: language, localeExplicit: true }).where(eq(signers.id, signer.id));
  return { language };
}
