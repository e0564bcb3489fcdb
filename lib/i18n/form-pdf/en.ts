/**
 * The fixed words of the form PDFs, in English: the reference every other language translates key for key, with the
 * same `{name}` placeholders (lib/i18n/catalogue.ts).
 */
export const en = {
  producedBy: "{organization}",
  page: "Page {page} of {pages}",
  contentHash: "Form content SHA-256: {hash}",
  yes: "Yes",
  no: "No",
  none: "–",
  signedBy: "Signed by {name}",
  signedAt: "Signed on {moment}",
  signatureOf: "Signature of recipient {order}",
  recipient: "Recipient {order}",
  name: "Name",
  date: "Date",
  unsigned: "UNSIGNED",
  unsignedNotice: "UNSIGNED · blank form for review, not a signed document",
  chooseOne: "Choose one",
  chooseAny: "Choose any",
  shownWhen: "Shown when {conditions}",
  and: " and ",
  ruleEquals: "“{field}” is {value}",
  ruleNotEquals: "“{field}” is not {value}",
  ruleIncludes: "“{field}” includes {value}",
  ruleIsEmpty: "“{field}” is not answered",
  ruleIsNotEmpty: "“{field}” is answered",
  quotedValue: "“{value}”",
  unknownField: "an unknown question",
} as const;
