import { organizationsConfigure } from "@/server/services/organizations/operations";
import { callOperation } from "../call-operation";
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
    callOperation(organizationsConfigure, db, {
      organizationId: org,
      plan,
      readOnly: readOnly === undefined ? undefined : readOnly === "true",
      defaultLanguage: language,
    }),
});
