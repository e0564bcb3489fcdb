import { organizationsBootstrap } from "@/server/services/organizations/operations";
import { callOperation } from "../call-operation";
import { defineCommand } from "../command";

// Enum-valued flags are passed on as typed: the operation's schema reports a bad value as a
// validation failure naming the flag.
export const bootstrap = defineCommand({
  name: "bootstrap",
  required: { org: "NAME" },
  optional: { plan: "FREE|PRO|ENTERPRISE", email: "E", password: "P", language: "en" },
  run: ({ org, plan, email, password, language }, { db }) =>
    callOperation(organizationsBootstrap, db, {
      organizationName: org,
      plan,
      email,
      password,
      defaultLanguage: language,
      withApiKey: true,
    }),
});
