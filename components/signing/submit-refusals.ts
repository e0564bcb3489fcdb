/**
 * The server's refusals of a submit, in the signer's language. The API answers in English
 * sentences for developers (`fields.<id> (Name) is required`); the signing page shows the
 * refusals a signer can meet as its own words, naming a field as the page names it, and any
 * other refusal as one plain sentence, never the server's text.
 */
import { fieldName } from "./field-names";
import type { SignerField } from "./signer-client";
import type { Translator } from "./translator";

const FIELD_REFUSAL =
  /^fields\.(\S+) (?:\(.*\) )?(is required|must be at most (\d+) characters long|must be a date as yyyy-mm-dd|must be true or false|must be text|has characters the document cannot show yet: (.+))$/s;
const TYPED_UNPRINTABLE = /^signature\.text has characters the document cannot show yet: (.+)$/s;

/** One refusal as the signer reads it. `fields` are the signer's fields on the page. */
export function refusalText(message: string, fields: readonly SignerField[], t: Translator): string {
  const field = FIELD_REFUSAL.exec(message);
  if (field) {
    const known = fields.find((candidate) => candidate.id === field[1]);
    if (!known) return t("sign.refused.other");
    const label = fieldName(known, t);
    if (field[2] === "is required") return t("sign.refused.fieldRequired", { label });
    if (field[3]) return t("sign.refused.fieldTooLong", { label, max: Number(field[3]) });
    if (field[4]) return t("sign.refused.fieldUnprintable", { label, characters: field[4] });
    return t("sign.refused.fieldInvalid", { label });
  }
  if (message.startsWith("signature is required")) return t("sign.refused.signatureMissing");
  const typedTooLong = /^signature\.text must be at most (\d+) characters long$/.exec(message);
  if (typedTooLong) return t("sign.refused.typedTooLong", { max: Number(typedTooLong[1]) });
  const typedUnprintable = TYPED_UNPRINTABLE.exec(message);
  if (typedUnprintable) return t("sign.refused.typedUnprintable", { characters: typedUnprintable[1]! });
  if (message.startsWith("signature.")) return t("sign.refused.signatureInvalid");
  return t("sign.refused.other");
}

/** Every refusal of a submit in the signer's words, each sentence once. */
export function refusalTexts(messages: readonly string[], fields: readonly SignerField[], t: Translator): string[] {
  return [...new Set(messages.map((message) => refusalText(message, fields, t)))];
}
