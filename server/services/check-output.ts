/**
 * Outside production, every answer is read back through the operation's output schema, so a
 * service that drifts from what the OpenAPI document promises fails the test or the dev request
 * that produced it instead of surprising an integrator. Production skips the check: the answer
 * is already built, and parsing every list twice would only cost time.
 */
import type { z } from "zod";
import { validationMessages } from "@/lib/validation-messages";
import { env } from "../env";

/** The part of an operation the check reads. */
interface Described {
  name: string;
  output: z.ZodType;
}

export class OutputMismatchError extends Error {
  constructor(operationName: string, problems: string[]) {
    super(`${operationName} answered what its output schema does not describe: ${problems.join("; ")}`);
    this.name = "OutputMismatchError";
  }
}

/** Throws OutputMismatchError when `data` does not match; answers nothing, the data stays as it is. */
export function checkOutput(operation: Described, data: unknown): void {
  if (env().NODE_ENV === "production") return;
  const result = operation.output.safeParse(data);
  if (!result.success) throw new OutputMismatchError(operation.name, validationMessages(result.error, "output"));
}
