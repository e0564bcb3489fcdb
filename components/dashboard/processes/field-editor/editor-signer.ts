/** A signer as the field editor knows them: who, their place in the order, and their colour. */
export interface EditorSigner {
  key: string;
  /** 1-based sign order. */
  number: number;
  name: string;
  /** A template's Sender: fills its fields in when the signing starts, signs nothing. */
  sender?: boolean;
}

/** "1 · Ada Lovelace", or "Signer 1" while the name is still empty; the Sender by name alone. */
export function signerTitle(signer: EditorSigner): string {
  if (signer.sender) return signer.name;
  return signer.name.trim() === "" ? `Signer ${signer.number}` : `${signer.number} · ${signer.name.trim()}`;
}
