/** The shape of one outbox file, DESIGN.md contract 4: tests outside this repository read it. */

export type OutboxChannel = "email" | "sms";

export type OutboxKind =
  | "invite"
  | "otp"
  | "completed"
  | "declined"
  | "voided"
  | "expired"
  | "reminder"
  // To an observer: the completed process's files (declined, voided and expired also reach them).
  | "copy"
  // To the process's sender, not a signer (server/services/notifications).
  | "sender.signed"
  | "sender.declined"
  | "sender.completed"
  | "sender.expired"
  | "sender.finalizationFailed"
  // Settings' "Send a test email", to the admin who asked.
  | "test"
  // An invitation to join the organization (Settings, "People").
  | "member.invite"
  // "Forgot password", to the account's address.
  | "password.reset"
  // A public link's page: the code that confirms the visitor's email (docs/templates.md).
  | "publicLink.code";

/** Who and what a message is about; `code` holds an SMS one-time code. Extra keys are kept. */
export type OutboxMeta = {
  signingProcessId: string | null;
  signerId: string | null;
  kind: OutboxKind;
  code?: string;
} & Record<string, unknown>;

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  /** null for SMS. */
  subject: string | null;
  text: string;
  /** null for SMS. */
  html: string | null;
  /** Every absolute http(s) URL in text and html, first appearance first, no duplicates. */
  links: string[];
  /** ISO 8601, UTC. */
  createdAt: string;
  meta: OutboxMeta;
}

export type NewOutboxMessage = Omit<OutboxMessage, "id" | "links" | "createdAt">;
