import { usersSignOut as usersSignOutOperation } from "@/server/services/users/operations";
import { callOperation } from "../call-operation";
import { defineCommand } from "../command";

export const usersSignOut = defineCommand({
  name: "users sign-out",
  required: { email: "E" },
  run: ({ email }, { db }) => callOperation(usersSignOutOperation, db, { email }),
});
