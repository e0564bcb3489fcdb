/** The fixed words of the form PDFs, in Spanish. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const es: Texts<typeof en> = {
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
