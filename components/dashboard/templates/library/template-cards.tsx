import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { DateTime } from "../../date-time";
import { Detail } from "../../processes/detail/detail-list";
import { TemplateActions } from "./template-actions";
import { TEMPLATE_KIND_LABELS, versionLabel } from "./template-labels";
import { TemplateCategory, TemplateName, TemplateTags } from "./template-parts";
import { TemplateNoticeAlert } from "./template-notice";
import { TemplateStatusBadge } from "./template-status-badge";
import type { TemplateActionsState } from "./use-template-actions";

/** The library as cards for phones: the same details and actions as the table. */
export function TemplateCards({ templates, canWrite, actions }: { templates: CatalogueItem[]; canWrite: boolean; actions: TemplateActionsState }) {
  return (
    <ul aria-label="Templates" className="space-y-3">
      {templates.map((template) => (
        <li key={template.id} className="rounded-md border border-slate-200 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-medium [overflow-wrap:anywhere]">
              <TemplateName template={template} canWrite={canWrite} />
            </h3>
            <TemplateStatusBadge status={template.status} />
          </div>
          {template.description && <p className="mt-1 line-clamp-3 text-sm text-slate-600 [overflow-wrap:anywhere]">{template.description}</p>}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Detail term="Kind">{TEMPLATE_KIND_LABELS[template.kind]}</Detail>
            <Detail term="Version">{versionLabel(template.latestVersion)}</Detail>
            <Detail term="Category">
              <TemplateCategory template={template} />
            </Detail>
            <Detail term="Last changed">
              <DateTime value={template.updatedAt} fallback="Unknown" />
            </Detail>
            <Detail term="Tags" className="col-span-2">
              <TemplateTags template={template} />
            </Detail>
          </dl>
          <div className="mt-4">
            <TemplateActions template={template} canWrite={canWrite} actions={actions} />
          </div>
          {actions.notice?.templateId === template.id && (
            <div className="mt-3">
              <TemplateNoticeAlert notice={actions.notice} onDismiss={actions.dismissNotice} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
