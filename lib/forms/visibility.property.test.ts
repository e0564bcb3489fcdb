/**
 * Property tests over random forms and answers: the rule engine keeps the spec's promises, and
 * what the signing page shows (visibility from the answers as typed) is what the server accepts
 * (visibility from the answers it keeps).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FormAnswer, FormBlock, VisibilityRule } from "../schemas/online-forms";
import { acceptAnswers } from "./accept-answers";
import { formCompletenessProblems, formStructureProblems } from "./form-rules";
import { isEmptyAnswer, visibleBlockIds } from "./visibility";

const OPTIONS = ["a", "b", "c"];

interface Plan {
  type: "TEXTAREA" | "BOOLEAN" | "SINGLE" | "MULTI" | "SECTION" | "TEXT";
  signOrder: number;
  parentPick: number;
  rules: { sourcePick: number; operatorPick: number; valuePick: number }[];
}

const planArbitrary: fc.Arbitrary<Plan[]> = fc.array(
  fc.record({
    type: fc.constantFrom("TEXTAREA", "BOOLEAN", "SINGLE", "MULTI", "SECTION", "TEXT"),
    signOrder: fc.integer({ min: 1, max: 2 }),
    parentPick: fc.nat(),
    rules: fc.array(fc.record({ sourcePick: fc.nat(), operatorPick: fc.nat(), valuePick: fc.nat() }), { maxLength: 3 }),
  }),
  { minLength: 1, maxLength: 14 },
);

/** A structurally valid and complete form: parents and rule sources are earlier blocks of the same recipient. */
function buildForm(plans: Plan[]): FormBlock[] {
  const blocks: FormBlock[] = [];
  plans.forEach((plan, index) => {
    const earlier = blocks.filter((block) => block.signOrder === plan.signOrder);
    const sections = earlier.filter((block) => block.type === "SECTION");
    const inputs = earlier.filter((block) => block.type === "TEXTAREA" || block.type === "BOOLEAN" || block.type === "MULTIPLE_CHOICE");
    const parent = sections.length > 0 && plan.parentPick % 3 !== 0 ? sections[plan.parentPick % sections.length] : undefined;
    const showWhen: VisibilityRule[] = inputs.length === 0 ? [] : plan.rules.map((rule) => ruleFor(inputs[rule.sourcePick % inputs.length]!, rule));
    const base = { id: `b${index}`, required: false, showWhen, signOrder: plan.signOrder, ...(parent && { parentId: parent.id }) };
    switch (plan.type) {
      case "SINGLE":
      case "MULTI":
        blocks.push({ ...base, type: "MULTIPLE_CHOICE", label: `Q${index}`, options: OPTIONS.map((id) => ({ id, label: id })), allowMultiple: plan.type === "MULTI" });
        break;
      case "TEXT":
        blocks.push({ ...base, type: "TEXT", text: "Read this" });
        break;
      case "SECTION":
        blocks.push({ ...base, type: "SECTION", label: `S${index}` });
        break;
      default:
        blocks.push({ ...base, type: plan.type, label: `Q${index}` });
    }
  });
  for (const signOrder of [1, 2]) blocks.push({ id: `sign${signOrder}`, type: "SIGNATURE", required: true, showWhen: [], signOrder });
  return blocks;
}

function ruleFor(source: FormBlock, pick: { operatorPick: number; valuePick: number }): VisibilityRule {
  const choose = <T,>(values: readonly T[], n: number) => values[n % values.length]!;
  if (source.type === "BOOLEAN") {
    const operator = choose(["equals", "notEquals", "isEmpty", "isNotEmpty"] as const, pick.operatorPick);
    return operator.startsWith("is") ? { field: source.id, operator } : { field: source.id, operator, value: pick.valuePick % 2 === 0 };
  }
  if (source.type === "TEXTAREA") {
    const operator = choose(["equals", "notEquals", "isEmpty", "isNotEmpty"] as const, pick.operatorPick);
    return operator.startsWith("is") ? { field: source.id, operator } : { field: source.id, operator, value: choose(["yes", "no"], pick.valuePick) };
  }
  const operators = source.allowMultiple ? (["includes", "isEmpty", "isNotEmpty"] as const) : (["equals", "notEquals", "isEmpty", "isNotEmpty"] as const);
  const operator = choose(operators, pick.operatorPick);
  return operator.startsWith("is") ? { field: source.id, operator } : { field: source.id, operator, value: choose(OPTIONS, pick.valuePick) };
}

