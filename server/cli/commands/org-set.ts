import { organizationsConfigure } from "@/server/services/organizations/operations";
import { operationCommand } from "../call-operation";
import { UsageError } from "../command";

export const orgSet = operationCommand(organizationsConfigure, {
  name: "org set",
  required: { org: "ID" },
  optional: { plan: "FREE|PRO|ENTERPRISE", "read-only": "true|false", language: "xx", country: "XX" },
  uuids: ["org"],
  check: ({ plan, "read-only": readOnly, language, country }) => {
    if (plan === undefined && readOnly === undefined && language === undefined && country === undefined) {
      throw new UsageError("org set: nothing to change; give --plan, --read-only, --language or --country");
    }
    if (readOnly !== undefined && readOnly !== "true" && readOnly !== "false") {
      throw new UsageError(`org set: --read-only must be true or false, got "${readOnly}"`);
    }
  },
  input: ({ org, plan, "read-only": readOnly, language, country }) => ({
    organizationId: org,
    plan,
    readOnly: readOnly === undefined ? undefined : readOnly === "true",
    defaultLanguage: language,
    country,
  }),
});
