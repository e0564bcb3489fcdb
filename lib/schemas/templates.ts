/**
 * Templates (API.md, "Templates"): the definition a template's draft and versions hold, the
 * inputs of every template operation, and start-signing. Shared by the /api/v1 operations, the
 * dashboard's forms and the editors. Structural rules that need the whole definition (unique
 * keys, references between lists) live in lib/templates/definition-rules.ts.
 */
import { z } from "zod";
import { countParam, paginationSchema, queryArray } from "../pagination";
import { fieldAutofillSchema, refineAutofill } from "../signing/field-autofill";
import { localeSchema } from "./locale";
import { observersSchema } from "./observers";
import { reminderScheduleSchema, remindersInput } from "./reminders";
import { fieldTypeSchema, phoneE164Schema } from "./signing-processes";
import { safeJson, safeText } from "./text";

export const TEMPLATE_KINDS = ["PDF", "HTML"] as const;
export const CATALOGUE_KINDS = ["PDF", "HTML", "FORM"] as const;
export const TEMPLATE_STATUSES = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export const INPUT_TYPES = ["string", "number", "date", "boolean"] as const;

export const templateKindSchema = z.enum(TEMPLATE_KINDS);
export const templateStatusSchema = z.enum(TEMPLATE_STATUSES);

/** A role, signing field or marker key: what integrators type, so plain ASCII. */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const ROLE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
/** An input key is a dot path into `data`: `customer.name`. */
export const INPUT_KEY = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){0,9}$/;

const label = safeText().trim().min(1).max(200);
const coordinate = z.number().finite().min(0).max(14_400);
const length = z.number().finite().positive().max(14_400);

export const signerRoleSchema = z.object({
  key: z.string().trim().regex(ROLE_KEY, "must start with a letter and hold only letters, digits, - and _ (at most 50)"),
  label,
  signOrder: z.number().int().min(1).max(50),
}).strict();

export const inputSchemaEntrySchema = z.object({
  key: z.string().trim().regex(INPUT_KEY, "must be a dot path of names such as customer.name"),
  label,
  type: z.enum(INPUT_TYPES),
  required: z.boolean().default(true),
}).strict();

export const prefillFieldSchema = z.object({
  key: z.string().trim().regex(INPUT_KEY, "must be the key of an input schema entry"),
  page: z.number().int().min(0).max(9_999),
  x: coordinate,
  y: coordinate,
  w: length,
  h: length,
  fontSize: z.number().finite().min(4).max(72).optional(),
}).strict();

export const templateSigningFieldSchema = z.object({
  key: z.string().trim().regex(FIELD_KEY, "must start with a letter and hold only letters, digits, '.', '-' and '_' (at most 100)"),
  roleKey: safeText().trim().min(1).max(50),
  type: fieldTypeSchema,
  label: safeText().trim().max(200).default(""),
  required: z.boolean().default(true),
  autofill: fieldAutofillSchema.optional(),
  // PDF templates place fields; HTML templates measure them from their markers at each start.
  page: z.number().int().min(0).max(9_999).optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  w: length.optional(),
  h: length.optional(),
}).strict().superRefine(refineAutofill);

const MAX_HTML = 500_000;
const MAX_CSS = 200_000;

/** The parts of a draft a PATCH may carry; each part replaces the draft's part as a whole. */
export const templateDraftPatchSchema = z
  .object({
    signerRoles: z.array(signerRoleSchema).max(20),
    inputSchema: z.array(inputSchemaEntrySchema).max(200),
    prefillFields: z.array(prefillFieldSchema).max(500),
    signingFields: z.array(templateSigningFieldSchema).max(500),
    sourcePdfAssetId: z.uuid().nullable(),
    html: safeText().max(MAX_HTML),
    css: safeText().max(MAX_CSS),
    // The automatic reminders of processes started from it, unless the start names its own;
    // null: the organization's default; max 0: none.
    reminders: reminderScheduleSchema.nullable(),
  })
  .partial()
  .strict();

