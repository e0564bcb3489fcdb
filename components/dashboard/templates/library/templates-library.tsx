"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusAfterRender } from "@/components/ui/focus-after-render";
import { useDebouncedValue } from "../../documents/use-debounced-value";
import { QueryError } from "../../forms/query-error";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { useNewForm } from "../../online-forms/use-new-form";
import { Pagination } from "../../pagination";
import { NewTemplateForm } from "./new-template-form";
import { isFiltered, NO_TEMPLATE_FILTERS, TemplateFilters, type TemplateFilterValues } from "./template-filters";
import { DeleteConfirmation } from "./template-actions";
import { TemplateCards } from "./template-cards";
import { TemplatesTable } from "./templates-table";
import { TemplateNoticeAlert } from "./template-notice";
import { useTemplateActions } from "./use-template-actions";

const PAGE_SIZE = 20;
const SEARCH_PAUSE_MS = 300;
const NEW_TEMPLATE_BUTTON_ID = "new-template";

/** The template library: search, filter and sort; act on each entry; create a new one. */
export function TemplatesLibrary({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<TemplateFilterValues>(NO_TEMPLATE_FILTERS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const actions = useTemplateActions();
  const newForm = useNewForm();
  const q = useDebouncedValue(filters.search.trim(), SEARCH_PAUSE_MS);
  const categories = useQuery(trpc.templates.categories.queryOptions());
  const tags = useQuery(trpc.templates.tags.queryOptions());
  const list = useQuery({
    ...trpc.templates.catalogue.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      q: q || undefined,
      kind: filters.kinds.length > 0 ? filters.kinds : undefined,
      status: filters.statuses.length > 0 ? filters.statuses : undefined,
      categoryId: filters.categoryId || undefined,
      tagIds: filters.tagIds.length > 0 ? filters.tagIds : undefined,
      sort: filters.sort,
      order: filters.order,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = isFiltered({ ...filters, search: q });
  // An empty library shows what a template is, without filters that could find nothing.
  const empty = list.data?.total === 0 && !filtered && !isFiltered(filters);
  const change = (next: TemplateFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  function renderBody() {
    if (list.isPending)
      return (
        <p role="status" className="text-sm text-slate-600">
          Loading templates…
        </p>
      );
    if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0) {
      if (filtered) {
        return (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">No templates match these filters.</p>
            <Button variant="secondary" onClick={() => change({ ...NO_TEMPLATE_FILTERS, sort: filters.sort, order: filters.order })}>
              Clear filters
            </Button>
          </div>
        );
      }
      return <NoTemplatesYet canWrite={canWrite} onCreate={() => setCreating(true)} />;
    }
    // Note: both layouts are rendered and CSS shows one; the hidden one is out of the accessibility tree.
    return (
      <>
        <div className="hidden lg:block">
          <TemplatesTable templates={list.data.items} canWrite={canWrite} actions={actions} />
        </div>
        <div className="lg:hidden">
          <TemplateCards templates={list.data.items} canWrite={canWrite} actions={actions} />
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      {canWrite &&
        (creating ? (
          <NewTemplateForm
            onCancel={() => {
              setCreating(false);
              focusAfterRender(NEW_TEMPLATE_BUTTON_ID);
            }}
          />
        ) : (
          !empty && (
            <div className="-mt-2 flex flex-wrap gap-3">
              <Button id={NEW_TEMPLATE_BUTTON_ID} onClick={() => setCreating(true)}>
                New template
              </Button>
              <Button variant="secondary" onClick={() => void newForm.start("TEMPLATE")} disabled={newForm.pending}>
                New online form template
              </Button>
            </div>
          )
        ))}
      {newForm.error && <ServerErrorAlert messages={newForm.error} />}
      {!empty && (
        <Card aria-label="Filters" className="p-4 sm:p-6">
          <TemplateFilters value={filters} categories={categories.data?.items ?? []} tags={tags.data?.items ?? []} onChange={change} />
        </Card>
      )}
      <Card aria-label="Results" aria-busy={list.isPending || list.isPlaceholderData} className="p-4 sm:p-6">
        <div role="status" className="mb-4 text-sm text-slate-600">
          {list.data && !empty && `${list.data.total} ${filtered ? "found" : "in total"}`}
        </div>
        <div className="space-y-4">
          {actions.notice && !actions.notice.templateId && <TemplateNoticeAlert notice={actions.notice} onDismiss={actions.dismissNotice} />}
          {renderBody()}
          {/* Note: one dialog for both layouts. */}
          <DeleteConfirmation template={list.data?.items.find((item) => item.id === actions.confirmingDeleteId) ?? null} actions={actions} />
          {list.data && (
            <Pagination label="Template pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
          )}
        </div>
      </Card>
    </div>
  );
}

/** The first visit: what a template is, and how to make one. */
function NoTemplatesYet({ canWrite, onCreate }: { canWrite: boolean; onCreate: () => void }) {
  return (
    <div className="max-w-2xl space-y-3 text-sm text-slate-700">
      <h2 className="text-base font-semibold text-slate-900">No templates yet</h2>
      <p>
        A template is a document you prepare once and send for signing again and again: a PDF with its fields placed, a page written in HTML, or an
        online form. It
        says who signs, in which order, and which details you fill in each time, such as a customer’s name.
      </p>
      <p>Once it is published, starting a signing from it takes one short form.</p>
      {canWrite ? (
        <Button onClick={onCreate}>New template</Button>
      ) : (
        <p className="text-slate-600">Ask an owner or admin of your organization to create one.</p>
      )}
    </div>
  );
}
