/**
 * The builder's edits to a form's blocks, as pure functions over the flat list the API stores.
 * The list is always kept in reading order (a SECTION followed by everything inside it), because
 * "earlier" in a visibility rule means earlier in that list: moving a section moves its blocks
 * with it, and a block moved into a section takes the section's recipient.
 */
import { ruleOperatorsFor } from "@/lib/forms/form-rules";
import type { BlockType, FormBlock, VisibilityRule } from "@/lib/schemas/online-forms";

export interface BlockNode {
  block: FormBlock;
  children: BlockNode[];
}

/** Where a block goes: inside a section (or at the top with null), before the block at `index`. */
export interface BlockPlace {
  parentId: string | null;
  index: number;
}

export function blockTree(blocks: readonly FormBlock[]): BlockNode[] {
  const ids = new Set(blocks.map((block) => block.id));
  const childrenOf = (parentId: string | null, seen: ReadonlySet<string>): BlockNode[] =>
    blocks
      .filter((block) => (parentId === null ? block.parentId === undefined || !ids.has(block.parentId) : block.parentId === parentId))
      .filter((block) => !seen.has(block.id))
      .map((block) => ({ block, children: block.type === "SECTION" ? childrenOf(block.id, new Set([...seen, block.id])) : [] }));
  return childrenOf(null, new Set());
}

export function flattenTree(nodes: readonly BlockNode[]): FormBlock[] {
  return nodes.flatMap((node) => [node.block, ...flattenTree(node.children)]);
}

/** The ids of a block and of everything inside it. */
export function subtreeIds(blocks: readonly FormBlock[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const block of blocks) {
      if (block.parentId !== undefined && ids.has(block.parentId) && !ids.has(block.id)) {
        ids.add(block.id);
        grew = true;
      }
    }
  }
  return ids;
}

const ID_PREFIX: Record<BlockType, string> = {
  TEXT: "text",
  TEXTAREA: "question",
  BOOLEAN: "checkbox",
  MULTIPLE_CHOICE: "choice",
  SECTION: "section",
  SIGNATURE: "signature",
};

