"use client";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { INPUT_BLOCK_TYPES, type FormBlock } from "@/lib/schemas/online-forms";
import { Textarea } from "../../processes/textarea";
import { blockName } from "./block-list";
import { moveBlock, newOptionId, subtreeIds, updateBlock } from "./block-tree";
import type { Recipient } from "./recipients";
import { RuleEditor } from "./rule-editor";

const LABEL = "block text-sm font-medium text-slate-800";
const isQuestion = (block: FormBlock) => (INPUT_BLOCK_TYPES as readonly string[]).includes(block.type);

/** A block's settings, opened under it in the list: its words, options, recipient, section and rules. */
export function BlockSettings({
  block,
  blocks,
  recipients,
  problems,
  onChange,
}: {
  block: FormBlock;
  blocks: readonly FormBlock[];
  recipients: readonly Recipient[];
  problems: readonly string[];
  onChange: (blocks: FormBlock[]) => void;
}) {
  const id = (part: string) => `block-${block.id}-${part}`;
  const change = (patch: Parameters<typeof updateBlock>[2]) => onChange(updateBlock(blocks, block.id, patch));
  const inside = subtreeIds(blocks, block.id);
  const sections = blocks.filter((candidate) => candidate.type === "SECTION" && !inside.has(candidate.id));
  const parent = blocks.find((candidate) => candidate.id === block.parentId);
  const options = block.options ?? [];

  return (
    <div className="space-y-4 border-t border-slate-200 p-3">
      {problems.length > 0 && (
        <ul aria-label="To fix in this block" className="list-disc space-y-1 rounded-md bg-amber-50 py-2 pl-7 pr-3 text-sm text-amber-950">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {block.type === "TEXT" ? (
        <div>
          <label htmlFor={id("text")} className={LABEL}>
            Text
          </label>
          <Textarea id={id("text")} value={block.text ?? ""} rows={4} maxLength={10_000} onChange={(event) => change({ text: event.target.value })} className="mt-1" />
        </div>
      ) : (
        <div>
          <label htmlFor={id("label")} className={LABEL}>
            {block.type === "SECTION" ? "Heading" : block.type === "SIGNATURE" ? "Label above the signature" : "Question"}
          </label>
          <Input id={id("label")} value={block.label ?? ""} maxLength={500} onChange={(event) => change({ label: event.target.value })} className="mt-1" />
        </div>
      )}

      {block.type !== "TEXT" && (
        <div>
          <label htmlFor={id("help")} className={LABEL}>
            Help text <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <Input id={id("help")} value={block.help ?? ""} maxLength={2_000} onChange={(event) => change({ help: event.target.value || undefined })} className="mt-1" />
        </div>
      )}

      {block.type === "MULTIPLE_CHOICE" && (
        <fieldset className="space-y-2">
          <legend className={LABEL}>Options</legend>
          {options.map((option, index) => (
            <div key={option.id} className="flex items-center gap-2">
              <Input
                aria-label={`Option ${index + 1}`}
                value={option.label}
                maxLength={500}
                onChange={(event) => change({ options: options.map((item) => (item.id === option.id ? { ...item, label: event.target.value } : item)) })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => change({ options: options.filter((item) => item.id !== option.id) })}
              >
                ✕
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => change({ options: [...options, { id: newOptionId(options), label: `Option ${options.length + 1}` }] })}
            >
              Add option
            </Button>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={block.allowMultiple === true} onChange={(event) => change({ allowMultiple: event.target.checked })} className="h-4 w-4" />
              Several may be chosen
            </label>
          </div>
        </fieldset>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        {(isQuestion(block) || block.type === "SIGNATURE") && (
          <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
            <input type="checkbox" checked={block.required} onChange={(event) => change({ required: event.target.checked })} className="h-4 w-4" />
            {block.type === "SIGNATURE" ? "The recipient must sign here" : "An answer is required"}
          </label>
        )}
        <div>
          <label htmlFor={id("recipient")} className={LABEL}>
            Answered by
          </label>
          <Select
            id={id("recipient")}
            value={block.signOrder}
            disabled={parent !== undefined}
            aria-describedby={parent ? id("recipient-help") : undefined}
            onChange={(event) => change({ signOrder: Number(event.target.value), showWhen: [] })}
            className="mt-1"
          >
            {recipients.map((recipient) => (
              <option key={recipient.signOrder} value={recipient.signOrder}>
                {recipient.name}
              </option>
            ))}
          </Select>
          {parent && (
            <p id={id("recipient-help")} className="mt-1 text-xs text-slate-600">
              Like its section, “{blockName(parent)}”.
            </p>
          )}
        </div>
        <div>
          <label htmlFor={id("section")} className={LABEL}>
            Inside section
          </label>
          <Select
            id={id("section")}
            value={block.parentId ?? ""}
            onChange={(event) => onChange(moveBlock(blocks, block.id, { parentId: event.target.value || null, index: Number.MAX_SAFE_INTEGER }))}
            className="mt-1"
          >
            <option value="">None (top level)</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {blockName(section)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <RuleEditor block={block} blocks={blocks} onChange={(showWhen) => change({ showWhen })} />
    </div>
  );
}
