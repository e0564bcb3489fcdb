import { usersResetPassword as usersResetPasswordOperation } from "@/server/services/users/operations";
import { operationCommand } from "../call-operation";
import { UsageError } from "../command";

export const usersResetPassword = operationCommand(usersResetPasswordOperation, {
  name: "users reset-password",
  required: { email: "E" },
  optional: { password: "P", "remove-two-factor": "true|false" },
  check: ({ "remove-two-factor": removeTwoFactor }) => {
    if (removeTwoFactor !== undefined && removeTwoFactor !== "true" && removeTwoFactor !== "false") {
      throw new UsageError(`users reset-password: --remove-two-factor must be true or false, got "${removeTwoFactor}"`);
    }
  },
  input: ({ email, password, "remove-two-factor": removeTwoFactor }) => ({ email, password, removeTwoFactor: removeTwoFactor === "true" }),
});
