import { archiveTemplate, unarchiveTemplate } from "../../services/templates/archive-template";
import { createTemplate } from "../../services/templates/create-template";
import { deleteTemplate } from "../../services/templates/delete-template";
import { getTemplate } from "../../services/templates/get-template";
import { templateCatalogue } from "../../services/templates/template-catalogue";
import {
  templateCategoriesCreate,
  templateCategoriesList,
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
  templateTagsList,
} from "../../services/templates/operations";
import { publishTemplate } from "../../services/templates/publish-template";
import { startSigningFromTemplate } from "../../services/templates/start-signing";
import { templateCategoryService, templateTagService } from "../../services/templates/template-labels";
import { getTemplateVersion, listTemplateVersions } from "../../services/templates/template-versions";
import { updateTemplateDraft } from "../../services/templates/update-template-draft";
import { router } from "../init";
import { mutationOf, procedureOver } from "../operation-procedure";

// Inputs and answers are checked by the /api/v1 operations' own schemas (server/services/templates/operations.ts).
export const templatesRouter = router({
  catalogue: procedureOver(templatesCatalogue).query(({ ctx, input }) => templateCatalogue(ctx.session, input)),
  get: procedureOver(templatesGet).query(({ ctx, input }) => getTemplate(ctx.session, input)),
  create: procedureOver(templatesCreate).mutation(({ ctx, input }) => createTemplate(ctx.session, input)),
  updateDraft: procedureOver(templatesUpdateDraft)
    .mutation(({ ctx, input }) => updateTemplateDraft(ctx.session, input)),
  publish: procedureOver(templatesPublish).mutation(({ ctx, input }) => publishTemplate(ctx.session, input)),
  archive: procedureOver(templatesArchive).mutation(({ ctx, input }) => archiveTemplate(ctx.session, input)),
  unarchive: procedureOver(templatesUnarchive)
    .mutation(({ ctx, input }) => unarchiveTemplate(ctx.session, input)),
  delete: procedureOver(templatesDelete).mutation(({ ctx, input }) => deleteTemplate(ctx.session, input)),
  versions: procedureOver(templatesVersions).query(({ ctx, input }) => listTemplateVersions(ctx.session, input)),
  version: procedureOver(templatesVersion).query(({ ctx, input }) => getTemplateVersion(ctx.session, input)),
  preview: mutationOf(templatesPreview),
  startSigning: procedureOver(templatesStartSigning)
    .mutation(({ ctx, input }) => startSigningFromTemplate(ctx.session, input)),
  categories: procedureOver(templateCategoriesList).query(({ ctx }) => templateCategoryService.list(ctx.session)),
  createCategory: procedureOver(templateCategoriesCreate)
    .mutation(async ({ ctx, input }) => (await templateCategoryService.create(ctx.session, input)).data),
  tags: procedureOver(templateTagsList).query(({ ctx }) => templateTagService.list(ctx.session)),
  createTag: procedureOver(templateTagsCreate)
    .mutation(async ({ ctx, input }) => (await templateTagService.create(ctx.session, input)).data),
});
