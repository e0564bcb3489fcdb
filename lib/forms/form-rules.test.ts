import { describe, expect, it } from "vitest";
import { formBlockSchema, type FormBlock } from "../schemas/online-forms";
import { formCompletenessProblems, formStructureProblems } from "./form-rules";

const block = (input: Record<string, unknown>): FormBlock => formBlockSchema.parse(input);

/** Two recipients, a conditional section, every input type: complete as it stands. */
const form = (): FormBlock[] => [
  block({ id: "intro", type: "TEXT", text: "Please answer." }),
  block({ id: "pets", type: "BOOLEAN", label: "Do you keep pets?" }),
  block({ id: "petSection", type: "SECTION", label: "Pets", showWhen: [{ field: "pets", operator: "equals", value: true }] }),
  block({ id: "kind", type: "MULTIPLE_CHOICE", label: "Which?", parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] }),
  block({ id: "extras", type: "MULTIPLE_CHOICE", label: "Extras", allowMultiple: true, options: [{ id: "garden", label: "Garden" }] }),
  block({ id: "note", type: "TEXTAREA", label: "Note", showWhen: [{ field: "extras", operator: "includes", value: "garden" }] }),
  block({ id: "sign1", type: "SIGNATURE", label: "Tenant", required: true }),
  block({ id: "ok", type: "BOOLEAN", label: "Checked", signOrder: 2 }),
  block({ id: "sign2", type: "SIGNATURE", label: "Landlord", required: true, signOrder: 2 }),
];

describe("formStructureProblems", () => {
  it("accepts a well-formed form", () => {
    expect(formStructureProblems(form())).toEqual([]);
  });

  it.each([
    ["a repeated block id", (blocks: FormBlock[]) => blocks.push(block({ id: "pets", type: "TEXTAREA", label: "x" })), 'definition.blocks.9 ("pets"): the id "pets" is used by another block'],
    ["a repeated option id", (blocks: FormBlock[]) => blocks[3]!.options!.push({ id: "cat", label: "Cat again" }), 'definition.blocks.3 ("kind").options: the option id "cat" is used twice'],
    ["options on a non-choice block", (blocks: FormBlock[]) => (blocks[1]!.options = [{ id: "a", label: "A" }]), 'definition.blocks.1 ("pets").options: only MULTIPLE_CHOICE blocks have options'],
    ["a parent that is missing", (blocks: FormBlock[]) => (blocks[3]!.parentId = "nowhere"), 'definition.blocks.3 ("kind").parentId: no block has the id "nowhere"'],
    ["a parent that is not a SECTION", (blocks: FormBlock[]) => (blocks[3]!.parentId = "pets"), 'definition.blocks.3 ("kind").parentId: "pets" is a BOOLEAN block; only a SECTION can contain blocks'],
    ["a parent of another recipient", (blocks: FormBlock[]) => (blocks[7]!.parentId = "petSection"), 'definition.blocks.7 ("ok").parentId: the section "petSection" belongs to recipient 1, this block to recipient 2'],
    ["a rule on a missing block", (blocks: FormBlock[]) => blocks[5]!.showWhen.push({ field: "ghost", operator: "isEmpty" }), 'definition.blocks.5 ("note").showWhen.1: no block has the id "ghost"'],
    ["a rule on a block with no answer", (blocks: FormBlock[]) => blocks[5]!.showWhen.push({ field: "intro", operator: "isEmpty" }), 'definition.blocks.5 ("note").showWhen.1: "intro" is a TEXT block, which has no answer to look at'],
    ["a required static block", (blocks: FormBlock[]) => (blocks[0]!.required = true), 'definition.blocks.0 ("intro").required: a TEXT block is not answered, so it cannot be required'],
  ])("refuses %s", (_name, breakIt, message) => {
    const blocks = form();
    breakIt(blocks);
    expect(formStructureProblems(blocks)).toEqual([message]);
  });

  it("refuses a section that contains itself", () => {
    const blocks = [block({ id: "a", type: "SECTION", parentId: "b" }), block({ id: "b", type: "SECTION", parentId: "a" })];
    expect(formStructureProblems(blocks)).toEqual([
      'definition.blocks.0 ("a").parentId: the section contains itself through "b"',
      'definition.blocks.1 ("b").parentId: the section contains itself through "a"',
    ]);
  });
});

