"use client";

import { useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import type { BlockType, FormBlock, FormDraft } from "@/lib/schemas/online-forms";
import type { OnlineFormRecord } from "@/server/services/online-forms/online-form-record";
import { BlockList } from "./block-list";
import { blankBlock, insertBlock, placeOf, removeBlock } from "./block-tree";
import { BuilderHeader } from "./builder-header";
import { sortProblems } from "./builder-problems";
import { FormPreview } from "./form-preview";
import { recipientsOf, templateRecipientCount } from "./recipients";
import { SendingSettings } from "./sending-settings";
import { useFormSaving } from "./use-form-saving";

/**
 * The online-form builder: title and recipients, the blocks (added from the palette, moved by
 * drag and drop or keyboard, nested in sections, each with its settings and conditions), and a
 * live preview per recipient, all saved as the form's draft and published from here.
 */
export function FormBuilder({ form, onPublished }: { form: OnlineFormRecord; onPublished: () => void }) {
  const saving = useFormSaving(form);
  const { draft, setDraft, blocks } = saving;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [extraRecipients, setExtraRecipients] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const templateRecipients = templateRecipientCount(blocks) + extraRecipients;
  const recipients = recipientsOf(form.kind, draft, templateRecipients);
  const problems = useMemo(() => sortProblems([...saving.saveProblems, ...saving.publishProblems], blocks), [saving.saveProblems, saving.publishProblems, blocks]);

  const setBlocks = (next: FormBlock[]) => setDraft((current: FormDraft) => ({ ...current, definition: { blocks: next } }));

  /**
   * A new block goes after the selected one (into it, when that is a section) for the selected
   * block's recipient; with nothing selected, at the end, for the recipient the form ends with.
   */
  const add = (type: BlockType) => {
    const selected = blocks.find((block) => block.id === selectedId);
    const block = blankBlock(blocks, type, selected?.signOrder ?? blocks.at(-1)?.signOrder ?? 1);
    const place =
      selected?.type === "SECTION" && type !== "SECTION"
        ? { parentId: selected.id, index: Number.MAX_SAFE_INTEGER }
        : selected
          ? (() => {
              const at = placeOf(blocks, selected.id)!;
              return { parentId: at.parentId, index: at.index + 1 };
            })()
          : { parentId: null, index: Number.MAX_SAFE_INTEGER };
    setBlocks(insertBlock(blocks, block, place));
    setSelectedId(block.id);
    setAnnouncement(`Added a block; its settings are open.`);
    requestAnimationFrame(() => document.getElementById(`block-${block.id}-${type === "TEXT" ? "text" : "label"}`)?.focus());
  };

  const remove = (id: string) => {
    setBlocks(removeBlock(blocks, id));
    if (selectedId === id) setSelectedId(null);
    setAnnouncement("Block removed.");
  };

  return (
    <div className="space-y-6">
      <BuilderHeader form={form} saving={saving} generalProblems={problems.general} onPublished={onPublished} />
      <SendingSettings
        kind={form.kind}
        draft={draft}
        blocks={blocks}
        templateRecipients={templateRecipients}
        onDraftChange={setDraft}
        onTemplateRecipientsChange={(count) => setExtraRecipients(Math.max(0, count - templateRecipientCount(blocks)))}
      />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="space-y-3 p-4">
          <h2 className="text-lg font-semibold text-slate-900">Blocks</h2>
          <BlockList
            blocks={blocks}
            recipients={recipients.length > 0 ? recipients : [{ signOrder: 1, name: "Recipient 1" }]}
            problems={problems.byBlock}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onChange={setBlocks}
            onAdd={add}
            onRemove={remove}
            onAnnounce={setAnnouncement}
          />
        </Card>
        <Card className="p-4 xl:sticky xl:top-4 xl:self-start">
          <FormPreview blocks={blocks} recipients={recipients.length > 0 ? recipients : [{ signOrder: 1, name: "Recipient 1" }]} prefills={draft.prefills} />
        </Card>
      </div>
    </div>
  );
}
