/** What the dashboard asks of the shipped PDF fonts before sending (server/services/printing). */
import { z } from "zod";

export const PRINTED_TEXTS_MAX = 500;

/**
 * Texts that will be printed into a PDF or its certificate, each under a key the caller chooses
 * ("subject", "signer.2.name", …) and gets back with its unprintable characters.
 */
export const unprintableCharactersSchema = z.object({
  texts: z
    .record(z.string().min(1).max(200), z.string().max(10_000))
    .refine((texts) => Object.keys(texts).length <= PRINTED_TEXTS_MAX, `at most ${PRINTED_TEXTS_MAX} texts at once`),
});

export const unprintableCharactersAnswerSchema = z.object({
  /** Only the keys whose text has characters no shipped font can draw, each character once, in order. */
  unprintable: z.record(z.string(), z.array(z.string())),
});
