import { describe, expect, it } from "vitest";
import { acceptAnswers } from "@/lib/forms/accept-answers";
import { visibleBlockIds } from "@/lib/forms/visibility";
import { formBlockSchema, type FormBlock } from "@/lib/schemas/online-forms";
import { answersToSend, formProblems, initialAnswers, knownRefusal, needsSignature, sortServerMessages, unprintableInRefusal, visibleTree, type FormAnswers } from "./form-answers";

// Recipient 1 of the two-recipient form the API tests use (tests/support/online-forms.ts).
const blocks: FormBlock[] = [
  { id: "intro", type: "TEXT", text: "Tell us about your household." },
  { id: "pets", type: "BOOLEAN", label: "Do you keep pets?" },
  { id: "petSection", type: "SECTION", label: "Your pets", showWhen: [{ field: "pets", operator: "equals", value: true }] },
  { id: "kind", type: "MULTIPLE_CHOICE", label: "Which pet?", required: true, parentId: "petSection", options: [{ id: "cat", label: "Cat" }, { id: "dog", label: "Dog" }] },
  { id: "dogName", type: "TEXTAREA", label: "The dog's name", required: true, parentId: "petSection", showWhen: [{ field: "kind", operator: "equals", value: "dog" }] },
  { id: "extras", type: "MULTIPLE_CHOICE", label: "Extras", allowMultiple: true, options: [{ id: "garden", label: "Garden" }, { id: "pool", label: "Pool" }] },
  { id: "poolRules", type: "BOOLEAN", label: "I read the pool rules", required: true, showWhen: [{ field: "extras", operator: "includes", value: "pool" }] },
  { id: "notes", type: "TEXTAREA", label: "Anything else?", showWhen: [{ field: "extras", operator: "isNotEmpty" }] },
  { id: "sign1", type: "SIGNATURE", label: "Tenant", required: true },
].map((block) => formBlockSchema.parse(block));

const start = initialAnswers(blocks);
const ids = (answers: FormAnswers) => [...visibleBlockIds(blocks, answers)];

