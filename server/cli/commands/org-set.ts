import type { Language } from "@/lib/languages";
import type { Plan } from "@/server/db/schema";
import { configureOrganization } from "@/server/services/organizations/configure-organization";
import { defineCommand, UsageError } from "../command";

export const orgSet = defineCommand({
  name: "org set",
  required: { org: "ID" },
  optional: { plan: "FREE|PRO|ENTERPRISE", "read-only": "true|false", language: "xx" },
  uuids: ["org"],
  check: ({ plan, "read-only": readOnly, language }) => {
    if (plan === undefined && readOnly === undefined && language === undefined) {
      throw new UsageError("org set: nothing to change; give --plan, --read-only or --language");
    }
    if (readOnly !== undefined && readOnly !== "true" && readOnly !== "false") {
      throw new UsageError(`org set: --read-only must be true or false, got "${readOnly}"`);
    }
  },
  run: ({ org, plan, "read-only": readOnly, language }, { db }) =>
    configureOrganization(db, {
      organizationId: org,
      plan: plan as Plan | undefined,
      readOnly: readOnly === undefined ? undefined : readOnly === "true",
      defaultLanguage: language as Language | undefined,
    }),
});
