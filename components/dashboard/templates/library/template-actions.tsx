"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
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

/** A disclosure menu: Escape or a click elsewhere closes it, and focus returns to its button. */
function MoreActions({ template, actions }: { template: CatalogueItem; actions: TemplateActionsState }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const busy = actions.pending?.id === template.id ? actions.pending.action : null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  function choose(item: MenuItem) {
    setOpen(false);
    toggle.current?.focus();
    if (item.action === "delete") actions.askDelete(template.id);
    else actions.run(template, item.action);
  }

  return (
    <div ref={root} className="relative">
      {/* Note: a plain button, as components/ui Button takes no ref. */}
      <button
        ref={toggle}
        id={moreActionsId(template.id)}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy !== null}
        onClick={() => setOpen(!open)}
        className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
      >
        {busy ? PENDING_WORDS[busy] : "More"}
        <span className="sr-only"> actions for {template.name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={`Actions for ${template.name}`}
          className="absolute left-0 z-20 mt-1 w-56 lg:left-auto lg:right-0 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {menuItems(template).map((item, index) => (
            <li key={item.action}>
              <button
                type="button"
                autoFocus={index === 0}
                onClick={() => choose(item)}
                className={`block w-full px-3 py-2 text-left text-sm hover:bg-slate-100 ${item.action === "delete" ? "text-red-700" : "text-slate-800"}`}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The second step of "Delete": says what happens and waits for Delete or Cancel. */
export function DeleteConfirmation({ template, actions }: { template: CatalogueItem; actions: TemplateActionsState }) {
  const deleting = actions.pending?.id === template.id && actions.pending.action === "delete";
  return (
    <div role="group" aria-label={`Delete ${template.name}`} className="rounded-md border border-red-200 bg-red-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-red-900">
          <span className="font-medium">Delete “{template.name}”?</span> It was never published, so nothing depends on it. This cannot be undone.
        </p>
        <div className="flex gap-2">
          <Button variant="danger" size="sm" disabled={deleting} onClick={() => actions.run(template, "delete")}>
            {deleting ? "Deleting…" : "Delete"}
          </Button>
          {/* Focus moves here, the harmless choice, when the step opens. */}
          <Button variant="secondary" size="sm" autoFocus disabled={deleting} onClick={() => actions.askDelete(null)}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
