import { operationInputSchema } from "../../services/operation";
import { archiveTemplate, unarchiveTemplate } from "../../services/templates/archive-template";
import { createTemplate } from "../../services/templates/create-template";
import { deleteTemplate } from "../../services/templates/delete-template";
import { getTemplate } from "../../services/templates/get-template";
import { templateCatalogue } from "../../services/templates/template-catalogue";
import {
  templateCategoriesCreate,
  templatesArchive,
  templatesCatalogue,
  templatesCreate,
  templatesDelete,
  templatesGet,
  templatesPreview,
  templatesPublish,
  templatesStartSigning,
  templatesUnarchive,
  templatesUpdateDraft,
  templatesVersion,
  templatesVersions,
  templateTagsCreate,
} from "../../services/templates/operations";
import { publishTemplate } from "../../services/templates/publish-template";
import { startSigningFromTemplate } from "../../services/templates/start-signing";
import { templateCategoryService, templateTagService } from "../../services/templates/template-labels";
import { getTemplateVersion, listTemplateVersions } from "../../services/templates/template-versions";
import { updateTemplateDraft } from "../../services/templates/update-template-draft";
import { router, sessionProcedure } from "../init";
import { mutationOf } from "../operation-procedure";

// Inputs are the /api/v1 operations' own schemas (server/services/templates/operations.ts).
const templateId = operationInputSchema(templatesGet);

export const templatesRouter = router({
  catalogue: sessionProcedure.input(operationInputSchema(templatesCatalogue)).query(({ ctx, input }) => templateCatalogue(ctx.session, input)),
  get: sessionProcedure.input(templateId).query(({ ctx, input }) => getTemplate(ctx.session, input)),
  create: sessionProcedure.input(operationInputSchema(templatesCreate)).mutation(({ ctx, input }) => createTemplate(ctx.session, input)),
  updateDraft: sessionProcedure
    .input(operationInputSchema(templatesUpdateDraft))
    .mutation(({ ctx, input }) => updateTemplateDraft(ctx.session, input)),
  publish: sessionProcedure.input(operationInputSchema(templatesPublish)).mutation(({ ctx, input }) => publishTemplate(ctx.session, input)),
  archive: sessionProcedure.input(operationInputSchema(templatesArchive)).mutation(({ ctx, input }) => archiveTemplate(ctx.session, input)),
  unarchive: sessionProcedure
    .input(operationInputSchema(templatesUnarchive))
    .mutation(({ ctx, input }) => unarchiveTemplate(ctx.session, input)),
  delete: sessionProcedure.input(operationInputSchema(templatesDelete)).mutation(({ ctx, input }) => deleteTemplate(ctx.session, input)),
  versions: sessionProcedure.input(operationInputSchema(templatesVersions)).query(({ ctx, input }) => listTemplateVersions(ctx.session, input)),
  version: sessionProcedure.input(operationInputSchema(templatesVersion)).query(({ ctx, input }) => getTemplateVersion(ctx.session, input)),
  preview: mutationOf(templatesPreview),
  startSigning: sessionProcedure
    .input(operationInputSchema(templatesStartSigning))
    .mutation(({ ctx, input }) => startSigningFromTemplate(ctx.session, input)),
  categories: sessionProcedure.query(({ ctx }) => templateCategoryService.list(ctx.session)),
  createCategory: sessionProcedure
    .input(operationInputSchema(templateCategoriesCreate))
    .mutation(async ({ ctx, input }) => (await templateCategoryService.create(ctx.session, input)).data),
  tags: sessionProcedure.query(({ ctx }) => templateTagService.list(ctx.session)),
  createTag: sessionProcedure
    .input(operationInputSchema(templateTagsCreate))
    .mutation(async ({ ctx, input }) => (await templateTagService.create(ctx.session, input)).data),
});
