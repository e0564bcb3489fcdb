/**
 * Online forms (spec "Online form", API.md "Online forms"): the block document, its visibility
 * rules, and the draft content around it. Structural rules that need the whole form (unique
 * ids, references, recipients) live in lib/forms/form-rules.ts; visibility in
 * lib/forms/visibility.ts.
 */
import { z } from "zod";
import { INT4_MAX, paginationSchema } from "../pagination";
import { localeSchema } from "./locale";
import { metadataSchema } from "./metadata";
import { authPolicySchema, phoneE164Schema } from "./signing-processes";
import { safeJson, safeText } from "./text";

export const BLOCK_TYPES = ["TEXT", "TEXTAREA", "BOOLEAN", "MULTIPLE_CHOICE", "SECTION", "SIGNATURE"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** The blocks a recipient answers, and so the only ones a rule may look at. */
export const INPUT_BLOCK_TYPES = ["TEXTAREA", "BOOLEAN", "MULTIPLE_CHOICE"] as const satisfies readonly BlockType[];

export const RULE_OPERATORS = ["equals", "notEquals", "includes", "isEmpty", "isNotEmpty"] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, - or _");
const shortText = safeText().max(500);

export const visibilityRuleSchema = z
  .object({
    field: blockId,
    operator: z.enum(RULE_OPERATORS),
    value: z.union([safeText().max(500), z.boolean()]).optional(),
  })
  .strict();

export const choiceOptionSchema = z.object({ id: blockId, label: safeText().trim().min(1).max(500) }).strict();

export const formBlockSchema = z
  .object({
    id: blockId,
    type: z.enum(BLOCK_TYPES),
    text: safeText().max(10_000).optional(),
    label: shortText.optional(),
    help: safeText().max(2_000).optional(),
    options: z.array(choiceOptionSchema).max(100).optional(),
    allowMultiple: z.boolean().optional(),
    required: z.boolean().default(false),
    parentId: blockId.optional(),
    showWhen: z.array(visibilityRuleSchema).max(20).default([]),
    signOrder: z.number().int().min(1).max(50).default(1),
  })
  .strict();

export const formDefinitionSchema = z.object({ blocks: z.array(formBlockSchema).max(500) }).strict();

export type VisibilityRule = z.output<typeof visibilityRuleSchema>;
export type FormBlock = z.output<typeof formBlockSchema>;
export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** An answer as a recipient gives it: TEXTAREA text, BOOLEAN true/false, MULTIPLE_CHOICE option id(s). */
export type FormAnswer = string | boolean | string[];

export const FORM_DELIVERIES = ["PRIVATE_LINK", "EMAIL"] as const;

export const formSignerSchema = z
  .object({
    signOrder: z.number().int().min(1).max(50),
    name: safeText().trim().min(1).max(200),
    email: z.email().max(254).optional(),
    phoneE164: phoneE164Schema.optional(),
    locale: localeSchema.optional(),
  })
  .strict();

export const formAnswerSchema = z.union([safeText().max(10_000), z.boolean(), z.array(safeText().max(64)).max(100)]);

export const formDraftSchema = z
  .object({
    subject: safeText().trim().min(1).max(300).optional(),
    authPolicy: authPolicySchema.optional(),
    delivery: z.enum(FORM_DELIVERIES).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    signers: z.array(formSignerSchema).max(50).default([]),
    metadata: metadataSchema.optional(),
    definition: formDefinitionSchema.optional(),
    /** Answers the signing page starts with, by block id; the signer may change them. */
    prefills: z.record(blockId, formAnswerSchema).optional(),
  })
  .strict();
export type FormDraft = z.output<typeof formDraftSchema>;

export const onlineFormIdSchema = z.object({ id: z.uuid() });

/**
 * Creation of a document or a form template from its own blocks, or of a document from a
 * published form template: then `draft` carries subject, recipients, delivery, verification and
 * deadline and omits `definition`, `data` fills the template's placeholders and `prefills` the
 * first answers.
 */
export const createOnlineFormSchema = z
  .object({
    kind: z.enum(["DOCUMENT", "TEMPLATE"]),
    draft: formDraftSchema,
    templateId: z.uuid().optional(),
    expectedTemplateVersion: z.number().int().min(1).max(INT4_MAX).optional(),
    data: z.record(safeText().max(200), safeJson()).optional(),
    prefills: z.record(blockId, formAnswerSchema).optional(),
  })
  .superRefine((input, issues) => {
    if (input.templateId) {
      if (input.kind !== "DOCUMENT") issues.addIssue({ code: "custom", path: ["kind"], message: "must be DOCUMENT when creating from a template" });
      if (input.draft.definition) issues.addIssue({ code: "custom", path: ["draft", "definition"], message: "must be left out: the blocks come from the template" });
    } else {
      for (const key of ["expectedTemplateVersion", "data", "prefills"] as const) {
        if (input[key] !== undefined) issues.addIssue({ code: "custom", path: [key], message: "is only for creating a document from a template (templateId)" });
      }
    }
  });

/** Each part of `draft` named replaces that part; `expectedDraftVersion` is the version read. */
export const updateOnlineFormDraftSchema = z.object({ expectedDraftVersion: z.number().int().min(1).max(INT4_MAX), draft: formDraftSchema.partial() });

export const updateOnlineFormLibrarySchema = z
  .object({
    description: safeText().trim().max(2_000).nullable().optional(),
    categoryId: z.uuid().nullable().optional(),
    tagIds: z.array(z.uuid()).max(50).optional(),
    archived: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "must change something: description, categoryId, tagIds or archived");

export const listOnlineFormsSchema = paginationSchema.extend({
  draftsOnly: z.enum(["true", "false"]).transform((value) => value === "true").optional(),
  kind: z.enum(["DOCUMENT", "TEMPLATE"]).optional(),
});

export const publishOnlineFormSchema = z.object({ expectedDraftVersion: z.number().int().min(1).max(INT4_MAX) });
export const onlineFormSignerPathSchema = z.object({ id: z.uuid(), signerId: z.uuid() });
