/** The fixed words of the form PDFs, in Hebrew. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const he: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "עמוד {page} מתוך {pages}",
  contentHash: "SHA-256 של תוכן הטופס: {hash}",
  yes: "כן",
  no: "לא",
  none: "–",
  signedBy: "נחתם על ידי {name}",
  signedAt: "נחתם ב-{moment}",
  signatureOf: "חתימת הנמען {order}",
  recipient: "נמען {order}",
  name: "שם",
  date: "תאריך",
  unsigned: "לא חתום",
  unsignedNotice: "לא חתום · טופס ריק לעיון, לא מסמך חתום",
  chooseOne: "בחירה אחת",
  chooseAny: "אפשר לבחור כמה",
  shownWhen: "מוצג כאשר {conditions}",
  and: " ו-",
  ruleEquals: "\"{field}\" הוא {value}",
  ruleNotEquals: "\"{field}\" אינו {value}",
  ruleIncludes: "\"{field}\" כולל {value}",
  ruleIsEmpty: "\"{field}\" לא נענה",
  ruleIsNotEmpty: "\"{field}\" נענה",
  quotedValue: "\"{value}\"",
  unknownField: "שאלה לא ידועה",
};
