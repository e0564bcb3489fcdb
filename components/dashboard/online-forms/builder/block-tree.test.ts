import { describe, expect, it } from "vitest";
import { formStructureProblems } from "@/lib/forms/form-rules";
import type { FormBlock } from "@/lib/schemas/online-forms";
import {
  blankBlock,
  blockTree,
  defaultRule,
  insertBlock,
  moveBlock,
  moveBlockBy,
  moveBlockNextTo,
  newBlockId,
  removeBlock,
  removeRecipient,
  ruleSources,
  updateBlock,
} from "./block-tree";

const block = (id: string, type: FormBlock["type"], extra: Partial<FormBlock> = {}): FormBlock => ({
  id,
  type,
  required: false,
  showWhen: [],
  signOrder: 1,
  ...(type === "MULTIPLE_CHOICE" ? { options: [{ id: "a", label: "A" }] } : {}),
  ...extra,
});

// intro, car?, [details: plate, colour], signature
const form: FormBlock[] = [
  block("intro", "TEXT", { text: "Hello" }),
  block("car", "BOOLEAN", { label: "Do you have a car?" }),
  block("details", "SECTION", { label: "Car", showWhen: [{ field: "car", operator: "equals", value: true }] }),
  block("plate", "TEXTAREA", { label: "Plate", parentId: "details" }),
  block("colour", "MULTIPLE_CHOICE", { label: "Colour", parentId: "details" }),
  block("sign", "SIGNATURE", { required: true }),
];
const ids = (blocks: readonly FormBlock[]) => blocks.map((item) => item.id);

describe("the builder's block edits", () => {
  it("reads the flat list as a tree of sections", () => {
    const tree = blockTree(form);
    expect(tree.map((node) => node.block.id)).toEqual(["intro", "car", "details", "sign"]);
    expect(tree[2]!.children.map((node) => node.block.id)).toEqual(["plate", "colour"]);
  });

  it("names new blocks by their type with the first free number", () => {
    expect(newBlockId(form, "TEXTAREA")).toBe("question-1");
    expect(newBlockId([...form, block("question-1", "TEXTAREA")], "TEXTAREA")).toBe("question-2");
    const choice = blankBlock(form, "MULTIPLE_CHOICE", 2);
    expect(choice).toMatchObject({ id: "choice-1", signOrder: 2, allowMultiple: false });
    expect(choice.options).toHaveLength(2);
    expect(blankBlock(form, "SIGNATURE", 1)).toMatchObject({ required: true });
  });

  it("moves a section with everything inside it, keeping the list in reading order", () => {
    const moved = moveBlockBy(form, "details", -1);
    expect(ids(moved)).toEqual(["intro", "details", "plate", "colour", "car", "sign"]);
    expect(ids(moveBlockBy(form, "plate", 1))).toEqual(["intro", "car", "details", "colour", "plate", "sign"]);
    // The first and last blocks among their neighbours stay where they are.
    expect(ids(moveBlockBy(form, "plate", -1))).toEqual(ids(form));
    expect(ids(moveBlockBy(form, "sign", 1))).toEqual(ids(form));
  });

  it("moves a block into a section, where it takes the section's recipient", () => {
    const twoRecipients = updateBlock(form, "details", { signOrder: 2 });
    expect(twoRecipients.filter((item) => item.signOrder === 2).map((item) => item.id)).toEqual(["details", "plate", "colour"]);
    const moved = moveBlock(twoRecipients, "intro", { parentId: "details", index: 0 });
    expect(ids(moved)).toEqual(["car", "details", "intro", "plate", "colour", "sign"]);
    expect(moved.find((item) => item.id === "intro")).toMatchObject({ parentId: "details", signOrder: 2 });
    // And out again, to the top level.
    const out = moveBlockNextTo(moved, "intro", "sign", "after");
    expect(ids(out)).toEqual(["car", "details", "plate", "colour", "sign", "intro"]);
    expect(out.find((item) => item.id === "intro")!.parentId).toBeUndefined();
    expect(formStructureProblems(out)).toEqual([]);
  });

  it("never puts a section inside itself or a block inside a question", () => {
    const nested = insertBlock(form, block("inner", "SECTION", { label: "Inner" }), { parentId: "details", index: 2 });
    expect(ids(moveBlock(nested, "details", { parentId: "inner", index: 0 }))).toEqual(ids(nested));
    expect(ids(moveBlock(form, "intro", { parentId: "plate", index: 0 }))).toEqual(ids(form));
    expect(ids(moveBlockNextTo(form, "details", "plate", "before"))).toEqual(ids(form));
  });

  it("inserts at a place, taking the section's recipient", () => {
    const inSection = insertBlock(updateBlock(form, "details", { signOrder: 2 }), blankBlock(form, "TEXTAREA", 1), { parentId: "details", index: 1 });
    expect(ids(inSection)).toEqual(["intro", "car", "details", "plate", "question-1", "colour", "sign"]);
    expect(inSection.find((item) => item.id === "question-1")).toMatchObject({ parentId: "details", signOrder: 2 });
    expect(ids(insertBlock(form, blankBlock(form, "TEXT", 1), { parentId: null, index: 99 })).at(-1)).toBe("text-1");
  });

  it("removes a section with its blocks, and the rules that looked at what was removed", () => {
    const ruled = updateBlock(form, "sign", { showWhen: [{ field: "plate", operator: "isNotEmpty" }] });
    const removed = removeBlock(ruled, "details");
    expect(ids(removed)).toEqual(["intro", "car", "sign"]);
    expect(removed.find((item) => item.id === "sign")!.showWhen).toEqual([]);
    expect(removeBlock(form, "car").find((item) => item.id === "details")!.showWhen).toEqual([]);
  });

  it("offers rules only earlier questions of the same recipient", () => {
    expect(ids(ruleSources(form, "details"))).toEqual(["car"]);
    expect(ids(ruleSources(form, "sign"))).toEqual(["car", "plate", "colour"]);
    // Nothing inside the block itself, nothing of another recipient.
    expect(ids(ruleSources(form, "colour"))).toEqual(["car", "plate"]);
    expect(ids(ruleSources(updateBlock(form, "sign", { signOrder: 2 }), "sign"))).toEqual([]);
  });

  it("starts a rule with an operator and value that fit its question", () => {
    expect(defaultRule(form[1]!)).toEqual({ field: "car", operator: "equals", value: true });
    expect(defaultRule(form[4]!)).toEqual({ field: "colour", operator: "equals", value: "a" });
    expect(defaultRule({ ...form[4]!, allowMultiple: true })).toEqual({ field: "colour", operator: "includes", value: "a" });
    expect(defaultRule(form[3]!)).toEqual({ field: "plate", operator: "isNotEmpty" });
  });

  it("moves later recipients up when one is removed", () => {
    const three = [block("a", "SIGNATURE", { signOrder: 1 }), block("c", "SIGNATURE", { signOrder: 3 })];
    expect(removeRecipient(three, 2).map((item) => item.signOrder)).toEqual([1, 2]);
  });
});
