/** The fixed words of the form PDFs, in Italian. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const it: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "Pagina {page} di {pages}",
  contentHash: "SHA-256 del contenuto del modulo: {hash}",
  yes: "Sì",
  no: "No",
  none: "–",
  signedBy: "Firmato da {name}",
  signedAt: "Firmato il {moment}",
  signatureOf: "Firma del destinatario {order}",
  recipient: "Destinatario {order}",
  name: "Nome",
  date: "Data",
  unsigned: "NON FIRMATO",
  unsignedNotice: "NON FIRMATO · modulo vuoto da esaminare, non un documento firmato",
  chooseOne: "Scegline una",
  chooseAny: "Scegline quante vuoi",
  shownWhen: "Mostrata quando {conditions}",
  and: " e ",
  ruleEquals: "«{field}» è {value}",
  ruleNotEquals: "«{field}» non è {value}",
  ruleIncludes: "«{field}» include {value}",
  ruleIsEmpty: "«{field}» non ha risposta",
  ruleIsNotEmpty: "«{field}» ha una risposta",
  quotedValue: "«{value}»",
  unknownField: "una domanda sconosciuta",
};
