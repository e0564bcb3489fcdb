import type { z } from "zod";
import { validationMessages } from "@/lib/validation-messages";
import { AppError } from "../errors";

/** Validates a service's input; failures become a 400 with one sentence per violated rule. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, root = "body"): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION_FAILED", validationMessages(result.error, root));
  return result.data;
}
