"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { visibleBlockIds } from "@/lib/forms/visibility";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";
import { FormBlockView, type BlockContext } from "../../../signing/form/form-block-view";
import { initialAnswers, visibleTree } from "../../../signing/form/form-answers";
import type { Recipient } from "./recipients";

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/**
 * The form as one recipient will see it on the signing page, drawn by the signing page's own
 * blocks and the one rule engine: answering here shows and hides blocks exactly as it will
 * there. Answers stay in this panel; signatures are not taken.
 */
export function FormPreview({ blocks, recipients, prefills }: { blocks: readonly FormBlock[]; recipients: readonly Recipient[]; prefills?: Record<string, FormAnswer> }) {
  const [signOrder, setSignOrder] = useState(1);
  const [answers, setAnswers] = useState<Record<string, FormAnswer | undefined>>({});
  const recipient = recipients.find((candidate) => candidate.signOrder === signOrder) ?? recipients[0];
  const theirs = useMemo(() => blocks.filter((block) => block.signOrder === (recipient?.signOrder ?? 1)), [blocks, recipient]);
  const current = useMemo(() => ({ ...initialAnswers(theirs, prefills), ...answers }), [theirs, prefills, answers]);
  const tree = useMemo(() => visibleTree(theirs, visibleBlockIds(theirs, current)), [theirs, current]);
  const hidden = theirs.length - visibleBlockIds(theirs, current).size;

  const context: BlockContext = {
    answers: current,
    errors: NO_ERRORS,
    signature: null,
    signerName: recipient?.name ?? "",
    kiosk: false,
    adoptingAt: null,
    onAnswer: (blockId, answer) => setAnswers((all) => ({ ...all, [blockId]: answer })),
    onAdoptAt: () => undefined,
    onAdopt: () => undefined,
  };

  return (
    <section aria-labelledby="form-preview-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="form-preview-title" className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {recipients.length > 1 && (
            <div className="flex items-center gap-2">
              <label htmlFor="form-preview-recipient" className="text-sm text-slate-800">
                Preview as
              </label>
              <Select id="form-preview-recipient" value={recipient?.signOrder ?? 1} onChange={(event) => setSignOrder(Number(event.target.value))} className="w-auto">
                {recipients.map((candidate) => (
                  <option key={candidate.signOrder} value={candidate.signOrder}>
                    {candidate.name}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <Button variant="secondary" size="sm" onClick={() => setAnswers({})} disabled={Object.keys(answers).length === 0}>
            Clear answers
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        Answer here to try the conditions. {hidden > 0 ? `${hidden === 1 ? "1 block is" : `${hidden} blocks are`} hidden by them now.` : ""}
      </p>
      <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-100 p-3 sm:p-4" data-testid="form-preview">
        {tree.length === 0 ? (
          <p className="text-sm text-slate-600">{recipient?.name ?? "This recipient"} has nothing to answer yet.</p>
        ) : (
          tree.map((node) => <FormBlockView key={node.block.id} node={node} context={context} labelFallback="Untitled question" />)
        )}
      </div>
    </section>
  );
}
