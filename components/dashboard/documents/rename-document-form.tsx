"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { renamePdfAssetSchema } from "@/lib/schemas/pdf-assets";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { plainRule } from "../forms/plain-rule";
import { serverErrorDetails, serverErrorMessages } from "../forms/server-error-messages";

/** The shared schema's first broken rule, after the field's label: "Name is required". */
function nameProblem(name: string): string | undefined {
  const parsed = renamePdfAssetSchema.safeParse({ originalFileName: name }, { error: plainRule });
  return parsed.success ? undefined : `Name ${parsed.error.issues[0]!.message}`;
}

/**
 * The inline "Rename" of a document's page. The server adds ".pdf" when the name lacks it; the
 * page's heading is server-rendered, so it is refreshed after the change.
 */
export function RenameDocumentForm({ id, fileName, onClose }: { id: string; fileName: string; onClose: (renamedTo?: string) => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [name, setName] = useState(fileName);
  const [checked, setChecked] = useState(false);
  const rename = useMutation(
    trpc.pdfAssets.rename.mutationOptions({
      async onSuccess(asset) {
        await queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.pathKey() });
        router.refresh();
        onClose(asset.originalFileName);
      },
    }),
  );
  const problem = checked ? nameProblem(name) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (nameProblem(name) === undefined) rename.mutate({ id, originalFileName: name });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && !rename.isPending) onClose();
  }

  return (
    <form
      aria-label={`Rename ${fileName}`}
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      noValidate
      className="-mt-2 mb-6 max-w-xl space-y-3 rounded-md border border-slate-200 bg-white p-3 shadow-sm"
    >
      <Field id="document-name" label="New name" help="Your team sees this name in Documents and on the processes that use it. “.pdf” is added when it does not end with it." error={problem}>
        <Input
          id="document-name"
          value={name}
          autoFocus
          // Selects the name without its ending, ready to be typed over.
          onFocus={(event) => event.currentTarget.setSelectionRange(0, name.replace(/\.pdf$/i, "").length)}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "document-name-error" : "document-name-help"}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      {rename.error && <ServerErrorAlert messages={serverErrorMessages(rename.error)} details={serverErrorDetails(rename.error)} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? "Saving…" : "Save name"}
        </Button>
        <Button variant="secondary" size="sm" disabled={rename.isPending} onClick={() => onClose()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
