"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { appCodeOf, serverErrorMessages } from "../../forms/server-error-messages";
import { duplicateInput } from "./duplicate-template";
import { useFormTemplateWrites } from "./use-form-template-writes";
import { plainDraftProblem } from "./template-labels";
import { TEMPLATE_NOTICE_ID } from "./template-notice";

/** What the last action on a template did, shown above the list until the next one. */
export interface TemplateNotice {
  tone: "success" | "error";
  title: string;
  messages: string[];
  /** Where the reader fixes what was refused (the editor), when there is something to fix. */
  fixHref?: string;
  /** The template it concerns, shown beside it; none for a template that is gone. */
  templateId?: string;
}

export type TemplateAction = "use" | "publish" | "archive" | "unarchive" | "duplicate" | "delete";

/**
 * Every write on a library entry, with what it says afterwards. The list refreshes after each;
 * "Duplicate" goes on to the copy's editor.
 */
/** The id of a template's "More" button, for giving focus back to it. */
export function moreActionsId(templateId: string): string {
  return `template-more-${templateId}`;
}

export function useTemplateActions() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TemplateNotice | null>(null);
  const [pending, setPending] = useState<{ id: string; action: TemplateAction } | null>(null);
  const [confirmingDeleteId, setConfirmingDeleteId] = useState<string | null>(null);
  // Where focus goes as the delete confirmation closes: the "Delete…" it was opened from was in a menu that is gone.
  const [focusAfterDelete, setFocusAfterDelete] = useState<string[]>();

  const publish = useMutation(trpc.templates.publish.mutationOptions());
  const archive = useMutation(trpc.templates.archive.mutationOptions());
  const unarchive = useMutation(trpc.templates.unarchive.mutationOptions());
  const remove = useMutation(trpc.templates.delete.mutationOptions());
  const create = useMutation(trpc.templates.create.mutationOptions());

  const forms = useFormTemplateWrites();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });

  function failed(template: CatalogueItem, title: string, error: unknown, fixable = false) {
    const code = appCodeOf(error);
    // Note: a refused draft answers validation sentences without a public code.
    let messages = serverErrorMessages(error);
    const refusedDraft = fixable && code === null && messages.some((message) => message.startsWith("draft"));
    if (code === "ASSET_NOT_READY") messages = ["Its PDF is still being prepared. Try again in a moment."];
    else if (refusedDraft) messages = messages.map(plainDraftProblem);
    setNotice({ tone: "error", title, messages, fixHref: refusedDraft ? `/templates/${template.id}/edit` : undefined, templateId: template.id });
  }

  function closeDelete() {
    setFocusAfterDelete([TEMPLATE_NOTICE_ID, "main"]);
    setConfirmingDeleteId(null);
  }

  async function run(template: CatalogueItem, action: TemplateAction) {
    setNotice(null);
    setPending({ id: template.id, action });
    const name = `“${template.name}”`;
    try {
      if (template.kind === "FORM") {
        const done = await forms.run(template, action);
        if (action === "delete") closeDelete();
        if (done.navigateTo) {
          router.push(done.navigateTo);
          return;
        }
        setNotice(done.notice);
        void refresh();
        return;
      }
      switch (action) {
        case "use":
          router.push(`/templates/${template.id}/use`);
          return;
        case "publish": {
          const version = await publish.mutateAsync({ id: template.id });
          setNotice({
            tone: "success",
            title: `Published ${name} as v${version.number}.`,
            messages: ["New signings start from this version; running ones keep theirs."],
            templateId: template.id,
          });
          break;
        }
        case "archive":
          await archive.mutateAsync({ id: template.id });
          setNotice({
            tone: "success",
            title: `Archived ${name}.`,
            messages: ["No new signings start from it; running ones go on."],
            templateId: template.id,
          });
          break;
        case "unarchive":
          await unarchive.mutateAsync({ id: template.id });
          setNotice({ tone: "success", title: `${name} is back in use.`, messages: [], templateId: template.id });
          break;
        case "delete":
          await remove.mutateAsync({ id: template.id });
          closeDelete();
          setNotice({ tone: "success", title: `Deleted ${name}.`, messages: [] });
          break;
        case "duplicate": {
          const full = await queryClient.fetchQuery(trpc.templates.get.queryOptions({ id: template.id }));
          const copy = await create.mutateAsync(duplicateInput(full));
          void refresh();
          router.push(`/templates/${copy.id}/edit`);
          return;
        }
      }
      void refresh();
    } catch (error) {
      const titles: Record<TemplateAction, string> = {
        use: `${name} could not be used.`,
        publish: `${name} cannot be published yet.`,
        archive: `${name} could not be archived.`,
        unarchive: `${name} could not be brought back.`,
        delete: `${name} could not be deleted.`,
        duplicate: `${name} could not be duplicated.`,
      };
      failed(template, titles[action], error, action === "publish" && template.kind !== "FORM");
      // The refusal is shown beside the template, behind the confirmation: close it to read it.
      if (action === "delete") closeDelete();
      void refresh();
    } finally {
      setPending(null);
    }
  }

  return {
    notice,
    dismissNotice: () => setNotice(null),
    pending,
    confirmingDeleteId,
    focusAfterDelete,
    askDelete: (id: string | null) => {
      setNotice(null);
      // Cancelling gives focus back to the menu button the delete was chosen from.
      if (id === null && confirmingDeleteId) setFocusAfterDelete([moreActionsId(confirmingDeleteId)]);
      setConfirmingDeleteId(id);
    },
    run: (template: CatalogueItem, action: TemplateAction) => void run(template, action),
  };
}

export type TemplateActionsState = ReturnType<typeof useTemplateActions>;
