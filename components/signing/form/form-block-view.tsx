"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";
import { SignatureAdoption } from "../signature-adoption";
import { SignatureMark } from "../signature-mark";
import type { AdoptedSignature } from "../signer-client";
import { useT } from "../translator-context";
import { TEXT_ANSWER_MAX, type FormNode } from "./form-answers";

/** The id of the element that takes focus for a block: its input, its first choice, or its signature button. */
export const blockInputId = (blockId: string) => `form-block-${blockId}`;
const errorId = (blockId: string) => `form-block-${blockId}-error`;
const helpId = (blockId: string) => `form-block-${blockId}-help`;

export interface BlockContext {
  answers: Readonly<Record<string, FormAnswer | undefined>>;
  /** The sentence shown at a block that cannot be signed yet, by block id. */
  errors: ReadonlyMap<string, string>;
  signature: AdoptedSignature | null;
  signerName: string;
  kiosk: boolean;
  /** The SIGNATURE block whose adoption is open, if any. */
  adoptingAt: string | null;
  onAnswer: (blockId: string, answer: FormAnswer) => void;
  onAdoptAt: (blockId: string | null) => void;
  onAdopt: (signature: AdoptedSignature) => void;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

function RequiredMark() {
  const t = useT();
  return <span className="ms-1 whitespace-nowrap text-sm font-normal text-red-800">({t("sign.form.required")})</span>;
}

function Help({ block }: { block: FormBlock }) {
  if (!block.help) return null;
  return (
    <p id={helpId(block.id)} className="whitespace-pre-line text-sm text-slate-600">
      {block.help}
    </p>
  );
}

function Problem({ blockId, text }: { blockId: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={errorId(blockId)} className="flex gap-1 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {text}
    </p>
  );
}

/** A question's box: its outline turns red (and thicker) when it has a problem, not by colour alone: the message says so. */
function QuestionBox({ blockId, invalid, children }: { blockId: string; invalid: boolean; children: ReactNode }) {
  return (
    <div
      data-block-id={blockId}
      className={cn("scroll-mt-4 space-y-2 rounded-lg border bg-white p-4", invalid ? "border-2 border-red-600" : "border-slate-300")}
    >
      {children}
    </div>
  );
}

/** One visible block (and, for a SECTION, its visible blocks), as the signer answers it. */
export function FormBlockView({ node, context, labelFallback }: { node: FormNode; context: BlockContext; labelFallback: string }) {
  const t = useT();
  const { block } = node;
  const error = context.errors.get(block.id);
  const invalid = error !== undefined;
  const label = block.label?.trim() || labelFallback;
  const ariaDescribedBy = describedBy(block.help && helpId(block.id), invalid && errorId(block.id));

  switch (block.type) {
    case "TEXT":
      return <p className="whitespace-pre-line px-1 text-base leading-relaxed text-slate-900">{block.text}</p>;

    case "SECTION":
      return (
        <section aria-labelledby={`${blockInputId(block.id)}-title`} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
          <h2 id={`${blockInputId(block.id)}-title`} className="text-lg font-semibold text-slate-900">
            {block.label}
          </h2>
          <Help block={block} />
          {node.children.map((child) => (
            <FormBlockView key={child.block.id} node={child} context={context} labelFallback={labelFallback} />
          ))}
        </section>
      );

    case "TEXTAREA": {
      const value = context.answers[block.id];
      return (
        <QuestionBox blockId={block.id} invalid={invalid}>
          <label htmlFor={blockInputId(block.id)} className="block text-base font-medium text-slate-900">
            {label}
            {block.required && <RequiredMark />}
          </label>
          <Help block={block} />
          <textarea
            id={blockInputId(block.id)}
            value={typeof value === "string" ? value : ""}
            onChange={(event) => context.onAnswer(block.id, event.target.value)}
            maxLength={TEXT_ANSWER_MAX}
            rows={3}
            autoComplete={context.kiosk ? "off" : undefined}
            aria-required={block.required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={ariaDescribedBy}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm focus:border-indigo-600 aria-[invalid=true]:border-red-600"
          />
          <Problem blockId={block.id} text={error} />
        </QuestionBox>
      );
    }

    case "BOOLEAN":
      return (
        <QuestionBox blockId={block.id} invalid={invalid}>
          <label htmlFor={blockInputId(block.id)} className="flex cursor-pointer items-start gap-3">
            <input
              id={blockInputId(block.id)}
              type="checkbox"
              checked={context.answers[block.id] === true}
              onChange={(event) => context.onAnswer(block.id, event.target.checked)}
              aria-required={block.required || undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={ariaDescribedBy}
              className="mt-0.5 h-6 w-6 shrink-0 accent-indigo-600"
            />
            <span className="text-base text-slate-900">
              {label}
              {block.required && <RequiredMark />}
            </span>
          </label>
          <Help block={block} />
          <Problem blockId={block.id} text={error} />
        </QuestionBox>
      );

    case "MULTIPLE_CHOICE": {
      const value = context.answers[block.id];
      const chosen = new Set(Array.isArray(value) ? value : typeof value === "string" ? [value] : []);
      const options = block.options ?? [];
      return (
        <QuestionBox blockId={block.id} invalid={invalid}>
          {/* Note: a group takes no aria-required (axe: aria-allowed-attr); its legend says "required". */}
          <fieldset aria-describedby={ariaDescribedBy} aria-invalid={invalid || undefined} className="space-y-2">
            <legend className="mb-1 text-base font-medium text-slate-900">
              {label}
              {block.required && <RequiredMark />}
            </legend>
            <Help block={block} />
            <div className="space-y-1">
              {options.map((option, index) => {
                const id = index === 0 ? blockInputId(block.id) : `${blockInputId(block.id)}-${option.id}`;
                return (
                  <label key={option.id} htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                    <input
                      id={id}
                      type={block.allowMultiple ? "checkbox" : "radio"}
                      name={blockInputId(block.id)}
                      value={option.id}
                      checked={chosen.has(option.id)}
                      onChange={(event) => {
                        if (!block.allowMultiple) return context.onAnswer(block.id, option.id);
                        const next = options.map((candidate) => candidate.id).filter((candidate) => (candidate === option.id ? event.target.checked : chosen.has(candidate)));
                        context.onAnswer(block.id, next);
                      }}
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? errorId(block.id) : undefined}
                      className="h-6 w-6 shrink-0 accent-indigo-600"
                    />
                    <span className="text-base text-slate-900">{option.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Problem blockId={block.id} text={error} />
        </QuestionBox>
      );
    }

    case "SIGNATURE":
      return <SignatureBlock block={block} label={block.label?.trim() || t("sign.field.signHere")} error={error} context={context} />;
  }
}

/** Where the signature goes: the adopted one (the same in every place), or the way to adopt it. */
function SignatureBlock({ block, label, error, context }: { block: FormBlock; label: string; error: string | undefined; context: BlockContext }) {
  const t = useT();
  const invalid = error !== undefined;
  const titleId = `${blockInputId(block.id)}-title`;
  const adopting = context.adoptingAt === block.id;
  return (
    <QuestionBox blockId={block.id} invalid={invalid}>
      <h2 id={titleId} className="text-base font-medium text-slate-900">
        {label}
        {block.required && <RequiredMark />}
      </h2>
      <Help block={block} />
      {adopting ? (
        <SignatureAdoption defaultName={context.signerName} kiosk={context.kiosk} onAdopt={context.onAdopt} onCancel={() => context.onAdoptAt(null)} />
      ) : context.signature ? (
        <div className="space-y-2">
          <div className="h-24 rounded-md border-b-2 border-slate-500 bg-slate-50 px-3 py-1">
            <SignatureMark signature={context.signature} box={{ w: 300, h: 80 }} alt={t("sign.signature.adoptedAlt", { name: context.signerName })} />
          </div>
          <p className="text-sm text-slate-600">{t("sign.form.signature.everywhere")}</p>
          <Button id={blockInputId(block.id)} variant="secondary" size="sm" onClick={() => context.onAdoptAt(block.id)}>
            {t("sign.signature.change")}
          </Button>
        </div>
      ) : (
        <button
          id={blockInputId(block.id)}
          type="button"
          onClick={() => context.onAdoptAt(block.id)}
          aria-describedby={invalid ? errorId(block.id) : undefined}
          className="flex h-24 w-full flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-indigo-400 bg-indigo-50 text-base font-semibold text-indigo-800 hover:bg-indigo-100"
        >
          <span aria-hidden="true">✍</span>
          {t("sign.field.signHere")}
          <span className="text-sm font-normal text-indigo-900">
            {t("sign.form.signature.here")}
          </span>
        </button>
      )}
      <Problem blockId={block.id} text={error} />
    </QuestionBox>
  );
}
