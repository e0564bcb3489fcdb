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

const fr: Strings = {
  producedBy: "{organization}",
  page: "Page {page} sur {pages}",
  contentHash: "SHA-256 du contenu du formulaire : {hash}",
  yes: "Oui",
  no: "Non",
  none: "–",
  signedBy: "Signé par {name}",
  signedAt: "Signé le {moment}",
  signatureOf: "Signature du destinataire {order}",
  recipient: "Destinataire {order}",
  name: "Nom",
  date: "Date",
  unsigned: "UNSIGNED",
  unsignedNotice: "UNSIGNED · non signé, formulaire vierge pour relecture",
  chooseOne: "Choisir une réponse",
  chooseAny: "Choisir une ou plusieurs réponses",
  shownWhen: "Affiché si {conditions}",
  and: " et ",
  ruleEquals: "« {field} » vaut {value}",
  ruleNotEquals: "« {field} » ne vaut pas {value}",
  ruleIncludes: "« {field} » contient {value}",
  ruleIsEmpty: "« {field} » n’a pas de réponse",
  ruleIsNotEmpty: "« {field} » a une réponse",
  quotedValue: "« {value} »",
  unknownField: "une question inconnue",
};

const es: Strings = {
  producedBy: "{organization}",
  page: "Página {page} de {pages}",
  contentHash: "SHA-256 del contenido del formulario: {hash}",
  yes: "Sí",
  no: "No",
  none: "–",
  signedBy: "Firmado por {name}",
  signedAt: "Firmado el {moment}",
  signatureOf: "Firma del destinatario {order}",
  recipient: "Destinatario {order}",
  name: "Nombre",
  date: "Fecha",
  unsigned: "UNSIGNED",
  unsignedNotice: "UNSIGNED · sin firmar, formulario en blanco para revisar",
  chooseOne: "Elija una respuesta",
  chooseAny: "Elija todas las que quiera",
  shownWhen: "Se muestra si {conditions}",
  and: " y ",
  ruleEquals: "«{field}» es {value}",
  ruleNotEquals: "«{field}» no es {value}",
  ruleIncludes: "«{field}» incluye {value}",
  ruleIsEmpty: "«{field}» no tiene respuesta",
  ruleIsNotEmpty: "«{field}» tiene respuesta",
  quotedValue: "«{value}»",
  unknownField: "una pregunta desconocida",
};

const dictionaries: Record<Language, Strings> = { en, de, fr, es };

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
