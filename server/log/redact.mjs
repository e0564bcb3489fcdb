/**
 * No secret in a log line (DESIGN.md, "Quality bar"). A signer's link token is the signer's
 * credential and sits in every /sign/ path; API keys, webhook secrets, bearer values and
 * presigned-URL signatures grant access as well. Log lines pass through here first.
 * Plain JavaScript, because scripts/start.mjs (run by node itself, not bundled) uses it too.
 * No rule matches across a quote or a backslash, so that a redacted JSON log line stays JSON.
 */
import { format } from "node:util";

export const REDACTED = "[redacted]";

/** [pattern, replacement]: each keeps what identifies the kind of secret and hides the rest. */
const RULES = [
  // /sign/<token> and /api/v1/sign/<token>; the token is base64url, but hide whatever is there.
  [/(\/sign\/)[^/?#\s"'`<>\\]+/g, `$1${REDACTED}`],
  // API keys (server/services/api-keys/key-material.ts) and webhook signing secrets.
  [/\b(sdk_live_)[A-Za-z0-9_-]+/g, `$1${REDACTED}`],
  [/\b(whsec_)[A-Za-z0-9_-]+/g, `$1${REDACTED}`],
  [/\b(Bearer\s+)[^\s"',;\\]+/gi, `$1${REDACTED}`],
  // Passwords in connection strings: postgres://user:password@host/db.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@"\\]+:)[^@\s/"\\]+@/gi, `$1${REDACTED}@`],
  // Presigned URLs: the local driver's sig, S3's signature and session token.
  [/([?&](?:sig|X-Amz-Signature|X-Amz-Security-Token|X-Amz-Credential)=)[^&#\s"'\\]+/gi, `$1${REDACTED}`],
];

/** `text` with every secret it holds replaced by a redacted form. */
export function redactSecrets(text) {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** What console.log(...args) would print (errors with their stack and cause), redacted. */
export function formatForLog(...args) {
  return redactSecrets(format(...args));
}