/** A readable id no block has yet: question-1, question-2, … */
export function newBlockId(blocks: readonly FormBlock[], type: BlockType): string {
  const taken = new Set(blocks.map((block) => block.id));
  for (let n = 1; ; n += 1) {
    const id = `${ID_PREFIX[type]}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function newOptionId(options: readonly { id: string }[]): string {
  const taken = new Set(options.map((option) => option.id));
  for (let n = 1; ; n += 1) {
    if (!taken.has(`option-${n}`)) return `option-${n}`;
  }
}

/** A new block as the palette makes it: ready to edit, with what the type needs to publish. */
export function blankBlock(blocks: readonly FormBlock[], type: BlockType, signOrder: number): FormBlock {
  const base: FormBlock = { id: newBlockId(blocks, type), type, required: false, showWhen: [], signOrder };
  switch (type) {
    case "TEXT":
      return { ...base, text: "" };
    case "MULTIPLE_CHOICE":
      return { ...base, label: "", options: [{ id: "option-1", label: "Option 1" }, { id: "option-2", label: "Option 2" }], allowMultiple: false };
    case "SIGNATURE":
      return { ...base, label: "Signature", required: true };
    case "SECTION":
      return { ...base, label: "" };
    default:
      return { ...base, label: "" };
  }
}

/** Sets a block's recipient, and that of everything inside it (a section's blocks share its recipient). */
function withRecipient(blocks: readonly FormBlock[], id: string, signOrder: number): FormBlock[] {
  const inside = subtreeIds(blocks, id);
  return blocks.map((block) => (inside.has(block.id) && block.signOrder !== signOrder ? { ...block, signOrder } : block));
}

function siblingsOf(nodes: BlockNode[], parentId: string | null): BlockNode[] | null {
  if (parentId === null) return nodes;
  for (const node of nodes) {
    if (node.block.id === parentId) return node.children;
    const found = siblingsOf(node.children, parentId);
    if (found) return found;
  }
  return null;
}

/** Takes the block (with its subtree) out of the tree, answering the node taken. */
function detach(nodes: BlockNode[], id: string): BlockNode | null {
  const index = nodes.findIndex((node) => node.block.id === id);
  if (index >= 0) return nodes.splice(index, 1)[0]!;
  for (const node of nodes) {
    const found = detach(node.children, id);
    if (found) return found;
  }
  return null;
}

/** Inserts a block at a place; a place inside the block itself, or inside a non-section, changes nothing. */
export function insertBlock(blocks: readonly FormBlock[], block: FormBlock, place: BlockPlace): FormBlock[] {
  const parent = place.parentId === null ? undefined : blocks.find((candidate) => candidate.id === place.parentId);
  if (place.parentId !== null && parent?.type !== "SECTION") return [...blocks];
  const placed: FormBlock = { ...block, parentId: parent?.id, signOrder: parent?.signOrder ?? block.signOrder };
  if (placed.parentId === undefined) delete placed.parentId;
  const tree = blockTree(blocks);
  const siblings = siblingsOf(tree, place.parentId)!;
  siblings.splice(Math.max(0, Math.min(place.index, siblings.length)), 0, { block: placed, children: [] });
  return flattenTree(tree);
}

/**
 * Moves a block (with everything inside it) to another place, counted among the blocks that
 * stay; a place inside the block itself, or inside a non-section, changes nothing.
 */
export function moveBlock(blocks: readonly FormBlock[], id: string, place: BlockPlace): FormBlock[] {
  return relocate(blocks, id, () => place);
}

/** Moves a block just before or after another one (a drop onto that block). */
export function moveBlockNextTo(blocks: readonly FormBlock[], id: string, targetId: string, side: "before" | "after"): FormBlock[] {
  if (id === targetId) return [...blocks];
  return relocate(blocks, id, (tree) => {
    const target = blocks.find((block) => block.id === targetId);
    if (!target) return null;
    const parentId = target.parentId ?? null;
    const index = (siblingsOf(tree, parentId) ?? []).findIndex((node) => node.block.id === targetId);
    return index < 0 ? null : { parentId, index: side === "before" ? index : index + 1 };
  });
}

function relocate(blocks: readonly FormBlock[], id: string, placeIn: (tree: BlockNode[]) => BlockPlace | null): FormBlock[] {
  const tree = blockTree(blocks);
  const node = detach(tree, id);
  const place = node && placeIn(tree);
  if (!node || !place) return [...blocks];
  if (place.parentId !== null && subtreeIds(blocks, id).has(place.parentId)) return [...blocks];
  const parent = place.parentId === null ? undefined : blocks.find((block) => block.id === place.parentId);
  if (place.parentId !== null && parent?.type !== "SECTION") return [...blocks];
  const siblings = siblingsOf(tree, place.parentId);
  if (!siblings) return [...blocks];
  node.block = { ...node.block, parentId: parent?.id };
  if (node.block.parentId === undefined) delete node.block.parentId;
  siblings.splice(Math.max(0, Math.min(place.index, siblings.length)), 0, node);
  const moved = flattenTree(tree);
  return parent ? withRecipient(moved, id, parent.signOrder) : moved;
}

/** Where a block is now: its section and its position among that section's blocks. */
export function placeOf(blocks: readonly FormBlock[], id: string): BlockPlace | null {
  const block = blocks.find((candidate) => candidate.id === id);
  if (!block) return null;
  const parentId = block.parentId ?? null;
  const siblings = siblingsOf(blockTree(blocks), parentId) ?? [];
  return { parentId, index: siblings.findIndex((node) => node.block.id === id) };
}

/** One step up or down among the blocks beside it (the keyboard's and the buttons' move). */
export function moveBlockBy(blocks: readonly FormBlock[], id: string, step: -1 | 1): FormBlock[] {
  const place = placeOf(blocks, id);
  if (!place) return [...blocks];
  const count = (siblingsOf(blockTree(blocks), place.parentId) ?? []).length;
  const index = place.index + step;
  if (index < 0 || index >= count) return [...blocks];
  // Note: detaching first shifts the later siblings up by one, so the target index is the new position as is.
  return moveBlock(blocks, id, { parentId: place.parentId, index });
}

/** Changes a block; a new recipient carries over to everything inside it. */
export function updateBlock(blocks: readonly FormBlock[], id: string, change: Partial<Omit<FormBlock, "id" | "type" | "parentId">>): FormBlock[] {
  const updated = blocks.map((block) => (block.id === id ? { ...block, ...change } : block));
  return change.signOrder === undefined ? updated : withRecipient(updated, id, change.signOrder);
}

/**
 * Removes a block and everything inside it. Rules that looked at a removed question go too:
 * a rule on a question that no longer exists would keep its block hidden for good.
 */
export function removeBlock(blocks: readonly FormBlock[], id: string): FormBlock[] {
  const removed = subtreeIds(blocks, id);
  return blocks
    .filter((block) => !removed.has(block.id))
    .map((block) => {
      const showWhen = block.showWhen.filter((rule) => !removed.has(rule.field));
      return showWhen.length === block.showWhen.length ? block : { ...block, showWhen };
    });
}

/**
 * The questions a block's rules may look at: inputs of the same recipient that come before it
 * in reading order, never the block itself or what is inside it.
 */
export function ruleSources(blocks: readonly FormBlock[], id: string): FormBlock[] {
  const index = blocks.findIndex((block) => block.id === id);
  const block = blocks[index];
  if (!block) return [];
  const inside = subtreeIds(blocks, id);
  return blocks.slice(0, index).filter((source) => source.signOrder === block.signOrder && !inside.has(source.id) && ruleOperatorsFor(source).length > 0);
}

/** A rule that fits its source, for the picker to start from when the source changes. */
export function defaultRule(source: FormBlock): VisibilityRule {
  if (source.type === "BOOLEAN") return { field: source.id, operator: "equals", value: true };
  if (source.type === "MULTIPLE_CHOICE") {
    const first = source.options?.[0]?.id ?? "";
    return { field: source.id, operator: source.allowMultiple ? "includes" : "equals", value: first };
  }
  return { field: source.id, operator: "isNotEmpty" };
}

/** Removes the recipient `signOrder`, who has no blocks left: the recipients after them move up one. */
export function removeRecipient(blocks: readonly FormBlock[], signOrder: number): FormBlock[] {
  return blocks.map((block) => (block.signOrder > signOrder ? { ...block, signOrder: block.signOrder - 1 } : block));
}
