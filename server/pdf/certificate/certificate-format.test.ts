import { describe, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { AUTH_POLICIES } from "@/server/db/schema/signing";
import { authenticationLabel, signatureLabel } from "./certificate-format";
import { certificateCatalogue } from "@/lib/i18n/certificate-catalogue";

describe("the certificate's words for enum values", () => {
  it.each(LANGUAGES)("names every auth policy and signature type in plain words (%s)", (language) => {
    const t = certificateCatalogue.in(language);
    for (const policy of AUTH_POLICIES) expectPlainWords(authenticationLabel(t, policy), policy);
    for (const type of ["DRAWN", "TYPED"] as const) expectPlainWords(signatureLabel(t, type), type);
  });
});
