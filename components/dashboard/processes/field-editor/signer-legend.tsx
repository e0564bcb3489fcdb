"use client";

import { cn } from "@/lib/cn";
import { signerTitle, type EditorSigner } from "./editor-signer";
import type { DraftField } from "./field-editor-state";
import { signerColor } from "./signer-colors";

/**
 * Who signs what: each signer's number, colour and name, how many fields they have, and which
 * one new fields go to.
 */
export function SignerLegend({
  signers,
  fields,
  activeKey,
  onActiveChange,
}: {
  signers: EditorSigner[];
  fields: DraftField[];
  activeKey: string;
  onActiveChange: (key: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">New fields are for</legend>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col">
        {signers.map((signer) => {
          const count = fields.filter((field) => field.signerKey === signer.key).length;
          const color = signerColor(signer.number - 1);
          return (
            <li key={signer.key} className="min-w-0 max-w-full">
              <label
                className={cn(
                  "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-2 py-1 text-sm",
                  signer.key === activeKey ? "border-slate-900 bg-slate-50" : "border-slate-200",
                )}
              >
                <input
                  type="radio"
                  name="field-signer"
                  value={signer.key}
                  checked={signer.key === activeKey}
                  onChange={() => onActiveChange(signer.key)}
                  className="h-4 w-4 accent-indigo-600"
                />
                <span aria-hidden="true" className={cn("h-3 w-3 shrink-0 rounded-sm", color.swatch)} />
                {/* Truncated to keep the panel narrow; the title shows the whole name, and screen readers read it all. */}
                <span title={signerTitle(signer)} className="min-w-0 truncate font-medium text-slate-900">
                  {signerTitle(signer)}
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  {count === 1 ? "1 field" : `${count} fields`}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The phone's compact form of the legend: one select, its colour beside it. */
export function SignerPicker({
  signers,
  activeKey,
  onActiveChange,
}: {
  signers: EditorSigner[];
  activeKey: string;
  onActiveChange: (key: string) => void;
}) {
  const active = signers.find((signer) => signer.key === activeKey) ?? signers[0];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="field-signer-picker" className="shrink-0 text-sm font-semibold text-slate-900">
        New fields are for
      </label>
      <span aria-hidden="true" className={cn("h-3 w-3 shrink-0 rounded-sm", signerColor((active?.number ?? 1) - 1).swatch)} />
      <select
        id="field-signer-picker"
        value={activeKey}
        onChange={(event) => onActiveChange(event.target.value)}
        className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {signers.map((signer) => (
          <option key={signer.key} value={signer.key}>
            {signerTitle(signer)}
          </option>
        ))}
      </select>
    </div>
  );
}
