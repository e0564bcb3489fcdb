/**
 * tRPC procedures derived from operation definitions (server/services/operation.ts): the
 * definition's input schema, its policies (operation-policies.ts), its handler, and outside
 * production its output schema, so a procedure is one line in its router: `queryOf`/`mutationOf`
 * for an operation without a path, `queryOver`/`mutationOver` for an /api/v1 one. Each carries
 * the operation's name in its meta, which server/services/operations-doors.test.ts reads.
 */
import { z } from "zod";
import { checkOutput } from "../services/check-output";
import type { ServiceContext } from "../services/context";
import { enforcePolicies } from "../services/operation-policies";
import {
  answerData,
  localInputSchema,
  operationInputSchema,
  type LocalAccess,
  type LocalContextFor,
  type LocalOperationSpec,
  type Access,
  type FileAnswer,
  type Operation,
  type OperationAnswer,
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
    await enforcePolicies(operation, { organizationId: ctx.session?.organizationId });
    const answer = await operation.handler(contextFor(operation.access, ctx), input as z.output<I>);
    checkOutput(operation, answer);
    return answer;
  };
}

/** A read: the dashboard's `useQuery`. */
export function queryOf<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(operation: Definition<A, I, O, R>) {
  return baseFor(operation.access).meta({ operation: operation.name }).input(localInputSchema(operation)).query(resolverOf(operation));
}

/** A change: the dashboard's `useMutation`. */
export function mutationOf<A extends TrpcAccess, I extends z.ZodType, O extends z.ZodType, R extends z.output<O>>(operation: Definition<A, I, O, R>) {
  return baseFor(operation.access).meta({ operation: operation.name }).input(localInputSchema(operation)).mutation(resolverOf(operation));
}

/** The part of an /api/v1 operation a signed-in procedure reads; signer and public ones have no dashboard door. */
interface OverDefinition<P extends Operation["params"], Q extends Operation["query"], B extends Operation["body"], H extends Operation["headers"], I, R> {
  name: string;
  access: "admin" | "member" | "apiKeyOrSession" | "session";
  throttle?: Operation["throttle"];
  output: z.ZodType;
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
  handler: (ctx: ServiceContext, input: I) => Promise<R | OperationAnswer<R> | FileAnswer>;
}

/**
 * The signed-in procedure over an /api/v1 operation: its input merged into one schema, and its
 * answer checked against the operation's output. Only the upload commit writes its resolver on
 * it: the dashboard learns from `created` what REST says with 200 instead of 201.
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
  return sessionProcedure
    .meta({ operation: operation.name })
    .input(input)
    .use(async ({ next }) => {
      const result = await next();
      if (result.ok) checkOutput(operation, result.data);
      return result;
    });
}

function resolverOver<I, R>(operation: { name: string; access: Access; throttle?: Operation["throttle"]; handler: (ctx: ServiceContext, input: I) => Promise<R | OperationAnswer<R> | FileAnswer> }) {
  // Note: sessionProcedure put the signed-in context in place of a nullable one; tRPC parsed the
  // input with the operation's own merged schema.
  return async ({ ctx, input }: { ctx: { session: ServiceContext }; input: unknown }): Promise<R> => {
    await enforcePolicies(operation, { organizationId: ctx.session.organizationId });
    return answerData(operation, await operation.handler(ctx.session, input as I));
  };
}

/**
 * A read over an /api/v1 operation: the dashboard gets what REST puts in `data`. A narrower
 * definition may be passed (`{ ...op, body: undefined }` for a POST that only reads).
 */
export function queryOver<P extends Operation["params"], Q extends Operation["query"], B extends Operation["body"], H extends Operation["headers"], I, R>(
  operation: OverDefinition<P, Q, B, H, I, R>,
) {
  return procedureOver(operation).query(resolverOver(operation));
}

/** A change over an /api/v1 operation. */
export function mutationOver<P extends Operation["params"], Q extends Operation["query"], B extends Operation["body"], H extends Operation["headers"], I, R>(
  operation: OverDefinition<P, Q, B, H, I, R>,
) {
  return procedureOver(operation).mutation(resolverOver(operation));
}
