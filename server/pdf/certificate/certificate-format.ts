/** How the certificate writes moments and enumerations. */
import type { Language } from "@/lib/languages";
import type { CertificateSigner } from "./certificate-input";
import type { CertificateText } from "@/lib/i18n/certificate-catalogue";

// Arabic with Latin digits, like the hashes, codes and addresses beside them (docs/signing-page.md).
const LOCALES: Record<Language, string> = {
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  nl: "nl-NL",
  pt: "pt-PT",
  pl: "pl-PL",
  ja: "ja-JP",
  zh: "zh-CN",
  ar: "ar-AE-u-nu-latn",
  he: "he-IL",
};

/** A moment to the second, in UTC and saying so: evidence must not depend on a time zone. */
export function formatMoment(language: Language, moment: Date | null, none: string): string {
  if (!moment) return none;
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(moment);
  return `${text} UTC`;
}

/** The audit trail shows occurredAt exactly as it was hashed (API.md), so anyone can recompute it. */
export const formatAuditMoment = (moment: Date) => moment.toISOString();

type TextKey = Parameters<CertificateText>[0];

/**
 * How a signer was reached and identified, by channel and policy: exhaustive, so a new dispatch
 * mode or auth policy cannot reach the certificate without words in every language. A kiosk
 * signer had no personal link, and a dashboard user signed in with their own account.
 */
const AUTHENTICATION_KEYS = {
  EMAIL: { AES_OTP: "authAesOtp", SES_LINK_ONLY: "authLinkOnly" },
  PRIVATE_LINK: { AES_OTP: "authAesOtp", SES_LINK_ONLY: "authLinkOnly" },
  KIOSK: { AES_OTP: "authInPersonOtp", SES_LINK_ONLY: "authInPerson" },
  CURRENT_USER: { AES_OTP: "authSignedIn", SES_LINK_ONLY: "authSignedIn" },
} as const satisfies Record<CertificateSigner["channel"], Record<CertificateSigner["authPolicy"], TextKey>>;

export function authenticationLabel(t: CertificateText, policy: CertificateSigner["authPolicy"], channel: CertificateSigner["channel"]): string {
  return t(AUTHENTICATION_KEYS[channel][policy]);
}

export function signatureLabel(t: CertificateText, type: CertificateSigner["signatureType"]): string {
  if (type === "DRAWN") return t("signatureDrawn");
  if (type === "TYPED") return t("signatureTyped");
  return t("none");
}
