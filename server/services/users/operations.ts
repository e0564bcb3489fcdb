/**
 * The operator's `signet users create`, `users sign-out` and `users reset-password`, and the passwords of the dashboard's
 * people (docs/people.md): no /api/v1 path (docs/architecture.md).
 */
import { z } from "zod";
import { changePasswordSchema, passwordResetTokenSchema, requestPasswordResetSchema, resetPasswordSchema } from "@/lib/schemas/passwords";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { changePassword } from "./change-password";
import {
  checkPasswordReset,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetViewSchema,
  requestPasswordReset,
  resetPassword,
} from "./password-reset";
import { createdUserSchema, createUser, createUserSchema } from "./create-user";
import { operatorPasswordResetSchema, operatorResetPassword, operatorResetPasswordSchema } from "./operator-reset-password";
import { signedOutUserSchema, signOutUser, signOutUserSchema } from "./sign-out-user";

const operatorWork = notRecorded("the installation's operator works at the server, outside any organization's admins");

export const usersCreate = defineOperation({
  name: "users.create",
  summary: "Create a user with a membership in an organization.",
  access: "operator",
  input: createUserSchema,
  output: createdUserSchema,
  handler: (ctx, input) => createUser(ctx.db, input),
  activity: operatorWork,
});

export const usersSignOut = defineOperation({
  name: "users.signOut",
  summary: "End every dashboard session of a user.",
  access: "operator",
  input: signOutUserSchema,
  output: signedOutUserSchema,
  handler: (ctx, input) => signOutUser(ctx.db, input),
  activity: operatorWork,
});

export const usersResetPassword = defineOperation({
  name: "users.resetPassword",
  summary: "Give a locked-out user a new password (generated unless given), end their sessions, and on request remove their two-factor sign-in.",
  access: "operator",
  input: operatorResetPasswordSchema,
  output: operatorPasswordResetSchema,
  handler: (ctx, input) => operatorResetPassword(ctx.db, input),
  activity: operatorWork,
});

export const passwordsRequestReset = defineOperation({
  name: "passwords.requestReset",
  summary: "Email a password reset link to an account's address; the answer is the same whether or not it exists.",
  access: "visitor",
  input: requestPasswordResetSchema,
  output: passwordResetRequestedSchema,
  handler: (ctx, input) => requestPasswordReset(ctx.db, input),
});

export const passwordsCheckReset = defineOperation({
  name: "passwords.checkReset",
  summary: "Whether a password reset link still works, and for which address.",
  access: "visitor",
  input: passwordResetTokenSchema,
  output: passwordResetViewSchema,
  handler: (ctx, input) => checkPasswordReset(ctx.db, input),
});

export const passwordsReset = defineOperation({
  name: "passwords.reset",
  summary: "Set a new password with a reset link; every session of the account ends.",
  access: "visitor",
  input: resetPasswordSchema,
  output: passwordResetDoneSchema,
  handler: (ctx, input) => resetPassword(ctx.db, input),
});

const passwordChangedSchema = z.object({ endedSessions: z.number().int().min(0) });

export const passwordsChange = defineOperation({
  name: "passwords.change",
  summary: "Change the signed-in user's password; their other sessions end.",
  access: "dashboard",
  input: changePasswordSchema,
  output: passwordChangedSchema,
  handler: changePassword,
  activity: notRecorded("a user changing their own password is no admin action"),
});
