/**
 * One error type for every door. Services throw AppError with a code from ERRORS; the REST
 * wrapper and tRPC turn it into their own answers from this one table. Codes marked
 * `public: false` are generic conditions whose error body carries no `code` (spec: 401s,
 * validation 400s, the throttle's 429).
 */
export const ERRORS = {
  // Generic conditions (no code in the body).
  VALIDATION_FAILED: { status: 400, public: false, trpc: "BAD_REQUEST" },
  UNAUTHENTICATED: { status: 401, public: false, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { status: 403, public: false, trpc: "FORBIDDEN" },
  METHOD_NOT_ALLOWED: { status: 405, public: false, trpc: "METHOD_NOT_SUPPORTED" },
  PAYLOAD_TOO_LARGE: { status: 413, public: false, trpc: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, public: false, trpc: "UNSUPPORTED_MEDIA_TYPE" },
  RATE_LIMITED: { status: 429, public: false, trpc: "TOO_MANY_REQUESTS" },
  INTERNAL: { status: 500, public: false, trpc: "INTERNAL_SERVER_ERROR" },

  /** A MEMBER key or member on an ADMIN operation. */
  INSUFFICIENT_ROLE: { status: 403, public: true, trpc: "FORBIDDEN" },
  /** An API key on an operation that needs a dashboard session (key creation, revocation). */
  SESSION_REQUIRED: { status: 403, public: true, trpc: "FORBIDDEN" },
  /** Unknown id, or an id of another organization. */
  NOT_FOUND: { status: 404, public: true, trpc: "NOT_FOUND" },
  /** First-run setup after an organization already exists. */
  SETUP_ALREADY_COMPLETED: { status: 409, public: true, trpc: "CONFLICT" },
  /** An invitation link that is unknown, used, revoked or past its 7 days. */
  INVITATION_INVALID: { status: 404, public: true, trpc: "NOT_FOUND" },
  /** A password reset link that is unknown, used or past its 30 minutes. */
  RESET_LINK_INVALID: { status: 404, public: true, trpc: "NOT_FOUND" },
  /** The current password given to change it is not the right one. */
  WRONG_PASSWORD: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** A new password on the common-password list, or made of the app's, organization's or person's name (NIST 800-63B). */
  PASSWORD_TOO_COMMON: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** A code from the authenticator app that is wrong, old, or used already. */
  TWO_FACTOR_CODE_INVALID: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** A change that would leave the organization without an owner. */
  LAST_OWNER: { status: 409, public: true, trpc: "CONFLICT" },
  /** The OpenID provider named as an organization's single sign-on could not be discovered. */
  SSO_DISCOVERY_FAILED: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** An email domain another organization's single sign-on claims already. */
  SSO_DOMAIN_TAKEN: { status: 409, public: true, trpc: "CONFLICT" },
  /** The password given with an organization's seal file does not open it. */
  SEAL_PASSWORD_WRONG: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** An organization's seal file that cannot seal: unreadable, no key, a key not its certificate's, expired, not allowed to sign. */
  SEAL_CERTIFICATE_REFUSED: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** A user with this email exists already. */
  EMAIL_TAKEN: { status: 409, public: true, trpc: "CONFLICT" },
  /** The action does not fit the record's state. */
  INVALID_STATE: { status: 409, public: true, trpc: "CONFLICT" },
  /** A plan quota would be exceeded; details: {quota, limit, used}. */
  QUOTA_EXCEEDED: { status: 402, public: true, trpc: "FORBIDDEN" },
  /** The organization is read-only: every write is refused. */
  BILLING_ORG_READ_ONLY: { status: 402, public: true, trpc: "FORBIDDEN" },
  /** A feature the organization's plan does not include. */
  PLAN_FEATURE_UNAVAILABLE: { status: 402, public: true, trpc: "FORBIDDEN" },
  /** `expectedDraftVersion` (or `expectedTemplateVersion`) is not the current one: someone saved first. */
  DRAFT_VERSION_CONFLICT: { status: 409, public: true, trpc: "CONFLICT" },
  /** The same Idempotency-Key came with another request. */
  IDEMPOTENCY_KEY_REUSED: { status: 409, public: true, trpc: "CONFLICT" },
  /** The committed object's size differs from the declared size. */
  UPLOAD_SIZE_MISMATCH: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** Commit before the bytes were PUT, or after the upload session expired. */
  UPLOAD_NOT_FOUND: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** The bytes are not a readable PDF, or it is encrypted. */
  INVALID_PDF: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** The PDF asset's processing has not reached READY. */
  ASSET_NOT_READY: { status: 409, public: true, trpc: "CONFLICT" },
  /** Void or expire while the final files are being prepared. */
  PROCESS_FINALIZING: { status: 409, public: true, trpc: "CONFLICT" },
  /** Erasing a process that is under a legal hold. */
  LEGAL_HOLD: { status: 409, public: true, trpc: "CONFLICT" },
  /** Files of a process whose files were erased. */
  PROCESS_ERASED: { status: 410, public: true, trpc: "NOT_FOUND" },
  /** Files requested before the process is COMPLETED. */
  SIGNING_PROCESS_NOT_COMPLETED: { status: 409, public: true, trpc: "CONFLICT" },
  /** An unknown or rotated signer token. */
  SIGNING_LINK_INVALID: { status: 404, public: true, trpc: "NOT_FOUND" },
  /** A signer acts before their turn. */
  SIGNER_NOT_READY: { status: 409, public: true, trpc: "CONFLICT" },
  /** A signer acts on a DECLINED, VOIDED, EXPIRED or COMPLETED process (or one that is finalizing). */
  PROCESS_NOT_ACTIVE: { status: 409, public: true, trpc: "CONFLICT" },
  /** Submit under AES_OTP before the one-time code was verified. */
  OTP_REQUIRED: { status: 403, public: true, trpc: "FORBIDDEN" },
  /** A wrong one-time code; details.attemptsLeft says how many tries remain. */
  OTP_INVALID: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** A one-time code past its 10 minutes. */
  OTP_EXPIRED: { status: 400, public: true, trpc: "BAD_REQUEST" },
  /** Five wrong codes: the code is burned until a new one is sent. */
  OTP_ATTEMPTS_EXCEEDED: { status: 429, public: true, trpc: "TOO_MANY_REQUESTS" },
  /** A reminder to a signer within an hour of the previous one; with Retry-After. */
  REMINDER_TOO_SOON: { status: 429, public: true, trpc: "TOO_MANY_REQUESTS" },
  /** More than five SMS codes requested for one signing. */
  SMS_RETRY_LIMIT: { status: 429, public: true, trpc: "TOO_MANY_REQUESTS" },
  /** The SMS provider refused or failed to deliver a one-time code; trying again may work. */
  SMS_DELIVERY_FAILED: { status: 503, public: true, trpc: "INTERNAL_SERVER_ERROR" },
  /** A public link that is switched off, past its expiry or used up, or whose template can no longer start signings. */
  PUBLIC_LINK_UNAVAILABLE: { status: 410, public: true, trpc: "NOT_FOUND" },
  /** The mail server refused or failed to take an email that is sent while the caller waits (a public link's code); trying again may work. */
  EMAIL_DELIVERY_FAILED: { status: 503, public: true, trpc: "INTERNAL_SERVER_ERROR" },
  /** Every HTML render slot is taken and the queue is full, or the wait ran out; with Retry-After. */
  RENDER_BUSY: { status: 503, public: true, trpc: "SERVICE_UNAVAILABLE" },
  /** HTML templates cannot be printed: no Chromium was found, or it could not be unpacked or started. */
  RENDERER_UNAVAILABLE: { status: 503, public: true, trpc: "SERVICE_UNAVAILABLE" },
  /** A form PDF that needs more memory or time to render than a form may take. */
  FORM_TOO_LARGE: { status: 422, public: true, trpc: "UNPROCESSABLE_CONTENT" },
  /** A webhook URL that may not be called: not https in production, or a loopback, private, link-local or metadata target. */
  WEBHOOK_URL_REFUSED: { status: 400, public: true, trpc: "BAD_REQUEST" },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** What a 429 without a window of its own (OTP_ATTEMPTS_EXCEEDED) suggests: a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export class AppError extends Error {
  readonly status: number;
  /** Extra response headers, such as a throttle's Retry-After. */
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    readonly details?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(Array.isArray(message) ? message.join("; ") : message);
    this.name = "AppError";
    this.status = ERRORS[code].status;
    this.messages = Array.isArray(message) ? message : undefined;
    // Every 429 says when to come back (API.md), whichever service threw it.
    this.headers =
      this.status === 429 && !headers?.["Retry-After"] ? { "Retry-After": String(DEFAULT_RETRY_AFTER_SECONDS), ...headers } : headers;
  }

  /** Validation failures keep one sentence per violated rule. */
  readonly messages: string[] | undefined;

  get publicCode(): ErrorCode | undefined {
    return ERRORS[this.code].public ? this.code : undefined;
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
