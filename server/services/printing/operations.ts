/** The dashboard's question to the shipped PDF fonts: dashboard only, no /api/v1 path. */
import { unprintableCharactersAnswerSchema, unprintableCharactersSchema } from "@/lib/schemas/printing";
import { defineOperation } from "../operation";
import { unprintableTexts } from "./unprintable-texts";

export const printingUnprintableCharacters = defineOperation({
  name: "printing.unprintableCharacters",
  summary: "The characters of each text that no font of the PDFs can print, so that the sender is warned before sending.",
  access: "dashboard",
  input: unprintableCharactersSchema,
  output: unprintableCharactersAnswerSchema,
  handler: async (_ctx, input) => unprintableTexts(input),
});
