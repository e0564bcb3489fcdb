/** The fixed words of the form PDFs, in Japanese. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const ja: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "{page}／{pages} ページ",
  contentHash: "フォーム内容の SHA-256：{hash}",
  yes: "はい",
  no: "いいえ",
  none: "–",
  signedBy: "署名者：{name}",
  signedAt: "署名日時：{moment}",
  signatureOf: "受信者 {order} の署名",
  recipient: "受信者 {order}",
  name: "氏名",
  date: "日付",
  unsigned: "未署名",
  unsignedNotice: "未署名 · 確認用の空のフォームであり、署名済みの文書ではありません",
  chooseOne: "1 つ選択",
  chooseAny: "いくつでも選択可",
  shownWhen: "表示条件：{conditions}",
  and: "、かつ",
  ruleEquals: "「{field}」が {value}",
  ruleNotEquals: "「{field}」が {value} 以外",
  ruleIncludes: "「{field}」に {value} を含む",
  ruleIsEmpty: "「{field}」が未回答",
  ruleIsNotEmpty: "「{field}」が回答済み",
  quotedValue: "「{value}」",
  unknownField: "不明な質問",
};
