/** The fixed words of the form PDFs, in French. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const fr: Texts<typeof en> = {
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
