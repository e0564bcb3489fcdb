import type { Language } from "@/lib/languages";
import type { EmailContent } from "./email-content";
import { signRequestEmail, type SignRequestEmailData } from "./sign-request-email";

export type ReminderEmailData = SignRequestEmailData;

/** A later request to sign the same document, with the same link. */
export function reminderEmail(locale: Language, data: ReminderEmailData): EmailContent {
  return signRequestEmail("reminder", locale, data);
}
