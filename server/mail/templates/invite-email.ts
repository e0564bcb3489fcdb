import type { Language } from "@/lib/languages";
import type { EmailContent } from "./email-content";
import { signRequestEmail, type SignRequestEmailData } from "./sign-request-email";

export type InviteEmailData = SignRequestEmailData;

/** "<org> asks you to sign “<subject>”": the first request to sign. */
export function inviteEmail(locale: Language, data: InviteEmailData): EmailContent {
  return signRequestEmail("invite", locale, data);
}
