/** Two-factor sign-in in Settings (docs/people.md): dashboard only, no /api/v1 path (docs/architecture.md). */
import { z } from "zod";
import { confirmTwoFactorSchema, twoFactorPasswordSchema, twoFactorRequirementSchema } from "@/lib/schemas/two-factor";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequirement,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from "./two-factor";

const noInput = z.object({}).strict();
const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorGetStatus = defineOperation({
  name: "twoFactor.status",
  summary: "Whether the signed-in user has two-factor sign-in on, and whether the organization requires it.",
  access: "dashboard",
  input: noInput,
  output: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), organizationRequires: z.boolean(), canRequire: z.boolean() }),
  handler: (ctx) => twoFactorStatus(ctx),
});

export const twoFactorStartEnrolment = defineOperation({
  name: "twoFactor.startEnrolment",
  summary: "A new authenticator secret, with its QR code, waiting for a first code.",
  access: "dashboard",
  input: noInput,
  output: z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() }),
  handler: (ctx) => startTwoFactorEnrolment(ctx),
  activity: notRecorded("a person's own sign-in, like their password: no admin action, and its password check's throttle must outlive a refusal"),
});

export const twoFactorConfirm = defineOperation({
  name: "twoFactor.confirm",
  summary: "Switch two-factor sign-in on with a first code from the app; answers the recovery codes, once.",
  access: "dashboard",
  input: confirmTwoFactorSchema,
  output: recoveryCodesSchema,
  handler: (ctx, input) => confirmTwoFactor(ctx, input),
  activity: notRecorded("a person's own sign-in, like their password: no admin action, and its password check's throttle must outlive a refusal"),
});

export const twoFactorDisable = defineOperation({
  name: "twoFactor.disable",
  summary: "Switch two-factor sign-in off with the password; remembered devices are forgotten.",
  access: "dashboard",
  input: twoFactorPasswordSchema,
  output: z.object({ disabled: z.literal(true) }),
  handler: (ctx, input) => disableTwoFactor(ctx, input),
  activity: notRecorded("a person's own sign-in, like their password: no admin action, and its password check's throttle must outlive a refusal"),
});

export const twoFactorRegenerateRecoveryCodes = defineOperation({
  name: "twoFactor.regenerateRecoveryCodes",
  summary: "Ten new recovery codes with the password; the old ones stop working.",
  access: "dashboard",
  input: twoFactorPasswordSchema,
  output: recoveryCodesSchema,
  handler: (ctx, input) => regenerateRecoveryCodes(ctx, input),
  activity: notRecorded("a person's own sign-in, like their password: no admin action, and its password check's throttle must outlive a refusal"),
});

export const twoFactorSetRequirement = defineOperation({
  name: "twoFactor.setRequirement",
  summary: "An owner requires two-factor sign-in of every member, or stops requiring it.",
  access: "dashboard",
  input: twoFactorRequirementSchema,
  output: z.object({ required: z.boolean() }),
  handler: (ctx, input) => setTwoFactorRequirement(ctx, input),
  activity: {
    before: async (ctx) => ({ requireTwoFactor: (await twoFactorStatus(ctx)).organizationRequires }),
    entry: (answer, _input, before) =>
      before?.requireTwoFactor === answer.required ? null : { action: "twoFactor.settingsUpdated", before, after: { requireTwoFactor: answer.required } },
  },
});
