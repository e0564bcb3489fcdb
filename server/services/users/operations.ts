/** The operator's `signet users create` and `users sign-out` (docs/architecture.md): no /api/v1 path, no dashboard form. */
import { defineOperation } from "../operation";
import { createdUserSchema, createUser, createUserSchema } from "./create-user";
import { signedOutUserSchema, signOutUser, signOutUserSchema } from "./sign-out-user";

export const usersCreate = defineOperation({
  name: "users.create",
  summary: "Create a user with a membership in an organization.",
  access: "operator",
  input: createUserSchema,
  output: createdUserSchema,
  handler: (ctx, input) => createUser(ctx.db, input),
});

export const usersSignOut = defineOperation({
  name: "users.signOut",
  summary: "End every dashboard session of a user.",
  access: "operator",
  input: signOutUserSchema,
  output: signedOutUserSchema,
  handler: (ctx, input) => signOutUser(ctx.db, input),
});
