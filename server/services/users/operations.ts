/** The operator's `signet users create` (docs/architecture.md): no /api/v1 path, no dashboard form. */
import { defineOperation } from "../operation";
import { createdUserSchema, createUser, createUserSchema } from "./create-user";

export const usersCreate = defineOperation({
  name: "users.create",
  summary: "Create a user with a membership in an organization.",
  access: "operator",
  input: createUserSchema,
  output: createdUserSchema,
  handler: (ctx, input) => createUser(ctx.db, input),
});
