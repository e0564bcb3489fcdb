/**
 * The policies an operation declares beyond its role, applied the same by every door that runs
 * it (REST in server/http/api-route.ts, tRPC in server/trpc/operation-procedure.ts, the CLI in
 * server/cli/call-operation.ts), after the caller is known and before the input is read:
 * - the `upload` throttle, per organization (UPLOAD_RATE_LIMIT_PER_MINUTE), so the dashboard's
 *   uploads count with the API's;
 * - a signer operation's per-link throttle (the token is the credential, so it is counted whatever
 *   the client's address);
 * - the `verify` throttle, per client IP (VERIFY_RATE_LIMIT_PER_MINUTE): the public verifier costs
 *   CPU that the burst throttle alone would let one client spend;
 * - the `adminEmail` throttle, per organization and hour (ADMIN_EMAILS_PER_HOUR): invitations and
 *   test emails go to addresses an admin types, and the mail server is the installation's.
 * It answers the headers of the throttle the operation declares beside the burst one, if any, so
 * that the answer shows the limit that binds.
 * The `burst` throttle is counted earlier, at each door's entrance, because it comes before
 * credentials: per client IP on /api/v1 (server/http/admission.ts), per session on /api/trpc
 * (server/http/dashboard-throttle.ts); the operator's CLI has none.
 */
import { enforceSignerTokenThrottle } from "../throttle/signer-throttle";
import { enforceAdminEmailThrottle } from "../throttle/admin-email-throttle";
import { enforceUploadThrottle } from "../throttle/upload-throttle";
import { enforceVerifyThrottle } from "../throttle/verify-throttle";
import type { Access, LocalAccess, Throttle } from "./operation";

/** Who calls: the organization acted for, and for a signer operation the token in its path. */
export interface PolicySubject {
  organizationId?: string;
  signerToken?: string;
  /** The client's address, for the per-IP throttles. */
  clientIp?: string;
}

export async function enforcePolicies(
  operation: { access: Access | LocalAccess; throttle?: readonly Throttle[] },
  subject: PolicySubject,
): Promise<Record<string, string>> {
  if (operation.access === "signer") await enforceSignerTokenThrottle(subject.signerToken ?? "");
  if (subject.organizationId !== undefined && operation.throttle?.includes("upload")) await enforceUploadThrottle(subject.organizationId);
  if (subject.organizationId !== undefined && operation.throttle?.includes("adminEmail")) await enforceAdminEmailThrottle(subject.organizationId);
  if (subject.clientIp !== undefined && operation.throttle?.includes("verify")) return enforceVerifyThrottle(subject.clientIp);
  return {};
}
