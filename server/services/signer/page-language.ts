import { signerLanguage } from "@/lib/i18n/signer-language";
import type { Language } from "@/lib/languages";
import type { SignerSession } from "./signer-session";

/**
 * The language the signing page speaks to this signer from this browser. The view tells the page
 * and a form's submit records its statement in it, so both use the same rule.
 */
export function pageLanguage({ signer, organization }: Pick<SignerSession, "signer" | "organization">, acceptLanguage: string | null): Language {
  return signerLanguage({
    locale: signer.locale,
    localeExplicit: signer.localeExplicit,
    acceptLanguage,
    organizationLanguage: organization.defaultLanguage,
  });
}
