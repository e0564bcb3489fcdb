/** The fixed words of the form PDFs, in Polish. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const pl: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "Strona {page} z {pages}",
  contentHash: "SHA-256 treści formularza: {hash}",
  yes: "Tak",
  no: "Nie",
  none: "–",
  signedBy: "Podpis: {name}",
  signedAt: "Podpisano: {moment}",
  signatureOf: "Podpis odbiorcy {order}",
  recipient: "Odbiorca {order}",
  name: "Imię i nazwisko",
  date: "Data",
  unsigned: "NIEPODPISANY",
  unsignedNotice: "NIEPODPISANY · pusty formularz do przejrzenia, a nie podpisany dokument",
  chooseOne: "Wybierz jedną odpowiedź",
  chooseAny: "Wybierz dowolne odpowiedzi",
  shownWhen: "Wyświetlane, gdy {conditions}",
  and: " i ",
  ruleEquals: "„{field}” to {value}",
  ruleNotEquals: "„{field}” to nie {value}",
  ruleIncludes: "„{field}” zawiera {value}",
  ruleIsEmpty: "„{field}” nie ma odpowiedzi",
  ruleIsNotEmpty: "„{field}” ma odpowiedź",
  quotedValue: "„{value}”",
  unknownField: "nieznane pytanie",
};
