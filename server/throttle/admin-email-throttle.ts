import { AppError } from "../errors";
import { rateLimitHeaders, rateLimiter } from "./rate-limiter";

/** Invitations (sent or sent again) and test emails, per organization and hour. */
export const ADMIN_EMAILS_PER_HOUR = 60;
const HOUR_MS = 60 * 60_000;

/**
 * The emails an organization's admins send to addresses they type (docs/people.md): beyond the
 * limit, a 429 with the throttle headers and a sentence; nothing is sent or stored.
 */
export async function enforceAdminEmailThrottle(organizationId: string): Promise<void> {
  const result = await rateLimiter().hit(`admin-email:${organizationId}`, ADMIN_EMAILS_PER_HOUR, HOUR_MS);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      `Your organization has sent ${ADMIN_EMAILS_PER_HOUR} invitations and test emails in the last hour; try again later`,
      undefined,
      rateLimitHeaders(result),
    );
  }
}
