/**
 * The policies an operation declares beyond its role, applied the same by every door that runs
 * it (REST in server/http/api-route.ts, tRPC in server/trpc/operation-procedure.ts, the CLI in
 * server/cli/call-operation.ts), after the caller is known and before the input is read:
 * - the `upload` throttle, per organization (UPLOAD_RATE_LIMIT_PER_MINUTE), so the dashboard's
 *   uploads count with the API's;
 * - a signer operation's per-link throttle (the token is the credential, so it is counted whatever
 *   the client's address).
 * The `burst` throttle is counted earlier, at each door's entrance, because it comes before
 * credentials: per client IP on /api/v1 (server/http/admission.ts), per session on /api/trpc
 * (server/http/dashboard-throttle.ts); the operator's CLI has none.
 */
import { enforceSignerTokenThrottle } from "../throttle/signer-throttle";
import { enforceUploadThrottle } from "../throttle/upload-throttle";
import type { Access, LocalAccess, Throttle } from "./operation";

/** Who calls: the organization acted for, and for a signer operation the token in its path. */
export interface PolicySubject {
  organizationId?: string;
  signerToken?: string;
}

export async function enforcePolicies(operation: { access: Access | LocalAccess; throttle?: readonly Throttle[] }, subject: PolicySubject): Promise<void> {
  if (operation.access === "signer") await enforceSignerTokenThrottle(subject.signerToken ?? "");
  if (subject.organizationId !== undefined && operation.throttle?.includes("upload")) await enforceUploadThrottle(subject.organizationId);
}
