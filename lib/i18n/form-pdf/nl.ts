/** The fixed words of the form PDFs, in Dutch. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const nl: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "Pagina {page} van {pages}",
  contentHash: "SHA-256 van de formulierinhoud: {hash}",
  yes: "Ja",
  no: "Nee",
  none: "–",
  signedBy: "Ondertekend door {name}",
  signedAt: "Ondertekend op {moment}",
  signatureOf: "Handtekening van ontvanger {order}",
  recipient: "Ontvanger {order}",
  name: "Naam",
  date: "Datum",
  unsigned: "NIET ONDERTEKEND",
  unsignedNotice: "NIET ONDERTEKEND · leeg formulier ter inzage, geen ondertekend document",
  chooseOne: "Kies er één",
  chooseAny: "Kies er zoveel als u wilt",
  shownWhen: "Getoond als {conditions}",
  and: " en ",
  ruleEquals: "“{field}” is {value}",
  ruleNotEquals: "“{field}” is niet {value}",
  ruleIncludes: "“{field}” bevat {value}",
  ruleIsEmpty: "“{field}” is niet beantwoord",
  ruleIsNotEmpty: "“{field}” is beantwoord",
  quotedValue: "“{value}”",
  unknownField: "een onbekende vraag",
};
