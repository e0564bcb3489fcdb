import { Fragment } from "react";
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { DateTime } from "../../date-time";
import { TemplateActions } from "./template-actions";
import { TEMPLATE_KIND_LABELS, versionLabel } from "./template-labels";
import { TemplateCategory, TemplateName, TemplateTags } from "./template-parts";
import { TemplateNoticeAlert } from "./template-notice";
import { TemplateStatusBadge } from "./template-status-badge";
import type { TemplateActionsState } from "./use-template-actions";

const COLUMNS = 8;
const HEAD = "whitespace-nowrap px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-0";
const CELL = "px-2 py-3 align-top text-sm text-slate-800 first:pl-0";

/** The library as a table, for screens wide enough for its columns. */
export function TemplatesTable({ templates, canWrite, actions }: { templates: CatalogueItem[]; canWrite: boolean; actions: TemplateActionsState }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Templates</caption>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={HEAD}>
            Name
          </th>
          <th scope="col" className={HEAD}>
            Kind
          </th>
          <th scope="col" className={HEAD}>
            Status
          </th>
          <th scope="col" className={HEAD}>
            Category
          </th>
          <th scope="col" className={HEAD}>
            Tags
          </th>
          <th scope="col" className={HEAD}>
            Version
          </th>
          <th scope="col" className={HEAD}>
            Last changed
          </th>
          <th scope="col" className={HEAD}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => {
          const notice = actions.notice?.templateId === template.id ? actions.notice : null;
          return (
            <Fragment key={template.id}>
              <tr className={notice ? "" : "border-b border-slate-100"}>
                <th scope="row" className={`${CELL} min-w-[10rem] text-left font-medium [overflow-wrap:anywhere]`}>
                  <TemplateName template={template} canWrite={canWrite} />
                  {template.description && <p className="mt-0.5 line-clamp-2 text-xs font-normal text-slate-600">{template.description}</p>}
                </th>
                <td className={CELL}>{TEMPLATE_KIND_LABELS[template.kind]}</td>
                <td className={CELL}>
                  <TemplateStatusBadge status={template.status} />
                </td>
                <td className={`${CELL} [overflow-wrap:anywhere]`}>
                  <TemplateCategory template={template} />
                </td>
                <td className={`${CELL} max-w-[12rem]`}>
                  <TemplateTags template={template} />
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{versionLabel(template.latestVersion)}</td>
                <td className={CELL}>
                  <DateTime value={template.updatedAt} fallback="Unknown" />
                </td>
                <td className={`${CELL} pr-0`}>
                  <TemplateActions template={template} canWrite={canWrite} actions={actions} />
                </td>
              </tr>
              {notice && (
                <tr className="border-b border-slate-100">
                  <td colSpan={COLUMNS} className="pb-3">
                    <TemplateNoticeAlert notice={notice} onDismiss={actions.dismissNotice} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
