/** The fixed words of the form PDFs, in Arabic. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const ar: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "الصفحة {page} من {pages}",
  contentHash: "SHA-256 لمحتوى النموذج: {hash}",
  yes: "نعم",
  no: "لا",
  none: "–",
  signedBy: "وقّعه {name}",
  signedAt: "وُقّع في {moment}",
  signatureOf: "توقيع المستلم {order}",
  recipient: "المستلم {order}",
  name: "الاسم",
  date: "التاريخ",
  unsigned: "غير موقّع",
  unsignedNotice: "غير موقّع · نموذج فارغ للاطلاع، وليس مستندًا موقّعًا",
  chooseOne: "اختيار إجابة واحدة",
  chooseAny: "اختيار أي عدد من الإجابات",
  shownWhen: "يظهر عندما {conditions}",
  and: " و",
  ruleEquals: "تكون «{field}» {value}",
  ruleNotEquals: "لا تكون «{field}» {value}",
  ruleIncludes: "تتضمن «{field}» {value}",
  ruleIsEmpty: "لا تكون «{field}» مُجابة",
  ruleIsNotEmpty: "تكون «{field}» مُجابة",
  quotedValue: "«{value}»",
  unknownField: "سؤال غير معروف",
};
