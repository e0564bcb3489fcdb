import { usersSignOut as usersSignOutOperation } from "@/server/services/users/operations";
import { operationCommand } from "../call-operation";

export const usersSignOut = operationCommand(usersSignOutOperation, {
  name: "users sign-out",
  required: { email: "E" },
  input: ({ email }) => ({ email }),
});