/** A whole definition, as a draft holds it and a version freezes it. */
export const templateDefinitionSchema = z.object({
  signerRoles: z.array(signerRoleSchema),
  inputSchema: z.array(inputSchemaEntrySchema),
  prefillFields: z.array(prefillFieldSchema),
  signingFields: z.array(templateSigningFieldSchema),
  sourcePdfAssetId: z.uuid().nullable().optional(),
  html: safeText().optional(),
  css: safeText().optional(),
  reminders: reminderScheduleSchema.nullable().optional(),
});

export type TemplateDefinition = z.output<typeof templateDefinitionSchema>;
export type TemplateDraftPatch = z.output<typeof templateDraftPatchSchema>;
export type SignerRole = z.output<typeof signerRoleSchema>;
export type InputSchemaEntry = z.output<typeof inputSchemaEntrySchema>;
export type TemplateSigningField = z.output<typeof templateSigningFieldSchema>;
export type PrefillField = z.output<typeof prefillFieldSchema>;

const name = safeText().trim().min(1).max(200);
const description = safeText().trim().max(2_000);

export const templateIdSchema = z.object({ id: z.uuid() });
export const templateVersionPathSchema = z.object({ id: z.uuid(), number: countParam() });

export const createTemplateSchema = z.object({
  kind: templateKindSchema,
  name,
  description: description.optional(),
  categoryId: z.uuid().optional(),
  tagIds: z.array(z.uuid()).max(50).optional(),
  draft: templateDraftPatchSchema.optional(),
});

export const updateTemplateDraftSchema = z
  .object({
    draft: templateDraftPatchSchema.optional(),
    name: name.optional(),
    description: description.nullable().optional(),
    categoryId: z.uuid().nullable().optional(),
    tagIds: z.array(z.uuid()).max(50).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "must change something: draft, name, description, categoryId or tagIds");

export const listTemplatesSchema = paginationSchema.extend({
  status: queryArray(templateStatusSchema).optional(),
  categoryId: z.uuid().optional(),
  tagIds: queryArray(z.uuid()).optional(),
});

export const CATALOGUE_SORTS = ["name", "createdAt", "updatedAt"] as const;

export const templateCatalogueSchema = listTemplatesSchema.extend({
  kind: queryArray(z.enum(CATALOGUE_KINDS)).optional(),
  q: safeText().trim().max(200).optional(),
  sort: z.enum(CATALOGUE_SORTS).default("updatedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});

export const createTemplateLabelSchema = z.object({ name: safeText().trim().min(1).max(60) });

/** `<dispatchMode>_<authPolicy>` (API.md). */
export const START_POLICIES = [
  "EMAIL_AES_OTP",
  "EMAIL_SES_LINK_ONLY",
  "KIOSK_AES_OTP",
  "KIOSK_SES_LINK_ONLY",
  "CURRENT_USER_SES_LINK_ONLY",
] as const;
export type StartPolicy = (typeof START_POLICIES)[number];

const primitive = z.union([safeText().max(10_000), z.number().finite(), z.boolean()], {
  error: "must be a string, a number or a boolean",
});

export const startSigningSchema = z.object({
  data: z.record(safeText(), safeJson()).default({}),
  fieldPrefills: z
    .array(z.object({ fieldKey: safeText().trim().min(1).max(100), value: primitive }))
    .max(500)
    .default([]),
  signers: z
    .array(
      z.object({
        roleKey: safeText().trim().min(1).max(50),
        name: safeText().trim().min(1).max(200),
        email: z.email().max(254).optional(),
        phoneE164: phoneE164Schema.optional(),
        locale: localeSchema.optional(),
      }),
    )
    .min(1)
    .max(20),
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) > Date.now(), "must be in the future"),
  policy: z.enum(START_POLICIES).default("EMAIL_AES_OTP"),
  subject: safeText().trim().min(1).max(300).optional(),
  message: safeText().trim().max(5_000).optional(),
  observers: observersSchema,
  ...remindersInput,
});
export type StartSigningInput = z.output<typeof startSigningSchema>;
