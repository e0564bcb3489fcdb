import { z } from "zod";
import { paginationSchema, queryArray } from "../pagination";
import { fieldAutofillSchema, refineAutofill } from "../signing/field-autofill";
import { PROCESS_STATUSES } from "../signing/statuses";
import { localeSchema } from "./locale";
import { observersSchema } from "./observers";
import { remindersInput } from "./reminders";
import { safeText } from "./text";

export const E164 = /^\+[1-9]\d{6,14}$/;
export const phoneE164Schema = z.string().trim().regex(E164, "must be an E.164 phone number such as +4915112345678");

export const fieldTypeSchema = z.enum(["TEXT", "DATE", "CHECKBOX", "SIGNATURE"]);
export const dispatchModeSchema = z.enum(["EMAIL", "KIOSK", "CURRENT_USER"]);
export const authPolicySchema = z.enum(["AES_OTP", "SES_LINK_ONLY"]);
export const processStatusSchema = z.enum(PROCESS_STATUSES);

const futureDateTime = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) > Date.now(), "must be in the future");

export const signerInputSchema = z.object({
  signOrder: z.number().int().min(1).max(100),
  name: safeText().trim().min(1).max(200),
  email: z.email().max(254).optional(),
  phoneE164: phoneE164Schema.optional(),
  roleLabel: safeText().trim().min(1).max(100).optional(),
  locale: localeSchema.optional(),
});

const coordinate = z.number().finite().min(0);

export const fieldInputSchema = z
  .object({
    assignedSignerSignOrder: z.number().int().min(1),
    type: fieldTypeSchema,
    // Empty is fine: the signing page names an unlabelled field by its type.
    label: safeText().trim().max(200).default(""),
    required: z.boolean().default(true),
    autofill: fieldAutofillSchema.optional(),
    page: z.number().int().min(0),
    x: coordinate,
    y: coordinate,
    w: z.number().finite().positive(),
    h: z.number().finite().positive(),
  })
  .superRefine(refineAutofill)
  // The service fills it in, so nobody can leave it empty.
  .transform((field) => (field.autofill ? { ...field, required: false } : field));

export const createSigningProcessSchema = z
  .object({
    dispatchMode: dispatchModeSchema,
    sourcePdfAssetId: z.uuid(),
    subject: safeText().trim().min(1).max(300),
    message: safeText().trim().max(5000).optional(),
    expiresAt: futureDateTime,
    authPolicy: authPolicySchema.default("AES_OTP"),
    signers: z.array(signerInputSchema).min(1).max(50),
    fields: z.array(fieldInputSchema).max(500).default([]),
    observers: observersSchema,
    ...remindersInput,
  })
  .superRefine((input, issues) => {
    const orders = input.signers.map((signer) => signer.signOrder);
    const sorted = [...orders].sort((a, b) => a - b);
    if (new Set(orders).size !== orders.length) {
      issues.addIssue({ code: "custom", path: ["signers"], message: "must have unique signOrder values" });
    } else if (sorted.some((order, index) => order !== index + 1)) {
      issues.addIssue({ code: "custom", path: ["signers"], message: "must be numbered sequentially from 1 (signOrder 1, 2, 3, ...)" });
    }
    if (input.dispatchMode === "CURRENT_USER" && input.signers.length !== 1) {
      issues.addIssue({ code: "custom", path: ["signers"], message: "must hold exactly one signer with dispatchMode CURRENT_USER" });
    }
    input.fields.forEach((field, index) => {
      if (!orders.includes(field.assignedSignerSignOrder)) {
        issues.addIssue({
          code: "custom",
          path: ["fields", index, "assignedSignerSignOrder"],
          message: `must equal the signOrder of a declared signer (got ${field.assignedSignerSignOrder})`,
        });
      }
    });
    // Everyone but the calling user (CURRENT_USER) is an external signer.
    if (input.dispatchMode !== "CURRENT_USER") {
      input.signers.forEach((signer, index) => {
        if (input.dispatchMode === "EMAIL" && !signer.email) {
          issues.addIssue({ code: "custom", path: ["signers", index, "email"], message: "is required with dispatchMode EMAIL" });
        }
        if (input.authPolicy === "AES_OTP" && !signer.phoneE164) {
          issues.addIssue({ code: "custom", path: ["signers", index, "phoneE164"], message: "is required with authPolicy AES_OTP" });
        }
      });
    }
  });
export type CreateSigningProcessInput = z.input<typeof createSigningProcessSchema>;

export const listSigningProcessesSchema = paginationSchema.extend({
  status: queryArray(processStatusSchema).optional(),
  origin: z.enum(["TEMPLATE", "DIRECT"]).optional(),
  templateId: z.uuid().optional(),
  formTemplateId: z.uuid().optional(),
  onlineFormId: z.uuid().optional(),
  bulkSendId: z.uuid().optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  q: safeText().trim().max(200).optional(),
});
export type ListSigningProcessesInput = z.input<typeof listSigningProcessesSchema>;

/** Path parameters. */
export const signingProcessIdSchema = z.object({ id: z.uuid() });
export const signerSlotPathSchema = z.object({ id: z.uuid(), signerId: z.uuid() });

export const voidSigningProcessSchema = z.object({ reason: safeText().trim().max(1000).optional() });
export { remindSignerSchema } from "./reminders";
export const extendSigningProcessSchema = z.object({ expiresAt: futureDateTime });
/** PUT /signing-processes/{id}/legal-hold: true holds the process back from erasure, false lifts it. */
export const legalHoldSchema = z.object({ legalHold: z.boolean() });
