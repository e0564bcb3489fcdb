/**
 * Written answers are printed into the signed form's PDF; one with characters no shipped font
 * has is refused, as a signing field's value is (field-values.ts), rather than sealed with "?".
 */
import { answerName } from "@/lib/forms/accept-answers";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";
import { unprintableProblem } from "./field-values";

export function unprintableAnswerProblems(blocks: readonly FormBlock[], accepted: Readonly<Record<string, FormAnswer>>): string[] {
  return blocks.flatMap((block) => {
    const answer = accepted[block.id];
    return block.type === "TEXTAREA" && typeof answer === "string" ? unprintableProblem(answerName(block), answer) : [];
  });
}
