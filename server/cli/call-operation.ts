/**
 * Runs an operator operation (server/services/operation.ts) from the command line: the flags,
 * as typed, go through the operation's input schema, so a wrong value is reported by the same
 * rule the service relies on (output.ts names it by its flag), then its policies, its handler
 * and the output check. A command is the operation and how its flags map to the input.
 */
import type { z } from "zod";
import type { Db } from "@/server/db/client";
import { invokeOperation } from "@/server/services/invoke-operation";
import type { LocalOperation, LocalOperationSpec } from "@/server/services/operation";
import { enforcePolicies } from "@/server/services/operation-policies";
import { defineCommand, type Command, type CommandSpec } from "./command";

type OperatorOperation<I extends z.ZodType, O extends z.ZodType, R extends z.output<O>> = LocalOperationSpec<"operator", I, O, R>;

async function callOperation<I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(
  operation: OperatorOperation<I, O, R>,
  db: Db,
  flags: Record<string, unknown>,
): Promise<R> {
  // An operator operation declares no throttle today; called so that one it declares applies here too.
  await enforcePolicies(operation, {});
  return invokeOperation(operation, { db }, flags, "body");
}

/**
 * The command of an operator operation: `input` maps the flags to the operation's input. The
 * operation may be loaded on demand (`() => import(…)`), for one whose services bring code no
 * other command needs.
 */
export function operationCommand<I extends z.ZodType, O extends z.ZodType, R extends z.output<O>, F extends string = never, G extends string = never>(
  operation: OperatorOperation<I, O, R> | (() => Promise<OperatorOperation<I, O, R>>),
  spec: Omit<CommandSpec<F, G>, "run"> & { input(flags: NoInfer<Record<F, string> & Partial<Record<G, string>>>): Record<string, unknown> },
): Command {
  const load = async () => (typeof operation === "function" ? operation() : operation);
  return {
    ...defineCommand<F, G>({ ...spec, run: async (flags, { db }) => callOperation(await load(), db, spec.input(flags)) }),
    operation: load as () => Promise<LocalOperation>,
  };
}
