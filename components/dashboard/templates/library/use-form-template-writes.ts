"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import type { CatalogueItem } from "@/server/services/templates/template-catalogue";
import { sendingDefaults } from "../../online-forms/new-form-draft";
import { copyName } from "./duplicate-template";
import type { TemplateAction, TemplateNotice } from "./use-template-actions";

/** What a library action on a form template did: a notice to show, or a page to go on to. */
export interface FormTemplateOutcome {
  notice: TemplateNotice | null;
  navigateTo?: string;
}

/**
 * The library's actions on a form template, through the online-form procedures: "Use" makes a
 * form to send from its latest version and opens it in the builder (where its recipients are
 * named), "Duplicate" copies its draft into a new template. Errors are thrown for the caller
 * to show, as for the other kinds.
 */
export function useFormTemplateWrites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.onlineForms.create.mutationOptions());
  const publish = useMutation(trpc.onlineForms.publish.mutationOptions());
  const library = useMutation(trpc.onlineForms.updateLibrary.mutationOptions());
  const remove = useMutation(trpc.onlineForms.delete.mutationOptions());
  const read = (id: string) => queryClient.fetchQuery({ ...trpc.onlineForms.get.queryOptions({ id }), staleTime: 0 });

  async function run(template: CatalogueItem, action: TemplateAction): Promise<FormTemplateOutcome> {
    const name = `“${template.name}”`;
    switch (action) {
      case "use": {
        // The blocks come from the template; how it is sent starts as for any new form.
        const form = await create.mutateAsync({
          kind: "DOCUMENT",
          templateId: template.id,
          expectedTemplateVersion: template.latestVersion ?? undefined,
          draft: { ...sendingDefaults(new Date()), subject: template.name, signers: [] },
        });
        return { notice: null, navigateTo: `/online-forms/${form.id}` };
      }
      case "publish": {
        const form = await read(template.id);
        const published = await publish.mutateAsync({ id: template.id, expectedDraftVersion: form.draftVersion });
        return {
          notice: {
            tone: "success",
            title: `Published ${name} as v${published.latestVersion}.`,
            messages: ["New forms made from it use this version; forms already sent keep theirs."],
            templateId: template.id,
          },
        };
      }
      case "archive":
      case "unarchive":
        await library.mutateAsync({ id: template.id, archived: action === "archive" });
        return {
          notice: {
            tone: "success",
            title: action === "archive" ? `Archived ${name}.` : `${name} is back in use.`,
            messages: action === "archive" ? ["No new forms are made from it; forms already sent go on."] : [],
            templateId: template.id,
          },
        };
      case "delete":
        await remove.mutateAsync({ id: template.id });
        return { notice: { tone: "success", title: `Deleted ${name}.`, messages: [] } };
      case "duplicate": {
        const form = await read(template.id);
        const copy = await create.mutateAsync({ kind: "TEMPLATE", draft: { ...form.draft, subject: copyName(form.draft.subject ?? template.name) } });
        return { notice: null, navigateTo: `/online-forms/${copy.id}` };
      }
    }
  }

  return { run };
}
