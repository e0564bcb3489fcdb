/**
 * The dashboard's words for a signer's email and mobile number rules. The shared schemas word
 * these for API callers ("must be an E.164 phone number", "is required with authPolicy
 * AES_OTP"); a person at a form reads what to do instead. Chosen by where the issue is and its
 * kind, never by the schema's sentence.
 */
export const CONTACT_RULES = {
  phoneInvalid: "is not a valid phone number. A number from another country starts with + and its country code.",
  phoneRequired: "is required: the SMS code is sent to it",
  emailRequired: "is required: the invitation is sent to it",
} as const;

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
}

/** The words for an issue at a signer's email or phone, or null for any other issue. */
export function contactRule(issue: IssueLike): string | null {
  const last = issue.path.at(-1);
  if (last === "phoneE164") return issue.code === "custom" ? CONTACT_RULES.phoneRequired : CONTACT_RULES.phoneInvalid;
  if (last === "email" && issue.code === "custom") return CONTACT_RULES.emailRequired;
  return null;
}

/** Under a mobile number field: numbers are typed as people dial them (lib/phone). */
export const PHONE_HELP = "As you would dial it. A number from another country starts with + and its country code.";

/** Room for a number typed with spaces, dashes and brackets ("+1 (415) 555-0100"). */
export const PHONE_MAX_TYPED = 32;
