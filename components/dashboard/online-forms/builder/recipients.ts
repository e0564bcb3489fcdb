/**
 * Who answers a form: a document's signers in their order, or a form template's numbered
 * recipients (named only when a document is made from it).
 */
import type { FormBlock, FormDraft } from "@/lib/schemas/online-forms";

export interface Recipient {
  signOrder: number;
  name: string;
}

export function recipientsOf(kind: "DOCUMENT" | "TEMPLATE", draft: FormDraft, templateRecipients: number): Recipient[] {
  if (kind === "DOCUMENT") {
    return draft.signers.map((signer, index) => ({ signOrder: signer.signOrder, name: signer.name.trim() || `Recipient ${index + 1}` }));
  }
  return Array.from({ length: templateRecipients }, (_, index) => ({ signOrder: index + 1, name: `Recipient ${index + 1}` }));
}

/** A template has as many recipients as its highest block needs, and at least one. */
export function templateRecipientCount(blocks: readonly FormBlock[]): number {
  return Math.max(1, ...blocks.map((block) => block.signOrder));
}
