import type { MembershipRole } from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { defineCommand } from "../command";

export const usersCreate = defineCommand({
  name: "users create",
  required: { org: "ID", email: "E", password: "P", role: "OWNER|ADMIN|MEMBER" },
  uuids: ["org"],
  run: ({ org, email, password, role }, { db }) =>
    createUser(db, { organizationId: org, email, password, role: role as MembershipRole }),
});
