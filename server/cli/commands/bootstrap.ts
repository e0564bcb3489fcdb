import { organizationsBootstrap } from "@/server/services/organizations/operations";
import { operationCommand } from "../call-operation";

// Enum-valued flags are passed on as typed: the operation's schema reports a bad value as a
// validation failure naming the flag.
export const bootstrap = operationCommand(organizationsBootstrap, {
  name: "bootstrap",
  required: { org: "NAME" },
  optional: { plan: "FREE|PRO|ENTERPRISE", email: "E", password: "P", language: "en" },
  input: ({ org, plan, email, password, language }) => ({
    organizationName: org,
    plan,
    email,
    password,
    defaultLanguage: language,
    withApiKey: true,
  }),
});