describe("signing an online form on the page", () => {
  it("starts with every box unticked, which is an answer: no", () => {
    expect(start).toEqual({ pets: false, poolRules: false });
    expect(ids(start)).toEqual(["intro", "pets", "extras", "sign1"]);
  });

  it("nests the visible blocks under their sections, and leaves hidden ones out", () => {
    const answers = { ...start, pets: true, kind: "dog" };
    const tree = visibleTree(blocks, visibleBlockIds(blocks, answers));
    expect(tree.map((node) => node.block.id)).toEqual(["intro", "pets", "petSection", "extras", "sign1"]);
    expect(tree[2]!.children.map((node) => node.block.id)).toEqual(["kind", "dogName"]);
    expect(visibleTree(blocks, visibleBlockIds(blocks, start)).map((node) => node.block.id)).toEqual(["intro", "pets", "extras", "sign1"]);
  });

  it("asks for what the server would ask for: required visible questions and the signature", () => {
    expect(formProblems(blocks, start, false)).toEqual([{ blockId: "sign1", kind: "signature" }]);
    expect(formProblems(blocks, start, true)).toEqual([]);
    const answers = { ...start, pets: true, kind: "dog", dogName: "   ", extras: ["pool"] };
    expect(formProblems(blocks, answers, true)).toEqual([
      { blockId: "dogName", kind: "answer" },
      { blockId: "poolRules", kind: "check" },
    ]);
    expect(formProblems(blocks, { ...start, pets: true }, true)).toEqual([{ blockId: "kind", kind: "choose" }]);
    expect(formProblems(blocks, { ...start, pets: true, kind: "cat" }, true)).toEqual([]);
  });

  it("never asks about a hidden question, whatever it held before it was hidden", () => {
    const answers = { ...start, pets: false, kind: "dog", extras: [] };
    expect(formProblems(blocks, answers, true)).toEqual([]);
  });

  it("says a text longer than the server keeps is too long", () => {
    const answers = { ...start, extras: ["garden"], notes: "x".repeat(10_001) };
    expect(formProblems(blocks, answers, true)).toEqual([{ blockId: "notes", kind: "tooLong" }]);
  });

  it("sends only the answers of visible questions", () => {
    const answers = { ...start, pets: false, kind: "dog", dogName: "Rex", extras: ["garden"], notes: "Quiet street" };
    expect(answersToSend(blocks, answers)).toEqual({ pets: false, extras: ["garden"], notes: "Quiet street" });
  });

  it("sends what the server accepts as it is, deciding visibility the same way the page did", () => {
    const answers = { ...start, pets: true, kind: "dog", dogName: "Rex", extras: ["pool"], poolRules: true };
    const sent = answersToSend(blocks, answers);
    const judged = acceptAnswers(blocks, 1, sent);
    expect(judged.problems).toEqual([]);
    expect(judged.accepted).toEqual(sent);
    expect(judged.visibleBlockIds).toEqual(ids(answers));
  });

  it("asks for a signature once, only where a signature block shows", () => {
    const twoPlaces = [...blocks, formBlockSchema.parse({ id: "sign1b", type: "SIGNATURE", label: "Initials" })];
    expect(formProblems(twoPlaces, start, false)).toEqual([{ blockId: "sign1", kind: "signature" }]);
    expect(needsSignature(blocks, start)).toBe(true);
    expect(needsSignature(blocks.filter((block) => block.type !== "SIGNATURE"), start)).toBe(false);
  });

  it("puts each server refusal that names a block on the page at that block, and the rest at the top", () => {
    const onPage = blocks.filter((block) => ids({ ...start, pets: true, kind: "dog" }).includes(block.id));
    const sorted = sortServerMessages(
      [
        'answers.dogName ("The dog\'s name") is required',
        'answers.kind ("Which pet?") must be the id of one of the question\'s options',
        'answers.checked: this form has no question "checked" for you',
        'answers.poolRules ("I read the pool rules") must be checked',
        "signature is required: draw or type your signature",
      ],
      onPage,
    );
    expect(sorted.byBlock).toEqual([
      { blockId: "dogName", reason: "is required" },
      { blockId: "kind", reason: "must be the id of one of the question's options" },
    ]);
    expect(sorted.general).toEqual([
      'answers.checked: this form has no question "checked" for you',
      'answers.poolRules ("I read the pool rules") must be checked',
      "signature is required: draw or type your signature",
    ]);
  });

  it("takes a label with quotes in it apart too, and does not mistake a longer id for a block", () => {
    const quoted = formBlockSchema.parse({ id: "q", type: "TEXTAREA", label: 'Say "hi"', required: true });
    expect(sortServerMessages(['answers.q ("Say "hi"") is required', "answers.q2 is required"], [quoted])).toEqual({
      byBlock: [{ blockId: "q", reason: "is required" }],
      general: ["answers.q2 is required"],
    });
  });

  it("shows the refusals it knows in the signer's words", () => {
    const [, pets, , kind, dogName, extras] = blocks;
    expect(knownRefusal(dogName!, "is required")).toBe("answer");
    expect(knownRefusal(kind!, "is required")).toBe("choose");
    expect(knownRefusal(extras!, "is required")).toBe("chooseSome");
    expect(knownRefusal(pets!, "must be checked")).toBe("check");
    expect(knownRefusal(dogName!, "must be at most 10000 characters")).toBe("tooLong");
    expect(knownRefusal(dogName!, "must be text")).toBeNull();
  });

  it("takes the characters the document cannot print out of the server's refusal, for the signer's own sentence", () => {
    const sorted = sortServerMessages(['answers.dogName ("The dog\'s name") has characters the document cannot show yet: Ꮳ Ꮃ Ꭹ'], blocks);
    expect(sorted.byBlock).toEqual([{ blockId: "dogName", reason: "has characters the document cannot show yet: Ꮳ Ꮃ Ꭹ" }]);
    expect(unprintableInRefusal(sorted.byBlock[0]!.reason)).toBe("Ꮳ Ꮃ Ꭹ");
    expect(unprintableInRefusal("is required")).toBeNull();
  });
});

describe("initialAnswers", () => {
  it("starts every yes/no question unticked, with the form's prefills on top", () => {
    expect(initialAnswers(blocks, { pets: true, kind: "dog" })).toEqual({ pets: true, poolRules: false, kind: "dog" });
  });
});
