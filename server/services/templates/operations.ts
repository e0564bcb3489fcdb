/** The /api/v1 operations on templates, their versions, categories and tags (API.md, "Templates"). */
import { z } from "zod";
import { pageSchema, paginationSchema } from "@/lib/pagination";
import {
  CATALOGUE_KINDS,
  createTemplateLabelSchema,
  createTemplateSchema,
  listTemplatesSchema,
  startSigningSchema,
  templateCatalogueSchema,
  templateIdSchema,
  templateVersionPathSchema,
  updateTemplateDraftSchema,
} from "@/lib/schemas/templates";
import { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import { idempotent } from "../idempotency/with-idempotency-key";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { signingProcessRecordSchema } from "../signing/signing-process-record";
import { archiveTemplate, unarchiveTemplate } from "./archive-template";
import { createTemplate } from "./create-template";
import { deleteTemplate } from "./delete-template";
import { getTemplate } from "./get-template";
import { listTemplates } from "./list-templates";
import { templateCatalogue } from "./template-catalogue";
import { htmlTemplatePreviewSchema, previewHtmlTemplate, previewHtmlTemplateSchema } from "./preview-html-template";
import { publishTemplate } from "./publish-template";
import { startSigningFromTemplate } from "./start-signing";
import { templateCategoryService, templateTagService } from "./template-labels";
import { templateLabelSchema, templateRecordSchema, templateSummarySchema } from "./template-record";
import { getTemplateVersion, listTemplateVersions, templateVersionSchema, templateVersionSummarySchema } from "./template-versions";
import { updateTemplateDraft } from "./update-template-draft";
import { setTemplateRetention } from "./template-retention";
import { templateRetentionSchema } from "@/lib/schemas/retention";

/** Not in the activity log (docs/people.md, "Activity"). */
const documentWork = notRecorded("documents, templates and processes are the organization's work, not its settings; each process's audit trail records what happens to it");

const tag = "Templates";
const writeErrors = ["NOT_FOUND", "INVALID_STATE", "BILLING_ORG_READ_ONLY"] as const;
const labelList = z.object({ items: z.array(templateLabelSchema) });

export const templatesList = defineOperation({
  name: "templates.list",
  method: "GET",
  path: "/templates",
  summary: "List the organization's templates, most recently changed first; tagIds matches any of the tags.",
  tag,
  access: "member",
  query: listTemplatesSchema,
  output: pageSchema(templateSummarySchema),
  status: 200,
  handler: listTemplates,
});

export const templatesCreate = defineOperation({
  name: "templates.create",
  method: "POST",
  path: "/templates",
  summary: "Create a PDF or HTML template; it starts as a DRAFT. An Idempotency-Key makes a retry answer the first template.",
  tag,
  access: "admin",
  doors: ["trpc"],
  headers: idempotencyKeyHeaderSchema,
  body: createTemplateSchema,
  output: templateRecordSchema,
  status: 201,
  errors: ["NOT_FOUND", "QUOTA_EXCEEDED", "IDEMPOTENCY_KEY_REUSED", "BILLING_ORG_READ_ONLY"],
  handler: idempotent("templates.create", createTemplate),
  activity: documentWork,
});

export const templatesCatalogue = defineOperation({
  name: "templates.catalogue",
  method: "GET",
  path: "/templates/catalogue",
  summary: "The template library of every kind (PDF, HTML and form templates): filter, search (q over name and description) and sort.",
  tag,
  access: "member",
  doors: ["trpc"],
  query: templateCatalogueSchema,
  output: pageSchema(templateSummarySchema.extend({ kind: z.enum(CATALOGUE_KINDS) })),
  status: 200,
  handler: templateCatalogue,
});

export const templatesGet = defineOperation({
  name: "templates.get",
  method: "GET",
  path: "/templates/{id}",
  summary: "Read a template with its draft.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: templateIdSchema,
  output: templateRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getTemplate,
});

export const templatesDelete = defineOperation({
  name: "templates.delete",
  method: "DELETE",
  path: "/templates/{id}",
  summary: "Delete a template that was never published; a published one is archived instead.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  output: z.null(),
  status: 204,
  errors: writeErrors,
  handler: deleteTemplate,
  activity: documentWork,
});

export const templatesUpdateDraft = defineOperation({
  name: "templates.updateDraft",
  method: "PATCH",
  path: "/templates/{id}/draft",
  summary: "Change the draft (each part named replaces that part) and the name, description, category and tags.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  body: updateTemplateDraftSchema,
  output: templateRecordSchema,
  status: 200,
  errors: writeErrors,
  handler: updateTemplateDraft,
  activity: documentWork,
});

export const templatesPublish = defineOperation({
  name: "templates.publish",
  method: "POST",
  path: "/templates/{id}/publish",
  summary: "Freeze the draft into the next numbered, immutable version.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  output: templateVersionSchema,
  status: 201,
  errors: [...writeErrors, "ASSET_NOT_READY"],
  handler: publishTemplate,
  activity: documentWork,
});

export const templatesArchive = defineOperation({
  name: "templates.archive",
  method: "POST",
  path: "/templates/{id}/archive",
  summary: "Archive a template: no new signings start from it; running ones go on.",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  output: templateRecordSchema,
  status: 200,
  errors: writeErrors,
  handler: archiveTemplate,
  activity: documentWork,
});

export const templatesRetention = defineOperation({
  name: "templates.retention",
  method: "PUT",
  path: "/templates/{id}/retention",
  summary: "Set how many days after they ended the processes started from this template are erased (null: the organization's period).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  body: templateRetentionSchema,
  output: templateRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: setTemplateRetention,
  activity: documentWork,
});

export const templatesUnarchive = defineOperation({
  name: "templates.unarchive",
  method: "POST",
  path: "/templates/{id}/unarchive",
  summary: "Bring an archived template back (PUBLISHED when it has a version, else DRAFT).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: templateIdSchema,
  output: templateRecordSchema,
  status: 200,
  errors: writeErrors,
  handler: unarchiveTemplate,
  activity: documentWork,
});

export const templatesVersions = defineOperation({
  name: "templates.versions",
  method: "GET",
  path: "/templates/{id}/versions",
  summary: "The template's published versions, newest first.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: templateIdSchema,
  query: paginationSchema,
  output: pageSchema(templateVersionSummarySchema),
  status: 200,
  errors: ["NOT_FOUND"],
  handler: listTemplateVersions,
});

export const templatesVersion = defineOperation({
  name: "templates.version",
  method: "GET",
  path: "/templates/{id}/versions/{number}",
  summary: "One published version with its frozen definition.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: templateVersionPathSchema,
  output: templateVersionSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getTemplateVersion,
});

export const templatesStartSigning = defineOperation({
  name: "templates.startSigning",
  method: "POST",
  path: "/templates/{id}/start-signing",
  summary: "Start a signing process from the latest published version, with runtime data and one signer per role. An Idempotency-Key makes a retry answer the first process.",
  tag,
  access: "member",
  doors: ["trpc"],
  params: templateIdSchema,
  headers: idempotencyKeyHeaderSchema,
  body: startSigningSchema,
  output: signingProcessRecordSchema,
  status: 201,
  errors: [
    "NOT_FOUND",
    "INVALID_STATE",
    "ASSET_NOT_READY",
    "QUOTA_EXCEEDED",
    "INVALID_PDF",
    "PLAN_FEATURE_UNAVAILABLE",
    "IDEMPOTENCY_KEY_REUSED",
    "BILLING_ORG_READ_ONLY",
    "RENDER_BUSY",
    "RENDERER_UNAVAILABLE",
  ],
  handler: idempotent("templates.startSigning", startSigningFromTemplate),
  activity: documentWork,
});

export const templateCategoriesList = defineOperation({
  name: "templateCategories.list",
  method: "GET",
  path: "/template-categories",
  summary: "The organization's template categories, by name.",
  tag,
  access: "member",
  doors: ["trpc"],
  output: labelList,
  status: 200,
  handler: templateCategoryService.list,
});

export const templateCategoriesCreate = defineOperation({
  name: "templateCategories.create",
  method: "POST",
  path: "/template-categories",
  summary: "Create a category; a name that exists (whatever its case) answers that category with 200.",
  tag,
  access: "admin",
  doors: ["trpc"],
  body: createTemplateLabelSchema,
  output: templateLabelSchema,
  status: 201,
  alsoStatus: [200],
  errors: ["BILLING_ORG_READ_ONLY"],
  handler: templateCategoryService.create,
  activity: documentWork,
});

export const templateTagsList = defineOperation({
  name: "templateTags.list",
  method: "GET",
  path: "/template-tags",
  summary: "The organization's template tags, by name.",
  tag,
  access: "member",
  doors: ["trpc"],
  output: labelList,
  status: 200,
  handler: templateTagService.list,
});

export const templateTagsCreate = defineOperation({
  name: "templateTags.create",
  method: "POST",
  path: "/template-tags",
  summary: "Create a tag; a name that exists (whatever its case) answers that tag with 200.",
  tag,
  access: "admin",
  doors: ["trpc"],
  body: createTemplateLabelSchema,
  output: templateLabelSchema,
  status: 201,
  alsoStatus: [200],
  errors: ["BILLING_ORG_READ_ONLY"],
  handler: templateTagService.create,
  activity: documentWork,
});

// Dashboard only (no /api/v1 path): the HTML editor's live preview, rendered and never stored.
export const templatesPreview = defineOperation({
  name: "templates.preview",
  summary: "Render an HTML template draft with sample data as a start would, without storing it.",
  access: "dashboard",
  input: previewHtmlTemplateSchema,
  output: htmlTemplatePreviewSchema,
  handler: previewHtmlTemplate,
  activity: notRecorded("a preview changes nothing"),
});

export const templateOperations = [
  templatesPreview,
  templatesList,
  templatesCreate,
  templatesCatalogue,
  templatesGet,
  templatesDelete,
  templatesUpdateDraft,
  templatesPublish,
  templatesArchive,
  templatesUnarchive,
  templatesRetention,
  templatesVersions,
  templatesVersion,
  templatesStartSigning,
  templateCategoriesList,
  templateCategoriesCreate,
  templateTagsList,
  templateTagsCreate,
];
