/**
 * tRPC procedures derived from operation definitions (server/services/operation.ts): the
 * definition's input schema, its handler, and outside production its output schema, so a
 * procedure is one line in its router. Procedures over /api/v1 operations whose dashboard
 * answer differs from the REST one keep their resolver and take `checkedInput` instead.
 */
import { z } from "zod";
import { checkOutput } from "../services/check-output";
import {
  localInputSchema,
  operationInputSchema,
  type LocalAccess,
  type LocalContextFor,
  type LocalOperationSpec,
  type Operation,
} from "../services/operation";
import { publicProcedure, sessionProcedure, type TrpcContext } from "./init";

type TrpcAccess = Exclude<LocalAccess, "operator">;
type Definition<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>> = LocalOperationSpec<A, I, O, R>;

// Note: the visitor's base is the public procedure; the signed-in one runs its session check
// before the input is read, as a bare sessionProcedure does. Both are the same builder type.
function baseFor(access: TrpcAccess): typeof publicProcedure {
  return access === "visitor" ? publicProcedure : (sessionProcedure as unknown as typeof publicProcedure);
}

function contextFor<A extends TrpcAccess>(access: A, ctx: TrpcContext): LocalContextFor<A> {
  // sessionProcedure has refused a visitor already when the access is "dashboard".
  return (access === "visitor" ? { db: ctx.db } : ctx.session) as LocalContextFor<A>;
}

function resolverOf<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(operation: Definition<A, I, O, R>) {
  // Note: tRPC types a parsed input loosely for a generic schema; it was parsed by this very one.
  return async ({ ctx, input }: { ctx: TrpcContext; input: unknown }): Promise<R> => {
    const answer = await operation.handler(contextFor(operation.access, ctx), input as z.output<I>);
    checkOutput(operation, answer);
    return answer;
  };
}

/** A read: the dashboard's `useQuery`. */
export function queryOf<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(operation: Definition<A, I, O, R>) {
  return baseFor(operation.access).input(localInputSchema(operation)).query(resolverOf(operation));
}

/** A change: the dashboard's `useMutation`. */
export function mutationOf<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(operation: Definition<A, I, O, R>) {
  return baseFor(operation.access).input(localInputSchema(operation)).mutation(resolverOf(operation));
}

/**
 * The signed-in procedure over an /api/v1 operation: its input merged into one schema, and its
 * answer checked against the operation's output. The router writes the resolver, because the
 * dashboard unwraps answers REST sends with another status.
 */
export function procedureOver<P extends Operation["params"], Q extends Operation["query"], B extends Operation["body"], H extends Operation["headers"]>(operation: {
  name: string;
  output: z.ZodType;
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
}) {
  // An operation that takes nothing (a plain list) is called with no input, as queryOf's are.
  const takesInput = [operation.params, operation.query, operation.body, operation.headers].some((part) => part !== undefined);
  type Input = [P, Q, B, H] extends [undefined, undefined, undefined, undefined] ? z.ZodVoid : ReturnType<typeof operationInputSchema<P, Q, B, H>>;
  const input = (takesInput ? operationInputSchema(operation) : z.void()) as Input;
  return sessionProcedure.input(input).use(async ({ next }) => {
    const result = await next();
    if (result.ok) checkOutput(operation, result.data);
    return result;
  });
}
