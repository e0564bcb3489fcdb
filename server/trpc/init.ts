/**
 * tRPC for the dashboard. Procedures are thin: they call the same services as /api/v1, so the
 * dashboard and the API behave alike. AppError codes travel to the client in `data.appCode`.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { validationMessages } from "@/lib/validation-messages";
import type { Db } from "../db/client";
import { AppError, ERRORS } from "../errors";
import type { ServiceContext } from "../services/context";

export interface TrpcContext {
  db: Db;
  /** The signed-in user's context, or null for a visitor. */
  session: ServiceContext | null;
}

export function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: ERRORS[error.code].trpc, message: error.message, cause: error });
}

/** `operation`: the definition a procedure is derived from (operation-procedure.ts). */
export interface ProcedureMeta {
  operation?: string;
}

const t = initTRPC.context<TrpcContext>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        appCode: cause instanceof AppError ? (cause.publicCode ?? null) : null,
        // What /api/v1 sends as `details` with the same code ({quota, limit}, {reason}).
        appDetails: cause instanceof AppError && cause.publicCode ? (cause.details ?? null) : null,
        validation:
          cause instanceof AppError && cause.messages
            ? cause.messages
            : cause instanceof ZodError
              ? validationMessages(cause, "input")
              : null,
      },
    };
  },
});

/** Services throw AppError; this turns it into the matching tRPC error. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const sessionProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue" });
  return next({ ctx: { ...ctx, session: ctx.session } });
});