describe("formCompletenessProblems", () => {
  it("accepts a complete form", () => {
    expect(formCompletenessProblems(form(), [1, 2])).toEqual([]);
    expect(formCompletenessProblems(form(), [])).toEqual([]);
  });

  it.each([
    ["recipients with a gap", (blocks: FormBlock[]) => blocks, [1, 3], ["signers: sign orders must run 1, 2, 3 … without gaps (found 1, 3)", 'definition.blocks.7 ("ok").signOrder: no signer has signOrder 2', 'definition.blocks.8 ("sign2").signOrder: no signer has signOrder 2', "definition.blocks: recipient 3 needs a required SIGNATURE block that is always visible"]],
    ["a recipient without a signature", (blocks: FormBlock[]) => blocks.filter((b) => b.id !== "sign2"), [1, 2], ["definition.blocks: recipient 2 needs a required SIGNATURE block that is always visible"]],
    ["an optional signature", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "sign1" ? { ...b, required: false } : b)), [1, 2], ["definition.blocks: recipient 1 needs a required SIGNATURE block that is always visible"]],
    ["a signature inside a conditional section", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "sign1" ? { ...b, parentId: "petSection" } : b)), [1, 2], ["definition.blocks: recipient 1 needs a required SIGNATURE block that is always visible"]],
    ["a rule looking at a later question", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "pets" ? { ...b, showWhen: [{ field: "extras", operator: "isEmpty" as const }] } : b)), [1, 2], ['definition.blocks.1 ("pets").showWhen.0: "extras" comes after this block; a rule may only look at earlier questions']],
    ["a rule looking at another recipient", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "ok" ? { ...b, showWhen: [{ field: "pets", operator: "equals" as const, value: true }] } : b)), [1, 2], ['definition.blocks.7 ("ok").showWhen.0: "pets" is answered by recipient 1; a rule may only look at the same recipient\'s answers']],
    ["includes on a single choice", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "note" ? { ...b, showWhen: [{ field: "kind", operator: "includes" as const, value: "cat" }] } : b)), [1, 2], ['definition.blocks.5 ("note").showWhen.0: the operator includes does not fit "kind" (a MULTIPLE_CHOICE); use equals, notEquals, isEmpty, isNotEmpty']],
    ["an option id that does not exist", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "note" ? { ...b, showWhen: [{ field: "extras", operator: "includes" as const, value: "pool" }] } : b)), [1, 2], ['definition.blocks.5 ("note").showWhen.0: the value must be the id of one of the options of "extras" (garden)']],
    ["a text value for a yes/no question", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "petSection" ? { ...b, showWhen: [{ field: "pets", operator: "equals" as const, value: "yes" }] } : b)), [1, 2], ['definition.blocks.2 ("petSection").showWhen.0: the value must be true or false to compare with "pets"']],
    ["a value on isEmpty", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "note" ? { ...b, showWhen: [{ field: "extras", operator: "isEmpty" as const, value: "x" }] } : b)), [1, 2], ['definition.blocks.5 ("note").showWhen.0: isEmpty takes no value']],
    ["a choice without options", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "kind" ? { ...b, options: [] } : b)), [1, 2], ['definition.blocks.3 ("kind").options: a multiple-choice block needs at least one option']],
    ["a question without a label", (blocks: FormBlock[]) => blocks.map((b) => (b.id === "pets" ? { ...b, label: " " } : b)), [1, 2], ['definition.blocks.1 ("pets").label: a question needs a label']],
  ])("refuses %s", (_name, change, recipients, messages) => {
    expect(formCompletenessProblems(change(form()), recipients)).toEqual(messages);
  });
});
