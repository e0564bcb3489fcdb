import Link from "next/link";
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { canUse, editHref } from "./template-labels";

/** The template's name, linking where the reader can act on it: the editor, or "Use" for a member. */
export function TemplateName({ template, canWrite }: { template: CatalogueItem; canWrite: boolean }) {
  const href = canWrite ? editHref(template) : canUse(template) && template.kind !== "FORM" ? `/templates/${template.id}/use` : null;
  if (!href) return <span className="text-slate-900">{template.name}</span>;
  return (
    <Link href={href} className="text-indigo-700 underline underline-offset-2 hover:decoration-2">
      {template.name}
    </Link>
  );
}

/** The template's tags as a short list, or a quiet "None". */
export function TemplateTags({ template }: { template: CatalogueItem }) {
  if (template.tags.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <ul aria-label={`Tags of ${template.name}`} className="flex flex-wrap gap-1">
      {template.tags.map((tag) => (
        <li key={tag.id} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

export function TemplateCategory({ template }: { template: CatalogueItem }) {
  return template.category ? <>{template.category.name}</> : <span className="text-slate-500">None</span>;
}
