/**
 * The categories and tags of template-library entries (PDF and HTML templates, form templates),
 * in two queries whatever the number of entries. Each kind links its tags in its own table.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { onlineFormTagLinks, templateCategories, templateTagLinks, templateTags } from "../../db/schema";

export interface LibraryLabel {
  id: string;
  name: string;
}

export interface LibraryLabels {
  categoryOf(entry: { categoryId: string | null }): LibraryLabel | null;
  tagsOf(entry: { id: string }): LibraryLabel[];
}

const TAG_LINKS = {
  template: { table: templateTagLinks, owner: templateTagLinks.templateId, tag: templateTagLinks.tagId },
  form: { table: onlineFormTagLinks, owner: onlineFormTagLinks.onlineFormId, tag: onlineFormTagLinks.tagId },
} as const;

export async function loadLibraryLabels(
  db: Db | Tx,
  entries: readonly { id: string; categoryId: string | null }[],
  kind: keyof typeof TAG_LINKS,
): Promise<LibraryLabels> {
  const links = TAG_LINKS[kind];
  const categoryIds = [...new Set(entries.flatMap((entry) => (entry.categoryId ? [entry.categoryId] : [])))];
  const ids = entries.map((entry) => entry.id);
  const [categories, tagRows] = await Promise.all([
    categoryIds.length > 0
      ? db.select({ id: templateCategories.id, name: templateCategories.name }).from(templateCategories).where(inArray(templateCategories.id, categoryIds))
      : [],
    ids.length > 0
      ? db
          .select({ owner: links.owner, id: templateTags.id, name: templateTags.name })
          .from(links.table)
          .innerJoin(templateTags, eq(templateTags.id, links.tag))
          .where(inArray(links.owner, ids))
          .orderBy(templateTags.name)
      : [],
  ]);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const tagsByOwner = new Map<string, LibraryLabel[]>();
  for (const { owner, id, name } of tagRows) tagsByOwner.set(owner, [...(tagsByOwner.get(owner) ?? []), { id, name }]);
  return {
    categoryOf: (entry) => (entry.categoryId ? (categoryById.get(entry.categoryId) ?? null) : null),
    tagsOf: (entry) => tagsByOwner.get(entry.id) ?? [],
  };
}
