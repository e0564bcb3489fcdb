/** The fixed words of the form PDFs, in Chinese (simplified characters). Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Texts } from "../catalogue";
import type { en } from "./en";

export const zh: Texts<typeof en> = {
  producedBy: "{organization}",
  page: "第 {page} 页，共 {pages} 页",
  contentHash: "表单内容的 SHA-256：{hash}",
  yes: "是",
  no: "否",
  none: "–",
  signedBy: "签署人：{name}",
  signedAt: "签署时间：{moment}",
  signatureOf: "收件人 {order} 的签名",
  recipient: "收件人 {order}",
  name: "姓名",
  date: "日期",
  unsigned: "未签署",
  unsignedNotice: "未签署 · 供审阅的空白表单，并非已签署的文件",
  chooseOne: "单选",
  chooseAny: "多选",
  shownWhen: "显示条件：{conditions}",
  and: "且",
  ruleEquals: "“{field}”为 {value}",
  ruleNotEquals: "“{field}”不为 {value}",
  ruleIncludes: "“{field}”包含 {value}",
  ruleIsEmpty: "“{field}”未回答",
  ruleIsNotEmpty: "“{field}”已回答",
  quotedValue: "“{value}”",
  unknownField: "未知问题",
};
