import { usersCreate as usersCreateOperation } from "@/server/services/users/operations";
import { operationCommand } from "../call-operation";

export const usersCreate = operationCommand(usersCreateOperation, {
  name: "users create",
  required: { org: "ID", email: "E", password: "P", role: "OWNER|ADMIN|MEMBER" },
  uuids: ["org"],
  input: ({ org, email, password, role }) => ({ organizationId: org, email, password, role }),
});
