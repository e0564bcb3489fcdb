"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import type { FieldsOfRemovedSigner } from "./signer-removal";

/**
 * Asked before a signer with placed fields is removed: give the fields to another signer (the
 * sender picks whom) or delete them. Nothing happens to them until the sender says.
 */
export function RemoveSignerPrompt({
  signerTitle,
  fieldCount,
  others,
  onConfirm,
  onCancel,
}: {
  signerTitle: string;
  fieldCount: number;
  others: { key: string; title: string }[];
  onConfirm: (choice: FieldsOfRemovedSigner) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<"move" | "delete">("move");
  const [to, setTo] = useState(others[0]?.key ?? "");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const id = `remove-${signerTitle.replace(/\W+/g, "-")}`;
  const fields = fieldCount === 1 ? "1 field" : `${fieldCount} fields`;

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="mt-3 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {signerTitle} has {fields} on the document. What should happen to {fieldCount === 1 ? "it" : "them"}?
      </h4>
      <fieldset className="space-y-2">
        <legend className="sr-only">The fields of {signerTitle}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex min-h-10 items-center gap-2">
            <input type="radio" name={`${id}-choice`} checked={kind === "move"} onChange={() => setKind("move")} className="h-4 w-4" />
            Give {fieldCount === 1 ? "it" : "them"} to
          </label>
          <Select
            aria-label="Signer who gets the fields"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              setKind("move");
            }}
            className="w-auto min-w-40"
          >
            {others.map((other) => (
              <option key={other.key} value={other.key}>
                {other.title}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex min-h-10 items-center gap-2">
          <input type="radio" name={`${id}-choice`} checked={kind === "delete"} onChange={() => setKind("delete")} className="h-4 w-4" />
          Delete {fieldCount === 1 ? "it" : "them"}
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" onClick={() => onConfirm(kind === "move" ? { kind: "move", to } : { kind: "delete" })}>
          Remove {signerTitle}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Keep {signerTitle}
        </Button>
      </div>
    </div>
  );
}
