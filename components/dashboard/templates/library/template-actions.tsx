"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ConfirmDialog } from "../../confirm-dialog";
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { canDelete, canUse, editHref } from "./template-labels";
import { moreActionsId, type TemplateAction, type TemplateActionsState } from "./use-template-actions";

const LINK = "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium";

/**
 * A template's actions: "Use" and "Edit" as links, the writes in a small menu. A member sees
 * only "Use" (the server refuses their writes anyway).
 */
export function TemplateActions({ template, canWrite, actions }: { template: CatalogueItem; canWrite: boolean; actions: TemplateActionsState }) {
  const usable = canUse(template);
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap lg:justify-end">
      {usable &&
        (template.kind === "FORM" ? (
          // A form is made from the template first, then named recipients and sent from the builder.
          canWrite && (
            <Button size="sm" disabled={actions.pending?.id === template.id} onClick={() => actions.run(template, "use")}>
              Use<span className="sr-only"> {template.name}</span>
            </Button>
          )
        ) : (
          <Link href={`/templates/${template.id}/use`} className={`${LINK} bg-indigo-600 text-white hover:bg-indigo-700`}>
            Use<span className="sr-only"> {template.name}</span>
          </Link>
        ))}
      {canWrite && (
        <>
          <Link href={editHref(template)} className={`${LINK} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}>
            Edit<span className="sr-only"> {template.name}</span>
          </Link>
          <MoreActions template={template} actions={actions} />
        </>
      )}
    </div>
  );
}

interface MenuItem {
  action: TemplateAction;
  label: string;
}

function menuItems(template: CatalogueItem): MenuItem[] {
  const archived = template.status === "ARCHIVED";
  const items: MenuItem[] = [];
  if (!archived)
    items.push({ action: "publish", label: template.latestVersion === null ? "Publish" : `Publish changes as v${template.latestVersion + 1}` });
  items.push(archived ? { action: "unarchive", label: "Unarchive" } : { action: "archive", label: "Archive" });
  items.push({ action: "duplicate", label: "Duplicate" });
  if (canDelete(template)) items.push({ action: "delete", label: "Delete…" });
  return items;
}

const PENDING_WORDS: Record<TemplateAction, string> = {
  use: "Preparing…",
  publish: "Publishing…",
  archive: "Archiving…",
  unarchive: "Unarchiving…",
  duplicate: "Duplicating…",
  delete: "Deleting…",
};

/** The writes in a menu (Radix): Escape or a click elsewhere closes it, and focus returns to its button. */
function MoreActions({ template, actions }: { template: CatalogueItem; actions: TemplateActionsState }) {
  const busy = actions.pending?.id === template.id ? actions.pending.action : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        id={moreActionsId(template.id)}
        disabled={busy !== null}
        className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        {busy ? PENDING_WORDS[busy] : "More"}
        <span className="sr-only"> actions for {template.name}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        {menuItems(template).map((item) => (
          <DropdownMenuItem
            key={item.action}
            tone={item.action === "delete" ? "danger" : "neutral"}
            onSelect={() => (item.action === "delete" ? actions.askDelete(template.id) : actions.run(template, item.action))}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The second step of "Delete": says what happens and waits for Delete or Cancel. */
export function DeleteConfirmation({ template, actions }: { template: CatalogueItem | null; actions: TemplateActionsState }) {
  const deleting = template !== null && actions.pending?.id === template.id && actions.pending.action === "delete";
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => !open && actions.askDelete(null)}
      title={`Delete “${template?.name ?? ""}”?`}
      description="It was never published, so nothing depends on it. This cannot be undone."
      confirmLabel={deleting ? "Deleting…" : "Delete"}
      busy={deleting}
      onConfirm={() => template && actions.run(template, "delete")}
      focusOnClose={actions.focusAfterDelete}
    />
  );
}
