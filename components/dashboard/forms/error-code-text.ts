/**
 * Every error code the server defines (server/errors.ts), in a sentence a person can act on.
 * Exhaustive over ErrorCode, so a new code fails type checking until it has words here. The
 * dashboard prefers the server's own sentence, which says more about the case at hand; these
 * stand in when it has none fit to show (see serverErrorMessages).
 */
import type { ErrorCode } from "@/server/errors";

export const ERROR_CODE_TEXT: Record<ErrorCode, string> = {
  VALIDATION_FAILED: "Some of the information is not valid. Check the form and try again.",
  UNAUTHENTICATED: "You are signed out. Sign in again to continue.",
  FORBIDDEN: "You do not have permission to do this.",
  METHOD_NOT_ALLOWED: "This action is not available here.",
  PAYLOAD_TOO_LARGE: "What you sent is too large. Try a smaller file.",
  UNSUPPORTED_MEDIA_TYPE: "This kind of file or data cannot be used here.",
  RATE_LIMITED: "Too many attempts in a short time. Wait a minute and try again.",
  INTERNAL: "Something went wrong on our side. Try again in a moment.",
  INSUFFICIENT_ROLE: "Only an administrator of your organization can do this.",
  SESSION_REQUIRED: "This can only be done by a person signed in to the dashboard, not with an API key.",
  NOT_FOUND: "This item no longer exists, or it belongs to another organization.",
  SETUP_ALREADY_COMPLETED: "Signet has already been set up. Sign in instead.",
  SSO_DISCOVERY_FAILED: "The sign-in provider could not be reached at this address. Check the issuer address.",
  SSO_DOMAIN_TAKEN: "Another organization's single sign-on already uses this email domain.",
  SEAL_PASSWORD_WRONG: "The password does not open this seal file. Check the password and try again.",
  SEAL_CERTIFICATE_REFUSED: "This seal file cannot be used to seal documents.",
  EMAIL_TAKEN: "Someone already uses this email address.",
  INVITATION_INVALID: "This invitation link no longer works. Ask for a new invitation.",
  RESET_LINK_INVALID: "This password reset link no longer works. Ask for a new one.",
  WRONG_PASSWORD: "The current password is not correct.",
  PASSWORD_TOO_COMMON: "This password is one of the most common ones; choose something else, such as a few unrelated words.",
  TWO_FACTOR_CODE_INVALID: "That code is not right; try the code the app shows now.",
  LAST_OWNER: "The organization needs at least one owner. Make someone else an owner first.",
  INVALID_STATE: "This cannot be done at this stage. Reload the page to see where things stand.",
  QUOTA_EXCEEDED: "Your plan's limit has been reached. Upgrade the plan or free up some room.",
  BILLING_ORG_READ_ONLY: "Your organization is read-only for now, so nothing can be changed. Check the billing settings.",
  PLAN_FEATURE_UNAVAILABLE: "Your organization's plan does not include this feature.",
  DRAFT_VERSION_CONFLICT: "Someone else saved changes in the meantime. Reload to see them, then make your changes again.",
  IDEMPOTENCY_KEY_REUSED: "This request was already made with different content. Start again.",
  UPLOAD_SIZE_MISMATCH: "The upload arrived incomplete. Upload the file again.",
  UPLOAD_NOT_FOUND: "The upload did not finish in time. Upload the file again.",
  INVALID_PDF: "This file is not a readable PDF, or it is password-protected.",
  ASSET_NOT_READY: "The document is still being prepared. Try again in a moment.",
  PROCESS_FINALIZING: "The signed files are being prepared right now. Try again once they are ready.",
  SIGNING_PROCESS_NOT_COMPLETED: "The signed files are only available once everyone has signed.",
  LEGAL_HOLD: "This process is under a legal hold. Lift the hold before erasing it.",
  PROCESS_ERASED: "This process was erased: its files and personal data are gone.",
  SIGNING_LINK_INVALID: "This signing link is no longer valid.",
  SIGNER_NOT_READY: "It is not this signer's turn yet.",
  PROCESS_NOT_ACTIVE: "This process is no longer waiting for signatures.",
  OTP_REQUIRED: "The code from the text message must be entered first.",
  OTP_INVALID: "That code is not correct.",
  OTP_EXPIRED: "The code has expired. Ask for a new one.",
  OTP_ATTEMPTS_EXCEEDED: "Too many wrong codes. Ask for a new one.",
  REMINDER_TOO_SOON: "This signer was reminded less than an hour ago. Try again later.",
  SMS_RETRY_LIMIT: "No more text-message codes can be sent for this signing.",
  SMS_DELIVERY_FAILED: "The text message could not be sent. Try again in a moment.",
  PUBLIC_LINK_UNAVAILABLE: "This public link is switched off, expired or used up.",
  EMAIL_DELIVERY_FAILED: "The email could not be sent. Try again in a moment.",
  WEBHOOK_URL_REFUSED: "This address cannot receive webhooks. Use a public https address.",
  RENDER_BUSY: "Many documents are being prepared right now. Wait a few seconds and try again.",
  RENDERER_UNAVAILABLE: "This server cannot turn HTML templates into PDFs right now: it has no working browser for it. Ask whoever runs it.",
  FORM_TOO_LARGE: "This form is too large to print. Shorten its text and try again.",
};

/** tRPC's own codes for the generic conditions, whose answers carry no error code of ours. */
const GENERIC_BY_TRPC_CODE: Partial<Record<string, ErrorCode>> = {
  BAD_REQUEST: "VALIDATION_FAILED",
  UNAUTHORIZED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_SUPPORTED: "METHOD_NOT_ALLOWED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
};

/** The sentence for an error code of ours, or for a generic tRPC condition; null if neither is known. */
export function errorCodeText(appCode: string | null | undefined, trpcCode?: string): string | null {
  if (appCode && Object.hasOwn(ERROR_CODE_TEXT, appCode)) return ERROR_CODE_TEXT[appCode as ErrorCode];
  const generic = trpcCode ? GENERIC_BY_TRPC_CODE[trpcCode] : undefined;
  return generic ? ERROR_CODE_TEXT[generic] : null;
}
