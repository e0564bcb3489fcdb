/** The texts of Signet's SMS, in the dictionaries of lib/i18n like every other string. */
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";

export interface OtpSmsData {
  code: string;
  organizationName: string;
  /** How long the code is valid. */
  expiresInMinutes: number;
}

/** e.g. "Your Signet code for Acme: 123456. It expires in 10 minutes. Never share it." */
export function otpSmsText(locale: Language, data: OtpSmsData): string {
  return translate(locale, "sms.otp", {
    code: data.code,
    organizationName: data.organizationName,
    minutes: data.expiresInMinutes,
  });
}
