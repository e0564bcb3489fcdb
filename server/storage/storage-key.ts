/**
 * Storage keys are relative paths such as `orgs/<uuid>/uploads/<uuid>.pdf`. The same rules hold
 * for both drivers so that a key that works locally works in S3 and the other way round.
 *
 * Segments may not start with a dot: that refuses `.` and `..` (so a key can never leave
 * $DATA_DIR/files) and reserves dot-names for the local driver's temp files and sidecars.
 * Every allowed character is URL-safe, so keys go into URLs and S3 CopySource unencoded.
 */
import { InvalidStorageKeyError } from "./storage-errors";

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** S3's own limit. */
const MAX_KEY_LENGTH = 1024;
/** Leaves room under the usual 255-byte file-name limit for the local driver's temp suffix. */
const MAX_SEGMENT_LENGTH = 200;

function problemWith(key: string): string | null {
  if (key.length === 0) return "it is empty";
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  for (const segment of key.split("/")) {
    if (segment.length === 0) return "it has an empty path segment (a leading, trailing or double slash)";
    if (segment.length > MAX_SEGMENT_LENGTH) return `a path segment is longer than ${MAX_SEGMENT_LENGTH} characters`;
    if (!SEGMENT.test(segment)) {
      return "segments hold only A-Z a-z 0-9 . _ - and may not start with a dot";
    }
  }
  return null;
}

export function isValidStorageKey(key: string): boolean {
  return problemWith(key) === null;
}

export function assertValidStorageKey(key: string): void {
  const problem = problemWith(key);
  if (problem) throw new InvalidStorageKeyError(key, problem);
}
