/** The few fixed words of the form PDFs, in each language the product speaks. */
import { LANGUAGES, type Language } from "@/lib/languages";

const en = {
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
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  producedBy: "{organization}",
  page: "Seite {page} von {pages}",
  contentHash: "SHA-256 des Formularinhalts: {hash}",
  yes: "Ja",
  no: "Nein",
  none: "–",
  signedBy: "Unterschrieben von {name}",
  signedAt: "Unterschrieben am {moment}",
  signatureOf: "Unterschrift von Empfänger {order}",
  recipient: "Empfänger {order}",
  name: "Name",
  date: "Datum",
  unsigned: "UNSIGNED",
  unsignedNotice: "UNSIGNED · nicht unterschrieben, leeres Formular zur Ansicht",
  chooseOne: "Eine Antwort wählen",
  chooseAny: "Beliebig viele wählen",
  shownWhen: "Angezeigt, wenn {conditions}",
  and: " und ",
  ruleEquals: "„{field}“ {value} ist",
  ruleNotEquals: "„{field}“ nicht {value} ist",
  ruleIncludes: "„{field}“ {value} enthält",
  ruleIsEmpty: "„{field}“ nicht beantwortet ist",
  ruleIsNotEmpty: "„{field}“ beantwortet ist",
  quotedValue: "„{value}“",
  unknownField: "eine unbekannte Frage",
};

const dictionaries: Record<Language, Strings> = { en, de };

export type FormStringKey = keyof Strings;
export type FormText = (key: FormStringKey, values?: Record<string, string | number>) => string;

/** The product's language for `language`; anything it does not speak falls back to English. */
export function formLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}

export function formText(language: Language): FormText {
  const strings = dictionaries[language];
  return (key, values = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
