"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type KeyboardEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { createTemplateLabelSchema, createTemplateSchema } from "@/lib/schemas/templates";
import { describedBy } from "../../forms/field-errors";
import { labelledZodResolver } from "../../forms/labelled-resolver";
import { plainRule } from "../../forms/plain-rule";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { appCodeOf, placeServerError, serverErrorMessages } from "../../forms/server-error-messages";
import { setServerFieldErrors } from "../../forms/set-server-field-errors";
import { Textarea } from "../../processes/textarea";
import { RoleRequired } from "../../role-required";
import { HTML_TEMPLATE_STARTER } from "./html-starter";
import { TEMPLATE_KIND_DESCRIPTIONS, TEMPLATE_KIND_LABELS, type TemplateKind } from "./template-labels";

type NewTemplateValues = z.input<typeof createTemplateSchema>;

const LABELS = { kind: "Kind", name: "Name", description: "Description", categoryId: "Category", tagIds: "Tags" } as const;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A new template: its name and kind, and where it sits in the library. Creating it opens its
 * editor, where its content is made. Categories and tags can be added on the spot.
 */
export function NewTemplateForm({ onCancel }: { onCancel: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.templates.categories.queryOptions());
  const tags = useQuery(trpc.templates.tags.queryOptions());
  const create = useMutation(trpc.templates.create.mutationOptions());
  const form = useForm<NewTemplateValues, unknown, z.output<typeof createTemplateSchema>>({
    resolver: labelledZodResolver(createTemplateSchema, LABELS),
    defaultValues: { kind: "PDF", name: "", description: undefined, categoryId: undefined, tagIds: [] },
  });
  const { errors } = form.formState;
  const serverError = placeServerError(create.error, LABELS);
  const kind = useWatch({ control: form.control, name: "kind" });
  // Note: tags are controlled here; react-hook-form reads a lone checkbox as a string, not a list.
  const tagIds = useWatch({ control: form.control, name: "tagIds" }) ?? [];
  const categoryId = useWatch({ control: form.control, name: "categoryId" }) ?? "";

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input.kind === "HTML" ? { ...input, draft: HTML_TEMPLATE_STARTER } : input);
      void queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });
      router.push(`/templates/${created.id}/edit`);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
    }
  });

  return (
    <Card aria-label="New template" className="p-4 sm:p-6">
      <CardHeader title="New template" description="Name it and choose its kind; you make its content in the editor that opens next." />
      {create.error &&
        (appCodeOf(create.error) === "INSUFFICIENT_ROLE" ? (
          <RoleRequired action="Creating templates" />
        ) : (
          <ServerErrorAlert messages={serverError.form} />
        ))}
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <Field id="new-template-name" label={LABELS.name} help="Such as “Apartment lease” or “NDA”." error={errors.name?.message}>
          <Input
            id="new-template-name"
            autoFocus
            required
            maxLength={200}
            {...form.register("name")}
            {...describedBy("new-template-name", errors.name?.message, true)}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{LABELS.kind}</legend>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            {(["PDF", "HTML"] as const satisfies TemplateKind[]).map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer gap-3 rounded-md border bg-white p-3 hover:border-slate-400 ${kind === value ? "border-indigo-600 ring-2 ring-indigo-600" : "border-slate-200"}`}
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register("kind")}
                  aria-labelledby={`new-template-kind-${value}-title`}
                  aria-describedby={`new-template-kind-${value}`}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span id={`new-template-kind-${value}-title`} className="block text-sm font-medium text-slate-900">
                    {TEMPLATE_KIND_LABELS[value]}
                  </span>
                  <span id={`new-template-kind-${value}`} className="mt-0.5 block text-xs text-slate-600">
                    {TEMPLATE_KIND_DESCRIPTIONS[value]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id="new-template-description"
          label="Description (optional)"
          help="What it is for; search finds it."
          error={errors.description?.message}
        >
          <Textarea
            id="new-template-description"
            rows={2}
            maxLength={2000}
            {...form.register("description", { setValueAs: blankToUndefined })}
            {...describedBy("new-template-description", errors.description?.message, true)}
          />
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-2">
            <Field id="new-template-category" label="Category (optional)" error={errors.categoryId?.message}>
              <Select
                id="new-template-category"
                value={categoryId}
                onChange={(event) => form.setValue("categoryId", event.target.value === "" ? undefined : event.target.value)}
                {...describedBy("new-template-category", errors.categoryId?.message)}
              >
                <option value="">No category</option>
                {categories.data?.items.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Select>
            </Field>
            <AddLabel
              kind="category"
              onAdded={(id) => {
                form.setValue("categoryId", id);
                void queryClient.invalidateQueries({ queryKey: trpc.templates.categories.queryKey() });
              }}
            />
          </div>
          <div className="space-y-2">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Tags (optional)</legend>
              {tags.data && tags.data.items.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {tags.data.items.map((tag) => (
                    <label
                      key={tag.id}
                      className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
                    >
                      <input
                        type="checkbox"
                        checked={tagIds.includes(tag.id)}
                        onChange={() => form.setValue("tagIds", tagIds.includes(tag.id) ? tagIds.filter((id) => id !== tag.id) : [...tagIds, tag.id])}
                        className="h-4 w-4 accent-indigo-600"
                      />
                      {tag.name}
                    </label>
                  ))}
                </div>
              ) : (
                <p className="mt-1 text-xs text-slate-500">No tags yet.</p>
              )}
            </fieldset>
            <AddLabel
              kind="tag"
              onAdded={(id) => {
                form.setValue("tagIds", [...new Set([...(form.getValues("tagIds") ?? []), id])]);
                void queryClient.invalidateQueries({ queryKey: trpc.templates.tags.queryKey() });
              }}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create and open the editor"}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A name and an "Add" button that creates a category or tag (an existing name is reused). */
function AddLabel({ kind, onAdded }: { kind: "category" | "tag"; onAdded: (id: string) => void }) {
  const trpc = useTRPC();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const create = useMutation((kind === "category" ? trpc.templates.createCategory : trpc.templates.createTag).mutationOptions());
  const id = `new-template-add-${kind}`;
  const label = kind === "category" ? "New category" : "New tag";

  async function add() {
    const parsed = createTemplateLabelSchema.safeParse({ name }, { error: plainRule });
    if (!parsed.success) {
      setProblem(`${label} ${parsed.error.issues[0]!.message}`);
      return;
    }
    setProblem(undefined);
    try {
      const created = await create.mutateAsync(parsed.data);
      setName("");
      onAdded(created.id);
    } catch (error) {
      setProblem(serverErrorMessages(error).join(" "));
    }
  }

  // Enter adds the label rather than submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void add();
    }
  };

  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field id={id} label={`${label} (optional)`} error={problem}>
          <Input
            id={id}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
            {...describedBy(id, problem)}
          />
        </Field>
      </div>
      <Button variant="secondary" onClick={() => void add()} disabled={create.isPending} className={problem ? "mb-6" : ""}>
        {create.isPending ? "Adding…" : "Add"}
        <span className="sr-only"> {kind}</span>
      </Button>
    </div>
  );
}
