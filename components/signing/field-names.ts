/**
 * Fields as the signing page names them: a field the sender left unlabelled is called by what
 * it is ("Date", "Date of signing"), in the page's language, so no field reads as a blank.
 */
import type { SignerField } from "./signer-client";
import type { Translator } from "./translator";

export function fieldName(field: SignerField, t: Translator): string {
  if (field.label.trim() !== "") return field.label;
  if (field.autofill === "SIGNING_DATE") return t("sign.field.signingDate");
  return t(`sign.field.kind.${field.type}`);
}

export function withFieldNames<V extends { fields: SignerField[] }>(view: V, t: Translator): V {
  return { ...view, fields: view.fields.map((field) => ({ ...field, label: fieldName(field, t) })) };
}
