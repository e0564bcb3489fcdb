/**
 * The audit trail in plain words: what happened ("Ada Lovelace signed"), and who did it
 * ("Erika Mustermann, dashboard"). An unknown event type (from a newer server) still gets a line
 * in words rather than being hidden, so that the timeline never leaves out a link of the chain.
 */
import { isAuditEventType, type AuditEventType } from "@/lib/signing/audit-event-types";
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
const TURN_WORDS: Record<DispatchMode, string> = {
  EMAIL: ": invitation emailed",
  KIOSK: " at the kiosk",
  CURRENT_USER: " in the dashboard",
  PRIVATE_LINK: " by private link",
};

const withReason = (text: string, reason: unknown) => (typeof reason === "string" && reason.trim() !== "" ? `${text}: “${reason}”` : text);

type Details = Record<string, unknown>;

/** One phrase per event type, exhaustive so that a new type cannot reach the timeline unworded. */
const EVENT_WORDS: Record<AuditEventType, (who: string, details: Details) => string> = {
  "process.created": () => "Process created",
  "process.sent": () => "Sent for signing",
  "process.started_from_public_link": (who, details) =>
    typeof details.label === "string" ? `${who} started it from the public link “${details.label}” and confirmed their email` : `${who} started it from a public link`,
  "signer.invited": (who, details) => `${who}’s turn to sign${TURN_WORDS[details.channel as DispatchMode] ?? ""}`,
  "signer.invite_resent": (who) => `${who} was sent a new link`,
  "signer.reminded": (who, details) => (details.automatic === true ? `${who} was reminded automatically` : `${who} was sent a reminder`),
  "signer.opened": (who) => `${who} opened the document`,
  "signer.otp_sent": (who, details) =>
    typeof details.sentTo === "string" ? `SMS code sent to ${who} at ${details.sentTo}` : `SMS code sent to ${who}`,
  "signer.otp_verified": (who) => `${who} entered the SMS code`,
  "signer.submitted": (who) => `${who} submitted their fields and signature`,
  "signer.completed": (who) => `${who} signed`,
  "signer.declined": (who, details) => withReason(`${who} declined to sign`, details.reason),
  "process.extended": () => "Expiry extended",
  "process.voided": (_who, details) => withReason("Process voided", details.reason),
  "process.expired": () => "Process expired",
  "process.completed": () => "Completed: signed document and certificate sealed",
  "observer.notified": (who, details) => `${who}, an observer, ${OBSERVER_MESSAGE_WORDS[details.message as string] ?? "was emailed"}`,
  "kiosk.started": (who, details) => (details.signerId ? `Kiosk started and handed to ${who}` : "Kiosk started"),
  "kiosk.unlocked": (who) => `Kiosk unlocked with the PIN and handed to ${who}`,
  "kiosk.locked": (who) => `Kiosk locked after ${who}’s turn`,
  "kiosk.finished": () => "Kiosk ended with the PIN",
  "process.erased": () => "Personal data and files erased",
  "process.legal_hold": (_who, details) => (details.legalHold === true ? "Legal hold placed: the process cannot be erased" : "Legal hold lifted"),
};

const OBSERVER_MESSAGE_WORDS: Record<string, string> = {
  copy: "was emailed the signed document and certificate",
  voided: "was told the process was voided",
  declined: "was told signing was declined",
  expired: "was told the process expired",
};

/** An event type newer than this dashboard still takes its place in the chain, in words. */
const UNKNOWN_EVENT_TEXT = "Another event was recorded";

export function auditEventText(event: Pick<AuditEvent, "type" | "details">, signers: SignerNames): string {
  if (!isAuditEventType(event.type)) return UNKNOWN_EVENT_TEXT;
  const details = event.details ?? {};
  return EVENT_WORDS[event.type](signerName(details, signers), details);
}

const ACTOR_KINDS: Record<AuditEvent["actor"]["kind"], string> = {
  USER: "dashboard",
  API_KEY: "API key",
  SIGNER: "signer",
  SYSTEM: "system",
};

/** Who acted and how: {name: "Erika Mustermann", how: "dashboard"}, or {name: null, how: "System"}. */
export function auditActorParts(actor: AuditEvent["actor"]): { name: string | null; how: string } {
  const kind = ACTOR_KINDS[actor.kind] ?? actor.kind;
  return actor.name ? { name: actor.name, how: kind } : { name: null, how: kind.charAt(0).toUpperCase() + kind.slice(1) };
}