/** Random, well-typed answers to any of the form's questions (hidden or not). */
function answersFor(blocks: FormBlock[]): fc.Arbitrary<Record<string, FormAnswer>> {
  const entries = blocks.flatMap((block): [string, fc.Arbitrary<FormAnswer>][] => {
    if (block.type === "BOOLEAN") return [[block.id, fc.boolean()]];
    if (block.type === "TEXTAREA") return [[block.id, fc.constantFrom("yes", "no", "", "  ")]];
    if (block.type === "MULTIPLE_CHOICE") {
      return [[block.id, block.allowMultiple ? fc.uniqueArray(fc.constantFrom(...OPTIONS)) : fc.constantFrom(...OPTIONS)]];
    }
    return [];
  });
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<Record<string, FormAnswer>>;
}

const formAndAnswers = planArbitrary.map(buildForm).chain((blocks) => answersFor(blocks).map((answers) => ({ blocks, answers })));

/** An independent reading of the rules: one forward pass, since parents and sources come first. */
function oracle(blocks: FormBlock[], answers: Record<string, FormAnswer>): Set<string> {
  const visible = new Set<string>();
  for (const block of blocks) {
    const parentOk = block.parentId === undefined || visible.has(block.parentId);
    const rulesOk = block.showWhen.every((rule) => {
      if (!visible.has(rule.field)) return false;
      const answer = answers[rule.field];
      if (rule.operator === "isEmpty") return isEmptyAnswer(answer);
      if (rule.operator === "isNotEmpty") return !isEmptyAnswer(answer);
      if (rule.operator === "includes") return Array.isArray(answer) && answer.includes(rule.value as string);
      if (rule.operator === "equals") return answer !== undefined && !isEmptyAnswer(answer) && answer === rule.value;
      return answer !== rule.value;
    });
    if (parentOk && rulesOk) visible.add(block.id);
  }
  return visible;
}

describe("the visibility rules over random forms", () => {
  it("builds forms the rules accept, so every property below is about publishable forms", () => {
    fc.assert(
      fc.property(planArbitrary.map(buildForm), (blocks) => {
        expect(formStructureProblems(blocks)).toEqual([]);
        expect(formCompletenessProblems(blocks, [1, 2])).toEqual([]);
      }),
    );
  });

  it("agrees with an independent reading: AND of rules, sections hide descendants, hidden sources reveal nothing", () => {
    fc.assert(fc.property(formAndAnswers, ({ blocks, answers }) => {
      expect([...visibleBlockIds(blocks, answers)].sort()).toEqual([...oracle(blocks, answers)].sort());
    }), { numRuns: 300 });
  });

  it("never shows a block inside a hidden section, or one whose rule looks at a hidden block", () => {
    fc.assert(fc.property(formAndAnswers, ({ blocks, answers }) => {
      const visible = visibleBlockIds(blocks, answers);
      for (const block of blocks) {
        if (block.parentId !== undefined && !visible.has(block.parentId)) expect(visible.has(block.id)).toBe(false);
        if (block.showWhen.some((rule) => !visible.has(rule.field))) expect(visible.has(block.id)).toBe(false);
      }
    }), { numRuns: 300 });
  });

  it("shows on the signing page exactly what the server accepts, and answers to hidden blocks change nothing", () => {
    fc.assert(fc.property(formAndAnswers, fc.constantFrom(1, 2), ({ blocks, answers }, signOrder) => {
      const mine = Object.fromEntries(Object.entries(answers).filter(([id]) => blocks.find((block) => block.id === id)!.signOrder === signOrder));
      const page = visibleBlockIds(blocks, mine);
      const server = acceptAnswers(blocks, signOrder, mine);
      const pageMine = blocks.filter((block) => block.signOrder === signOrder && page.has(block.id)).map((block) => block.id);
      expect(server.visibleBlockIds).toEqual(pageMine);
      for (const id of Object.keys(server.accepted)) expect(page.has(id)).toBe(true);
      // What the server keeps decides the same visibility as what was typed.
      const fromAccepted = visibleBlockIds(blocks, server.accepted);
      expect(blocks.filter((block) => block.signOrder === signOrder && fromAccepted.has(block.id)).map((block) => block.id)).toEqual(pageMine);
    }), { numRuns: 300 });
  });

  it("does not depend on the order the answers were given in", () => {
    fc.assert(fc.property(formAndAnswers, ({ blocks, answers }) => {
      const reversed = Object.fromEntries(Object.entries(answers).reverse());
      expect([...visibleBlockIds(blocks, reversed)].sort()).toEqual([...visibleBlockIds(blocks, answers)].sort());
    }));
  });
});
