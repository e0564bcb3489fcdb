import { describe, expect, it } from "vitest";
import { formCompletenessProblems, formSendingProblems, formStructureProblems } from "@/lib/forms/form-rules";
import type { FormBlock } from "@/lib/schemas/online-forms";
import { sortProblems } from "./builder-problems";

const blocks: FormBlock[] = [
  { id: "car", type: "BOOLEAN", label: "Do you have a car?", required: false, showWhen: [], signOrder: 1 },
  { id: "colour", type: "MULTIPLE_CHOICE", label: "", options: [], required: false, showWhen: [], signOrder: 1 },
  { id: "note", type: "TEXTAREA", label: "Note", required: false, showWhen: [{ field: "car", operator: "includes", value: "x" }], signOrder: 1 },
];

describe("the builder's problem list", () => {
  it("puts a block's problems at the block, in plain words", () => {
    const sorted = sortProblems(formCompletenessProblems(blocks, [1]), blocks);
    expect(sorted.byBlock.get("colour")).toEqual(["Options: a multiple-choice block needs at least one option.", "A question needs a label."]);
    const rule = sorted.byBlock.get("note")!;
    expect(rule).toHaveLength(1);
    expect(rule[0]).toMatch(/^Rule 1: the operator includes does not fit “Do you have a car\?” \(a checkbox\)/);
    expect(sorted.general).toEqual(["Recipient 1 needs a required signature that is always shown."]);
    expect(JSON.stringify([...sorted.byBlock.values(), sorted.general])).not.toMatch(/MULTIPLE_CHOICE|BOOLEAN|definition\.blocks|SIGNATURE/);
  });

  it("says what sending needs, per recipient", () => {
    const draft = { signers: [{ signOrder: 1, name: "Ada" }], delivery: "EMAIL" as const, authPolicy: "AES_OTP" as const };
    expect(sortProblems(formSendingProblems(draft), blocks).general).toEqual([
      "Give the form a title.",
      "Set a deadline for signing.",
      "Recipient 1 needs an email address, because the form is sent by email.",
      "Recipient 1 needs a mobile number for the text-message code.",
    ]);
  });

  it("names a structure problem's other block by its label", () => {
    const broken: FormBlock[] = [...blocks, { id: "inner", type: "TEXTAREA", label: "Inner", parentId: "car", required: false, showWhen: [], signOrder: 1 }];
    expect(sortProblems(formStructureProblems(broken), broken).byBlock.get("inner")).toEqual([
      "“Do you have a car?” is a checkbox block; only a section can contain blocks.",
    ]);
  });
});
