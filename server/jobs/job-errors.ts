/** The runners' own failures, and how any error becomes a `jobs.last_error`. */
import { PermanentJobError } from "../queue/define-job";

export function unknownJobError(name: string): PermanentJobError {
  return new PermanentJobError(`No job definition is registered under the name "${name}"`);
}

/**
 * A job's last attempt did not finish because its process stopped (crashed, ran out of memory,
 * was killed): handed to onPermanentFailure, so that a job can say so in its own words.
 */
export class LostAttemptError extends Error {
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
    this.name = "LostAttemptError";
  }
}

const MAX_ERROR_LENGTH = 4000;

export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** What `last_error` keeps: the message, bounded so a huge error cannot bloat the row. */
export function errorMessage(error: unknown): string {
  const { message: text, name } = toError(error);
  const message = text || name;
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}
