import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/languages";
import type { API_KEY_ROLES } from "@/server/db/schema/api-keys";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";

export const PLAN_NAMES: Record<OrganizationRecord["plan"], string> = {
  FREE: "Free",
  PRO: "Pro",
  ENTERPRISE: "Enterprise",
};

/** What an API key may do, in words: the role's name alone says little to whoever creates one. */
export const API_KEY_ROLE_LABELS: Record<(typeof API_KEY_ROLES)[number], string> = {
  ADMIN: "Admin",
  MEMBER: "Member",
};

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The stored code is free text in the database; an unknown one is shown as it is. */
export function languageName(code: string): string {
  return isLanguage(code) ? LANGUAGE_NAMES[code] : code;
}
