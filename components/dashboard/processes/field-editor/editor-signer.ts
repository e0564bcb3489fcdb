/** A signer as the field editor knows them: who, their place in the order, and their colour. */
export interface EditorSigner {
  key: string;
  /** 1-based sign order. */
  number: number;
  name: string;
}

/** "1 · Ada Lovelace", or "Signer 1" while the name is still empty. */
export function signerTitle(signer: EditorSigner): string {
  return signer.name.trim() === "" ? `Signer ${signer.number}` : `${signer.number} · ${signer.name.trim()}`;
}
