/**
 * Runs an operator operation (server/services/operation.ts) from the command line: the flags,
 * as typed, go through the operation's input schema, so a wrong value is reported by the same
 * rule the service relies on (output.ts names it by its flag).
 */
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { invokeOperation } from "@/server/services/invoke-operation";
import type { LocalOperationSpec } from "@/server/services/operation";

export function callOperation<I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(
  operation: LocalOperationSpec<"operator", I, O, R>,
  db: Db,
  flags: Record<string, unknown>,
): Promise<R> {
  return invokeOperation(operation, { db }, flags, "body");
}
