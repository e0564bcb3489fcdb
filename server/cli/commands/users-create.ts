import { usersCreate as usersCreateOperation } from "@/server/services/users/operations";
import { callOperation } from "../call-operation";
import { defineCommand } from "../command";

export const usersCreate = defineCommand({
  name: "users create",
  required: { org: "ID", email: "E", password: "P", role: "OWNER|ADMIN|MEMBER" },
  uuids: ["org"],
  run: ({ org, email, password, role }, { db }) => callOperation(usersCreateOperation, db, { organizationId: org, email, password, role }),
});
