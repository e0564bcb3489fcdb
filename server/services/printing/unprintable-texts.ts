/**
 * Which characters of the sender's texts would print as "?" in the PDF or its certificate:
 * the very check a signer's submit runs (signer/field-values.ts, unprintableProblem), asked
 * ahead so the wizard can warn. The fonts are on the server, so the question comes here.
 */
import type { z } from "zod";
import type { unprintableCharactersAnswerSchema, unprintableCharactersSchema } from "@/lib/schemas/printing";
import { TEXT_FONTS } from "../../pdf/fonts/font-files";
import { unprintableCharacters } from "../../pdf/fonts/text-runs";

export function unprintableTexts(input: z.output<typeof unprintableCharactersSchema>): z.output<typeof unprintableCharactersAnswerSchema> {
  const unprintable: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(input.texts)) {
    const missing = unprintableCharacters(text, TEXT_FONTS);
    if (missing.length > 0) unprintable[key] = missing;
  }
  return { unprintable };
}
