/**
 * Warnings for the sender's texts that the PDFs will print: signer names and the subject on the
 * certificate, a template's details in the document, suggested values in signers' fields. The
 * fonts are on the server, which names each text's unprintable characters
 * (printing.unprintableCharacters); this decides which texts to ask about and what is shown.
 */

/** Where a text is printed, which decides what its warning says. */
export type PrintPlace = "certificate" | "document" | "suggestion";

export interface PrintedText {
  /** The form's own name for the text ("signers.0.name"), as its fields look problems up. */
  key: string;
  /** How the review names it ("Signer 1’s name"). */
  label: string;
  text: string;
  place: PrintPlace;
}

export interface PrintWarning {
  key: string;
  label: string;
  message: string;
}

// Printable ASCII: Noto Sans, first in every chain, draws all of it, so it needs no question.
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** The texts worth asking the server about, by key: only those with a character beyond ASCII. */
export function textsToCheck(texts: readonly PrintedText[]): Record<string, string> {
  return Object.fromEntries(texts.filter((text) => !PRINTABLE_ASCII.test(text.text)).map((text) => [text.key, text.text]));
}

/** “Ꮳ”, “Ꮃ” and “Ꭹ” */
function characterList(characters: readonly string[]): string {
  const quoted = characters.map((character) => `“${character}”`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

export function printWarningText(characters: readonly string[], place: PrintPlace): string {
  const list = characterList(characters);
  const them = characters.length === 1 ? "it" : "them";
  switch (place) {
    case "certificate":
      return `The signed PDF’s certificate cannot print ${list}: it would show “?” instead. Emails and the signing page show ${them} as typed.`;
    case "document":
      return `The document cannot print ${list}: the PDF would show a “?” or an empty box instead.`;
    case "suggestion":
      return `The document cannot print ${list}, so the signer would be asked to change this value before signing.`;
  }
}

/**
 * The warning of each text the server's answer names, for the characters the text still holds:
 * an answer about what was typed a moment ago never warns of a character since deleted.
 */
export function printWarnings(texts: readonly PrintedText[], unprintable: Readonly<Record<string, readonly string[]>> | undefined): PrintWarning[] {
  if (!unprintable) return [];
  return texts.flatMap((text) => {
    const composed = text.text.normalize("NFC");
    const still = (Object.hasOwn(unprintable, text.key) ? unprintable[text.key]! : []).filter((character) => composed.includes(character));
    return still.length > 0 ? [{ key: text.key, label: text.label, message: printWarningText(still, text.place) }] : [];
  });
}

/** One text's warning, for the field that holds it. */
export function warningOf(warnings: readonly PrintWarning[], key: string): string | undefined {
  return warnings.find((warning) => warning.key === key)?.message;
}
