"use client";

import { useState, type DragEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { BLOCK_TYPES, type BlockType, type FormBlock } from "@/lib/schemas/online-forms";
import { BlockSettings } from "./block-settings";
import { BLOCK_TYPE_NAMES } from "./builder-problems";
import { blockTree, moveBlock, moveBlockBy, moveBlockNextTo, type BlockNode } from "./block-tree";
import type { Recipient } from "./recipients";

const DRAG_TYPE = "application/x-signet-form-block";

export interface BlockListProps {
  blocks: readonly FormBlock[];
  recipients: readonly Recipient[];
  problems: ReadonlyMap<string, string[]>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (blocks: FormBlock[]) => void;
  onAdd: (type: BlockType) => void;
  onRemove: (id: string) => void;
  /** Said to screen readers after a move, e.g. "Moved “Email” up". */
  onAnnounce: (text: string) => void;
}

export const blockName = (block: FormBlock) =>
  (block.type === "TEXT" ? block.text?.trim().split("\n")[0] : block.label?.trim()) || `Untitled ${BLOCK_TYPE_NAMES[block.type].toLowerCase()}`;

/**
 * The form's blocks in reading order, sections with their blocks indented. A block is moved by
 * dragging it onto another (before it, or into a section's drop area), with its Move buttons, or
 * with Alt+Arrow keys while it has the focus; selecting it opens its settings below it.
 */
export function BlockList(props: BlockListProps) {
  const { blocks, onAdd } = props;
  const [dragging, setDragging] = useState<string | null>(null);
  const tree = blockTree(blocks);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Add a block" className="flex flex-wrap gap-2">
        {BLOCK_TYPES.map((type) => (
          <Button key={type} variant="secondary" size="sm" onClick={() => onAdd(type)}>
            <span aria-hidden="true">+</span> {BLOCK_TYPE_NAMES[type]}
          </Button>
        ))}
      </div>
      {blocks.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No blocks yet. Add a question, a section or a signature above.
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Blocks">
          {tree.map((node) => (
            <BlockItem key={node.block.id} node={node} depth={0} dragging={dragging} setDragging={setDragging} {...props} />
          ))}
        </ol>
      )}
      <DropZone label="Drop here to move to the end" active={dragging !== null} onDrop={(id) => props.onChange(moveBlock(blocks, id, { parentId: null, index: Number.MAX_SAFE_INTEGER }))} />
    </div>
  );
}

function DropZone({ label, active, onDrop }: { label: string; active: boolean; onDrop: (id: string) => void }) {
  const [over, setOver] = useState(false);
  if (!active) return null;
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (id) onDrop(id);
      }}
      className={cn("rounded-md border-2 border-dashed p-2 text-center text-xs text-slate-600", over ? "border-indigo-500 bg-indigo-50" : "border-slate-300")}
    >
      {label}
    </div>
  );
}

function BlockItem({
  node,
  depth,
  dragging,
  setDragging,
  ...props
}: BlockListProps & { node: BlockNode; depth: number; dragging: string | null; setDragging: (id: string | null) => void }) {
  const { block } = node;
  const { blocks, recipients, problems, selectedId, onSelect, onChange, onRemove, onAnnounce } = props;
  const selected = selectedId === block.id;
  const blockProblems = problems.get(block.id) ?? [];
  const [dropSide, setDropSide] = useState<"before" | "after" | null>(null);
  const recipient = recipients.find((candidate) => candidate.signOrder === block.signOrder);
  const name = blockName(block);

  const move = (step: -1 | 1) => {
    const moved = moveBlockBy(blocks, block.id, step);
    if (moved.map((item) => item.id).join() === blocks.map((item) => item.id).join()) return;
    onChange(moved);
    onAnnounce(`Moved “${name}” ${step < 0 ? "up" : "down"}`);
    // The list re-renders in the new order; the moved block keeps the focus.
    requestAnimationFrame(() => document.getElementById(`block-handle-${block.id}`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(event.key === "ArrowUp" ? -1 : 1);
  };
  const onDragOver = (event: DragEvent) => {
    if (!dragging || dragging === block.id) return;
    event.preventDefault();
    event.stopPropagation();
    const box = event.currentTarget.getBoundingClientRect();
    setDropSide(event.clientY < box.top + box.height / 2 ? "before" : "after");
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (id && dropSide) onChange(moveBlockNextTo(blocks, id, block.id, dropSide));
    setDropSide(null);
    setDragging(null);
  };

  return (
    <li data-block={block.id} style={{ marginLeft: depth > 0 ? "0.75rem" : undefined }}>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDropSide(null)}
        onDrop={onDrop}
        className={cn(
          "rounded-md border bg-white",
          selected ? "border-indigo-500 ring-1 ring-indigo-500" : blockProblems.length > 0 ? "border-amber-400" : "border-slate-300",
          dropSide === "before" && "border-t-4 border-t-indigo-500",
          dropSide === "after" && "border-b-4 border-b-indigo-500",
          dragging === block.id && "opacity-50",
        )}
      >
        <div className="flex items-center gap-2 p-2">
          <span
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, block.id);
              event.dataTransfer.effectAllowed = "move";
              setDragging(block.id);
            }}
            onDragEnd={() => setDragging(null)}
            aria-hidden="true"
            title="Drag to move"
            className="cursor-grab select-none px-1 text-lg leading-none text-slate-500"
          >
            ⋮⋮
          </span>
          <button
            id={`block-handle-${block.id}`}
            type="button"
            aria-expanded={selected}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onKeyDown={onKeyDown}
            onClick={() => onSelect(selected ? null : block.id)}
            className="min-w-0 flex-1 rounded text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            <span className="block text-xs text-slate-600">
              {BLOCK_TYPE_NAMES[block.type]}
              {block.required && " · required"}
              {recipients.length > 1 && recipient && ` · ${recipient.name}`}
              {block.showWhen.length > 0 && " · shown only sometimes"}
              {blockProblems.length > 0 && ` · ${blockProblems.length === 1 ? "1 thing to fix" : `${blockProblems.length} things to fix`}`}
            </span>
          </button>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" aria-label={`Move “${name}” up`} onClick={() => move(-1)}>
              ↑
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Move “${name}” down`} onClick={() => move(1)}>
              ↓
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove “${name}”`} onClick={() => onRemove(block.id)}>
              ✕
            </Button>
          </div>
        </div>
        {selected && <BlockSettings block={block} blocks={blocks} recipients={recipients} problems={blockProblems} onChange={onChange} />}
      </div>
      {block.type === "SECTION" && (
        <div className="mt-2 space-y-2 border-l-2 border-slate-200 pl-2">
          {node.children.length > 0 && (
            <ol className="space-y-2" aria-label={`Blocks in “${name}”`}>
              {node.children.map((child) => (
                <BlockItem key={child.block.id} node={child} depth={depth + 1} dragging={dragging} setDragging={setDragging} {...props} />
              ))}
            </ol>
          )}
          {node.children.length === 0 && dragging === null && <p className="px-1 text-xs text-slate-600">Empty section: drag blocks here, or choose it under “Inside section” in a block’s settings.</p>}
          <DropZone
            label={`Drop here to move into “${name}”`}
            active={dragging !== null && dragging !== block.id}
            onDrop={(id) => onChange(moveBlock(blocks, id, { parentId: block.id, index: Number.MAX_SAFE_INTEGER }))}
          />
        </div>
      )}
    </li>
  );
}
