import { describe, expect, it } from "vitest";
import { formBlockSchema, type FormBlock } from "../schemas/online-forms";
import { acceptAnswers } from "./accept-answers";
import { visibleBlockIds } from "./visibility";

const block = (input: Record<string, unknown>): FormBlock => formBlockSchema.parse(input);

const blocks: FormBlock[] = [
  block({ id: "pets", type: "BOOLEAN", label: "Pets?" }),
  block({ id: "petSection", type: "SECTION", showWhen: [{ field: "pets", operator: "equals", value: true }] }),
  block({ id: "kind", type: "MULTIPLE_CHOICE", label: "Which?", required: true, parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] }),
  block({ id: "dogName", type: "TEXTAREA", label: "Dog's name", required: true, parentId: "petSection", showWhen: [{ field: "kind", operator: "equals", value: "dog" }] }),
  block({ id: "extras", type: "MULTIPLE_CHOICE", label: "Extras", allowMultiple: true, options: [{ id: "garden", label: "Garden" }, { id: "pool", label: "Pool" }] }),
  block({ id: "poolRules", type: "BOOLEAN", label: "Pool rules read", required: true, showWhen: [{ field: "extras", operator: "includes", value: "pool" }] }),
  block({ id: "sign1", type: "SIGNATURE", required: true }),
  block({ id: "other", type: "TEXTAREA", label: "Landlord note", signOrder: 2 }),
];

describe("visibleBlockIds", () => {
  it("hides a section's descendants with it, and never lets a hidden source reveal anything", () => {
    expect([...visibleBlockIds(blocks, {})]).toEqual(["pets", "extras", "sign1", "other"]);
    // "kind" was answered dog before pets was unticked: the section and all in it stay hidden.
    expect(visibleBlockIds(blocks, { pets: false, kind: "dog" }).has("dogName")).toBe(false);
    expect([...visibleBlockIds(blocks, { pets: true, kind: "dog" })]).toEqual(["pets", "petSection", "kind", "dogName", "extras", "sign1", "other"]);
  });

  it("combines rules with AND, comparing option ids", () => {
    const both = [
      ...blocks,
      block({ id: "both", type: "TEXTAREA", label: "x", showWhen: [{ field: "pets", operator: "equals", value: true }, { field: "extras", operator: "includes", value: "garden" }] }),
    ];
    expect(visibleBlockIds(both, { pets: true, extras: ["pool"] }).has("both")).toBe(false);
    expect(visibleBlockIds(both, { pets: true, extras: ["garden"] }).has("both")).toBe(true);
    expect(visibleBlockIds(both, { pets: true, extras: ["Garden"] }).has("both")).toBe(false);
  });
});

describe("acceptAnswers", () => {
  it("accepts the visible answers, drops hidden ones, and records the visible blocks", () => {
    const result = acceptAnswers(blocks, 1, { pets: false, kind: "dog", dogName: "Rex", extras: ["garden"] });
    expect(result).toEqual({ accepted: { pets: false, extras: ["garden"] }, visibleBlockIds: ["pets", "extras", "sign1"], problems: [] });
  });

  it("refuses missing required visible answers, naming them; a required yes/no must be ticked", () => {
    const result = acceptAnswers(blocks, 1, { pets: true, kind: "dog", extras: ["pool"], poolRules: false });
    expect(result.problems).toEqual(['answers.dogName ("Dog\'s name") is required', 'answers.poolRules ("Pool rules read") must be checked']);
  });

  it("refuses answers of the wrong type and questions that are not the recipient's", () => {
    const result = acceptAnswers(blocks, 1, { pets: "yes", extras: ["pool", "pool"], other: "mine", nope: 1 });
    expect(result.problems).toEqual([
      'answers.other: this form has no question "other" for you',
      'answers.nope: this form has no question "nope" for you',
      'answers.pets ("Pets?") must be true or false',
      'answers.extras ("Extras") must not choose an option twice',
    ]);
  });

  it("lets a badly typed answer reveal nothing", () => {
    const result = acceptAnswers(blocks, 1, { pets: "true", kind: "cat" });
    expect(result.visibleBlockIds).not.toContain("petSection");
    expect(result.accepted).not.toHaveProperty("kind");
  });
});
