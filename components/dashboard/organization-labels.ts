import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/languages";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";

export const PLAN_NAMES: Record<OrganizationRecord["plan"], string> = {
  FREE: "Free",
  PRO: "Pro",
  ENTERPRISE: "Enterprise",
};

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The stored code is free text in the database; an unknown one is shown as it is. */
export function languageName(code: string): string {
  return isLanguage(code) ? LANGUAGE_NAMES[code] : code;
}
