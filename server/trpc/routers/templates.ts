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
  templatesRetention,
  templatesUpdateDraft,
  templatesVersion,
  templatesVersions,
  templateTagsCreate,
  templateTagsList,
} from "../../services/templates/operations";
import { router } from "../init";
import { mutationOf, mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/templates/operations.ts).
export const templatesRouter = router({
  catalogue: queryOver(templatesCatalogue),
  get: queryOver(templatesGet),
  create: mutationOver(templatesCreate),
  updateDraft: mutationOver(templatesUpdateDraft),
  publish: mutationOver(templatesPublish),
  archive: mutationOver(templatesArchive),
  unarchive: mutationOver(templatesUnarchive),
  retention: mutationOver(templatesRetention),
  delete: mutationOver(templatesDelete),
  versions: queryOver(templatesVersions),
  version: queryOver(templatesVersion),
  preview: mutationOf(templatesPreview),
  startSigning: mutationOver(templatesStartSigning),
  categories: queryOver(templateCategoriesList),
  createCategory: mutationOver(templateCategoriesCreate),
  tags: queryOver(templateTagsList),
  createTag: mutationOver(templateTagsCreate),
});
