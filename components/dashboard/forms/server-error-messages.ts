import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@/server/trpc/app-router";

/**
 * What a failed tRPC call tells the user: the server's validation sentences when it sent them,
 * else its message. A TRPCClientError without `data` never got a procedure's answer (network
 * down, server restarting), so its message ("Failed to fetch") would mean nothing to anyone.
 */
export function serverErrorMessages(error: unknown): string[] {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data;
    if (!data) return ["The server did not answer. Check your connection and try again in a moment."];
    if (data.validation && data.validation.length > 0) return data.validation;
    return [error.message];
  }
  return ["Something went wrong. Try again."];
}

/** The stable AppError code a procedure answered with (INSUFFICIENT_ROLE, EMAIL_TAKEN, ...). */
export function appCodeOf(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  return (error as TRPCClientError<AppRouter>).data?.appCode ?? null;
}
