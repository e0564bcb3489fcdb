import type { Language } from "@/lib/languages";
import type { Plan } from "@/server/db/schema";
import { bootstrapOrganization } from "@/server/services/organizations/bootstrap-organization";
import { defineCommand } from "../command";

// Enum-valued flags are passed on as typed: the service validates them and reports a bad
// value as a validation failure naming the flag.
export const bootstrap = defineCommand({
  name: "bootstrap",
  required: { org: "NAME" },
  optional: { plan: "FREE|PRO|ENTERPRISE", email: "E", password: "P", language: "en" },
  run: ({ org, plan, email, password, language }, { db }) =>
    bootstrapOrganization(db, {
      organizationName: org,
      plan: plan as Plan | undefined,
      email,
      password,
      defaultLanguage: language as Language | undefined,
      withApiKey: true,
    }),
});
