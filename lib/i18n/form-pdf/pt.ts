/** The fixed words of the form PDFs, in Portuguese (as written in Portugal). Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const pt: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "Página {page} de {pages}",
  contentHash: "SHA-256 do conteúdo do formulário: {hash}",
  yes: "Sim",
  no: "Não",
  none: "–",
  signedBy: "Assinado por {name}",
  signedAt: "Assinado em {moment}",
  signatureOf: "Assinatura do destinatário {order}",
  recipient: "Destinatário {order}",
  name: "Nome",
  date: "Data",
  unsigned: "NÃO ASSINADO",
  unsignedNotice: "NÃO ASSINADO · formulário em branco para revisão, não é um documento assinado",
  chooseOne: "Escolha uma opção",
  chooseAny: "Escolha as opções que quiser",
  shownWhen: "Mostrada quando {conditions}",
  and: " e ",
  ruleEquals: "«{field}» é {value}",
  ruleNotEquals: "«{field}» não é {value}",
  ruleIncludes: "«{field}» inclui {value}",
  ruleIsEmpty: "«{field}» não tem resposta",
  ruleIsNotEmpty: "«{field}» tem resposta",
  quotedValue: "«{value}»",
  unknownField: "uma pergunta desconhecida",
};
