/**
 * A new-process wizard's draft as the dashboard stores it (docs/process-drafts.md): the wizard's
 * own shape, unfinished values allowed (a draft may lack a subject or a document), but every
 * string bounded and safe, and every field naming a signer the draft has. Sending checks the
 * whole process with createSigningProcessSchema, as /api/v1 does.
 */
import { z } from "zod";
import { LANGUAGES } from "../languages";
import { fieldAutofillSchema } from "../signing/field-autofill";
import { MAX_OBSERVERS } from "../signing/observers";
import { authPolicySchema, createSigningProcessSchema, dispatchModeSchema, fieldTypeSchema } from "./signing-processes";
import { safeText } from "./text";

export const DRAFT_STEPS = ["document", "details", "signers", "fields", "review"] as const;
export type DraftStepName = (typeof DRAFT_STEPS)[number];

/** The signed-in user's slot under "I sign myself"; other signers have keys of their own. */
export const CURRENT_USER_KEY = "me";

const signerKey = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1 to 40 letters, digits, - or _");

export const storedDraftSignerSchema = z.object({
  key: signerKey,
  name: safeText().max(200),
  email: safeText().max(254),
  phoneE164: safeText().max(40),
  roleLabel: safeText().max(100),
  locale: z.union([z.literal(""), z.enum(LANGUAGES)]),
});

export const storedDraftObserverSchema = z.object({
  key: signerKey,
  name: safeText().max(200),
  email: safeText().max(254),
});

const coordinate = z.number().finite().min(0).max(100_000);

export const storedDraftFieldSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  type: fieldTypeSchema,
  label: safeText().max(200),
  required: z.boolean(),
  autofill: fieldAutofillSchema.optional(),
  signerKey,
  page: z.number().int().min(0).max(10_000),
  x: coordinate,
  y: coordinate,
  w: z.number().finite().positive().max(100_000),
  h: z.number().finite().positive().max(100_000),
});

/** The sender's wall-clock time as a datetime-local input holds it ("2025-06-01T17:00"); "" when cleared. */
const expiresAtLocalSchema = z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "must be a date and time")]);

export const processDraftContentSchema = z
  .object({
    step: z.enum(DRAFT_STEPS),
    sourcePdfAssetId: z.union([z.literal(""), z.uuid()]),
    subject: safeText().max(300),
    message: safeText().max(5000),
    expiresAtLocal: expiresAtLocalSchema,
    dispatchMode: dispatchModeSchema,
    authPolicy: authPolicySchema,
    signers: z.array(storedDraftSignerSchema).min(1).max(50),
    currentUser: storedDraftSignerSchema,
    fields: z.array(storedDraftFieldSchema).max(500),
    // Drafts saved before observers existed have none.
    observers: z.array(storedDraftObserverSchema).max(MAX_OBSERVERS).default([]),
  })
  .superRefine((draft, issues) => {
    const keys = draft.signers.map((signer) => signer.key);
    if (new Set(keys).size !== keys.length || keys.includes(CURRENT_USER_KEY)) {
      issues.addIssue({ code: "custom", path: ["signers"], message: "must have unique keys" });
    }
    const known = new Set([...keys, CURRENT_USER_KEY]);
    draft.fields.forEach((field, index) => {
      if (!known.has(field.signerKey)) {
        issues.addIssue({ code: "custom", path: ["fields", index, "signerKey"], message: "must name a signer of the draft" });
      }
    });
  });
export type ProcessDraftContent = z.infer<typeof processDraftContentSchema>;

export const processDraftIdSchema = z.object({ id: z.uuid() });
export const createProcessDraftSchema = z.object({ content: processDraftContentSchema });
export const saveProcessDraftSchema = z.object({ id: z.uuid(), expectedVersion: z.number().int().min(1), content: processDraftContentSchema });
/** Sending: the process as the wizard built it (its wall-clock expiry already turned into an instant). */
export const sendProcessDraftSchema = z.object({ id: z.uuid(), process: createSigningProcessSchema });
/** "Send again": the sender's fresh expiry, in their own time zone. */
export const duplicateSigningProcessSchema = z.object({ id: z.uuid(), expiresAtLocal: expiresAtLocalSchema });
/** The invitation one signer would receive. */
export const invitationPreviewSchema = z.object({
  subject: safeText().trim().max(300),
  message: safeText().trim().max(5000),
  expiresAt: z.iso.datetime({ offset: true }),
  signerName: safeText().trim().max(200),
  locale: z.union([z.literal(""), z.enum(LANGUAGES)]),
});

/** A process that ended without being signed by all can be sent again as a new draft. */
export const SEND_AGAIN_STATUSES = ["DECLINED", "VOIDED", "EXPIRED"] as const;

/**
 * Why "Send again" is not offered for a process, or null when it is. Only processes sent
 * directly from a PDF are copied: a template's or an online form's are started again from there,
 * where their current version and prefills apply.
 */
export function sendAgainRefusal(process: { status: string; origin: string; contentKind: string }): "STILL_OPEN" | "NOT_DIRECT_PDF" | null {
  if (!(SEND_AGAIN_STATUSES as readonly string[]).includes(process.status)) return "STILL_OPEN";
  if (process.origin !== "DIRECT" || process.contentKind !== "PDF") return "NOT_DIRECT_PDF";
  return null;
}
