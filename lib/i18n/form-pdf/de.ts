/** The fixed words of the form PDFs, in German. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const de: Texts<typeof en> = {
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
