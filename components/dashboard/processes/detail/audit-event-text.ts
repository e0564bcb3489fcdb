/**
 * The audit trail in plain words: what happened ("Ada Lovelace signed"), and who did it
 * ("Erika Mustermann, dashboard"). Unknown event types are shown by their name rather than
 * hidden, so that the timeline never leaves out a link of the chain.
 */
import type { AuditEvent } from "@/server/services/audit/audit-chain";
import type { DispatchMode } from "../process-labels";

export interface SignerNames {
  byId: Map<string, string>;
  byOrder: Map<number, string>;
}

function signerName(details: Record<string, unknown>, signers: SignerNames): string {
  if (typeof details.name === "string") return details.name;
  if (typeof details.signerId === "string" && signers.byId.has(details.signerId)) return signers.byId.get(details.signerId)!;
  if (typeof details.signOrder === "number" && signers.byOrder.has(details.signOrder)) return signers.byOrder.get(details.signOrder)!;
  return "A signer";
}

/** How a signer's turn began, per dispatch mode. */
const TURN_WORDS: Partial<Record<DispatchMode, string>> = {
  EMAIL: ": invitation emailed",
  KIOSK: " at the kiosk",
  CURRENT_USER: " in the dashboard",
  PRIVATE_LINK: " by private link",
};

const withReason = (text: string, reason: unknown) => (typeof reason === "string" && reason.trim() !== "" ? `${text}: “${reason}”` : text);

export function auditEventText(event: Pick<AuditEvent, "type" | "details">, signers: SignerNames): string {
  const details = event.details ?? {};
  const who = signerName(details, signers);
  switch (event.type) {
    case "process.created":
      return "Process created";
    case "process.sent":
      return "Sent for signing";
    case "signer.invited":
      return `${who}’s turn to sign${TURN_WORDS[details.channel as DispatchMode] ?? ""}`;
    case "signer.invite_resent":
      return `${who} was sent a new link`;
    case "signer.opened":
      return `${who} opened the document`;
    case "signer.otp_sent":
      return typeof details.sentTo === "string" ? `SMS code sent to ${who} at ${details.sentTo}` : `SMS code sent to ${who}`;
    case "signer.otp_verified":
      return `${who} entered the SMS code`;
    case "signer.submitted":
      return `${who} submitted their fields and signature`;
    case "signer.completed":
      return `${who} signed`;
    case "signer.declined":
      return withReason(`${who} declined to sign`, details.reason);
    case "process.extended":
      return "Expiry extended";
    case "process.voided":
      return withReason("Process voided", details.reason);
    case "process.expired":
      return "Process expired";
    case "process.completed":
      return "Completed: signed document and certificate sealed";
    default:
      return event.type;
  }
}

const ACTOR_KINDS: Record<AuditEvent["actor"]["kind"], string> = {
  USER: "dashboard",
  API_KEY: "API key",
  SIGNER: "signer",
  SYSTEM: "system",
};

/** "Erika Mustermann (dashboard)", "CRM (API key)", "Signet (system)". */
export function auditActorText(actor: AuditEvent["actor"]): string {
  const kind = ACTOR_KINDS[actor.kind] ?? actor.kind;
  return actor.name ? `${actor.name} (${kind})` : kind.charAt(0).toUpperCase() + kind.slice(1);
}
