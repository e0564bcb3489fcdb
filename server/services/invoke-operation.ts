/**
 * Calls an operation without /api/v1 as its doors do: the raw input through the operation's one
 * schema, then its handler, then (outside production) the output check. The CLI and the tests
 * of services use it; the tRPC procedures do the same through tRPC's own input parsing.
 */
import type { z } from "zod";
import { checkOutput } from "./check-output";
import { localInputSchema, type LocalAccess, type LocalContextFor, type LocalOperationSpec } from "./operation";
import { parseInput } from "./parse-input";

export async function invokeOperation<A extends LocalAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(
  operation: LocalOperationSpec<A, I, O, R>,
  ctx: LocalContextFor<A>,
  rawInput: unknown,
  /** What a failure of the whole input is called: "input" as tRPC reports it, "body" for the CLI. */
  root = "input",
): Promise<R> {
  const input = parseInput(localInputSchema(operation), rawInput, root);
  const answer = await operation.handler(ctx, input);
  checkOutput(operation, answer);
  return answer;
}
