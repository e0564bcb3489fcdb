/**
 * A job is a typed definition: an id, a zod schema for its payload and a handler split into
 * named steps. Both runners (server/jobs/local-runner.ts, server/jobs/inngest-function.ts) run
 * the same definitions, so a handler never knows which one it is in. It sits below the services
 * (docs/architecture.md), which import definitions to queue work with triggerJob.
 */
import type { z } from "zod";
import type { Db } from "../db/client";

const DEFAULT_MAX_ATTEMPTS = 5;
/** Inngest allows at most 20 retries, so 21 attempts. */
const MAX_ATTEMPTS_LIMIT = 21;

export interface JobSteps {
  /**
   * Runs `fn` as the step called `name`. On Inngest a finished step is memoized and not run
   * again on a retry; the local runner re-runs the whole handler on a retry, so every step
   * must be idempotent. The result must survive JSON (Inngest stores it as JSON).
   */
  run<T>(name: string, fn: () => Promise<T> | T): Promise<T>;
}

export interface JobContext<P> {
  payload: P;
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  step: JobSteps;
  db: Db;
}

export interface PermanentFailureContext<P> {
  payload: P;
  jobId: string;
  db: Db;
  /** The error of the last attempt. */
  error: Error;
}

/** What a job does: loaded only when a runner runs it (see `handlers` below). */
export interface JobHandlers<P> {
  handler(context: JobContext<P>): Promise<void>;
  /** Called once when the job ends FAILED (attempts used up or PermanentJobError). */
  onPermanentFailure?(context: PermanentFailureContext<P>): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  readonly id: string;
  readonly payload: z.ZodType<P>;
  readonly maxAttempts: number;
  /** The handlers, imported on first use and kept. */
  handlers(): Promise<JobHandlers<P>>;
}

export interface DefineJobOptions<P> {
  /** The `jobs.name` of its rows and the Inngest function id; never rename a job with rows. */
  id: string;
  /** Payloads are stored as JSON: use strings for dates. */
  payload: z.ZodType<P>;
  /** Tries in all, the first one included. */
  maxAttempts?: number;
  /**
   * A dynamic import of the handlers' module. Code that only triggers a job (a signer's submit
   * queues finalization) imports the definition, not the PDF, mail or HTTP code that runs it.
   */
  handlers: () => Promise<JobHandlers<P>>;
}


/**
 * Thrown by a handler when retrying cannot help (the record is gone, the input can never be
 * processed): the job ends FAILED at once. The Inngest runner turns it into NonRetriableError.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

export function defineJob<P>(options: DefineJobOptions<P>): JobDefinition<P> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!options.id.trim()) throw new Error("A job needs a non-empty id");
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS_LIMIT) {
    throw new Error(`Job "${options.id}": maxAttempts must be an integer from 1 to ${MAX_ATTEMPTS_LIMIT}`);
  }
  let loaded: Promise<JobHandlers<P>> | undefined;
  return {
    id: options.id,
    payload: options.payload,
    maxAttempts,
    handlers: () => (loaded ??= options.handlers()),
  };
}
