/**
 * What a new form starts with: a document is shared by private link, checks identity by the
 * link alone and must be signed within two weeks, with a signature block to build around and
 * recipients to name; a template has the signature block only (its recipients are named when a
 * document is made from it).
 */
import type { FormDraft } from "@/lib/schemas/online-forms";

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/** How a new document is sent, until the sender changes it. */
export function sendingDefaults(now: Date): Pick<FormDraft, "delivery" | "authPolicy" | "expiresAt"> {
  return { delivery: "PRIVATE_LINK", authPolicy: "SES_LINK_ONLY", expiresAt: new Date(now.getTime() + TWO_WEEKS_MS).toISOString() };
}

export function newFormDraft(kind: "DOCUMENT" | "TEMPLATE", now: Date): FormDraft {
  const signature = { id: "signature-1", type: "SIGNATURE" as const, label: "Signature", required: true, showWhen: [], signOrder: 1 };
  const base: FormDraft = { subject: kind === "DOCUMENT" ? "Untitled form" : "Untitled form template", signers: [], definition: { blocks: [signature] } };
  return kind === "TEMPLATE" ? base : { ...base, ...sendingDefaults(now) };
}
