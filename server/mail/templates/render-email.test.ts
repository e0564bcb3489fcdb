import { describe, expect, it } from "vitest";
import { extractLinks } from "@/server/outbox/extract-links";
import { renderEmail, type EmailData, type EmailKind } from "./render-email";

const signUrl = "http://localhost:3000/sign/tok_abc?step=1&from=email";
const downloadUrl = "http://localhost:3000/api/storage/orgs/o1/copy.pdf?expires=1&sig=x";
const base = { signerName: "Anna Berg", organizationName: "Acme GmbH", subject: "NDA 2025" };
const processUrl = "http://localhost:3000/processes/0b7f8c1e-6d2a-4f3e-9a51-2c4d6e8f0a1b";
const sender = { recipientName: base.signerName, organizationName: base.organizationName, subject: base.subject, processUrl, via: "creator" as const };

const data: EmailData = {
  invite: { ...base, message: "Please sign by Friday.\nThanks!", signUrl, expiresAt: "2025-12-01T10:00:00.000Z" },
  reminder: { ...base, signUrl, expiresAt: "2025-12-01T10:00:00.000Z" },
  completed: { ...base, downloadUrl, signerCount: 2 },
  declined: { ...base, declinedBy: "Bob Stone", reason: "Wrong address" },
  voided: { ...base, reason: "Sent by mistake" },
  expired: base,
  copy: {
    observerName: base.signerName,
    organizationName: base.organizationName,
    subject: base.subject,
    signerNames: ["Bob Stone", "Cleo Park"],
    documentUrl: "http://localhost:3000/copies/p/document/t",
    certificateUrl: "http://localhost:3000/copies/p/certificate/t",
    linksExpireAt: "2025-12-31T10:00:00.000Z",
  },
  "sender.signed": { ...sender, signerName: "Bob Stone", nextSignerName: "Cleo Park" },
  "sender.declined": { ...sender, signerName: "Bob Stone", reason: "Wrong address" },
  "sender.completed": sender,
  "sender.expired": sender,
  "sender.finalizationFailed": { ...sender, via: "organizationAddress" },
  test: { recipientName: base.signerName, organizationName: base.organizationName },
  "member.invite": {
    email: base.signerName,
    inviterName: "Bob Stone",
    organizationName: base.organizationName,
    role: "ADMIN",
    acceptUrl: "http://localhost:3000/invite/tok_abc",
    expiresAt: "2025-12-01T10:00:00.000Z",
  },
  "password.reset": { recipientName: base.signerName, organizationName: base.organizationName, resetUrl: "http://localhost:3000/reset-password/tok_abc" },
  "publicLink.code": { recipientName: base.signerName, organizationName: base.organizationName, templateName: "Lease", code: "123456" },
};

const subjects: Record<EmailKind, { en: string; de: string }> = {
  invite: { en: "Acme GmbH asks you to sign “NDA 2025”", de: "Acme GmbH bittet Sie, „NDA 2025“ zu unterschreiben" },
  reminder: {
    en: "Reminder: Acme GmbH asks you to sign “NDA 2025”",
    de: "Erinnerung: Acme GmbH bittet Sie, „NDA 2025“ zu unterschreiben",
  },
  completed: { en: "“NDA 2025” has been signed by everyone", de: "„NDA 2025“ wurde von allen unterschrieben" },
  declined: { en: "“NDA 2025” was declined", de: "„NDA 2025“ wurde abgelehnt" },
  voided: { en: "“NDA 2025” was cancelled", de: "„NDA 2025“ wurde zurückgezogen" },
  expired: { en: "“NDA 2025” has expired", de: "„NDA 2025“ ist abgelaufen" },
  copy: { en: "Your copy of “NDA 2025”", de: "Ihre Kopie von „NDA 2025“" },
  "sender.signed": { en: "Bob Stone signed “NDA 2025”", de: "Bob Stone hat „NDA 2025“ unterschrieben" },
  "sender.declined": { en: "Bob Stone declined to sign “NDA 2025”", de: "Bob Stone hat abgelehnt, „NDA 2025“ zu unterschreiben" },
  "sender.completed": { en: "Everyone has signed “NDA 2025”", de: "Alle haben „NDA 2025“ unterschrieben" },
  "sender.expired": { en: "“NDA 2025” expired before everyone signed", de: "„NDA 2025“ ist abgelaufen, bevor alle unterschrieben haben" },
  "sender.finalizationFailed": {
    en: "The signed document for “NDA 2025” could not be made",
    de: "Das unterschriebene Dokument zu „NDA 2025“ konnte nicht erstellt werden",
  },
  test: { en: "Test email from Signet for Acme GmbH", de: "Test-E-Mail von Signet für Acme GmbH" },
  "member.invite": { en: "Bob Stone invites you to join Acme GmbH on Signet", de: "Bob Stone lädt Sie zu Acme GmbH bei Signet ein" },
  "password.reset": { en: "Reset your Signet password", de: "Ihr Signet-Passwort zurücksetzen" },
  "publicLink.code": { en: "123456 is your code for “Lease”", de: "123456 ist Ihr Code für „Lease“" },
};

const kinds = Object.keys(data) as EmailKind[];
const render = <K extends EmailKind>(kind: K, locale: string) => renderEmail(kind, locale, data[kind]);
// Note: Intl separates some date parts with narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("renderEmail", () => {
  describe.each(kinds)("%s", (kind) => {
    it.each(["en", "de"] as const)("speaks %s in subject, title and lang attribute", async (locale) => {
      const email = await render(kind, locale);
      expect(email.subject).toBe(subjects[kind][locale]);
      expect(email.html).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
      expect(email.html).toContain(`<title>${subjects[kind][locale]}</title>`);
      expect(email.text).toContain(base.signerName);
    });

    it.each(["en", "de"] as const)("has every link of the HTML in the text part too (%s)", async (locale) => {
      const email = await render(kind, locale);
      for (const link of extractLinks("", email.html)) expect(email.text).toContain(link);
    });

    it("gives every link a text, and has no image without an alternative text", async () => {
      const { html } = await render(kind, "en");
      for (const [, inner] of html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
        expect(inner!.replace(/<[^>]*>|<!--[\s\S]*?-->/g, "").trim()).not.toBe("");
      }
      for (const [image] of html.matchAll(/<img\b[^>]*>/g)) expect(image).toMatch(/\salt="[^"]+"/);
    });
  });

  it("puts the signing link in an invitation as a button and as plain text, in both parts", async () => {
    const { html, text } = await render("invite", "en");
    const escaped = signUrl.replaceAll("&", "&amp;");
    expect(html.split(`href="${escaped}"`)).toHaveLength(3);
    expect(html).toContain(`>${escaped}</a>`);
    expect(html).toContain("Review and sign “NDA 2025”");
    expect(text).toContain(signUrl);
    expect(text).toContain("Please sign by Friday.\nThanks!");
  });

  it("links the signer's copy when everyone has signed", async () => {
    const { text } = await render("completed", "en");
    expect(text).toContain(downloadUrl);
  });

  it.each([
    ["en", "“NDA 2025” is signed", "You signed “NDA 2025” from Acme GmbH. The signed document is ready."],
    ["de", "„NDA 2025“ ist unterschrieben", "Sie haben „NDA 2025“ von Acme GmbH unterschrieben. Das unterschriebene Dokument liegt bereit."],
    ["fr", "« NDA 2025 » est signé", "Vous avez signé « NDA 2025 », envoyé par Acme GmbH. Le document signé est prêt."],
    ["es", "«NDA 2025» está firmado", "Ha firmado «NDA 2025» de Acme GmbH. El documento firmado ya está disponible."],
    ["it", "«NDA 2025» è firmato", "Hai firmato «NDA 2025» di Acme GmbH. Il documento firmato è pronto."],
    ["nl", "“NDA 2025” is ondertekend", "U hebt “NDA 2025” van Acme GmbH ondertekend. Het ondertekende document staat klaar."],
    ["pt-BR", "«NDA 2025» está assinado", "Assinou «NDA 2025», de Acme GmbH. O documento assinado está pronto."],
    ["pl", "„NDA 2025” – dokument podpisany", "Dokument „NDA 2025” od Acme GmbH został przez Ciebie podpisany. Podpisany dokument jest gotowy."],
    ["ja", "「NDA 2025」の署名が完了しました", "Acme GmbH の「NDA 2025」に署名しました。署名済みの文書をご用意しました。"],
    ["zh-CN", "“NDA 2025”已签署", "您已签署 Acme GmbH 的“NDA 2025”。已签署的文件已准备就绪。"],
    ["ar", "تم توقيع «NDA 2025»", "وقّعت «NDA 2025» من Acme GmbH. المستند الموقّع جاهز."],
    ["he", "\"NDA 2025\" נחתם", "חתמתם על \"NDA 2025\" מ-Acme GmbH. המסמך החתום מוכן."],
  ])("never tells a single signer that everyone has signed (%s)", async (locale, subject, intro) => {
    const email = await renderEmail("completed", locale, { ...data.completed, signerCount: 1 });
    expect(plain(email.subject)).toBe(subject);
    expect(plain(email.text)).toContain(intro);
    expect(email.text).toContain(downloadUrl);
    for (const everyone of ["everyone", "Everyone", "allen", "Alle", "tous", "Toutes", "Todos", "todas", "tutti", "Tutti", "iedereen", "Iedereen", "Wszyscy", "wszyscy", "全員", "所有人", "الجميع", "כולם"]) expect(email.text).not.toContain(everyone);
  });

  it("formats the deadline for the language", async () => {
    const english = await render("invite", "en");
    expect(plain(english.text)).toContain("Please sign before December 1, 2025 at 10:00 AM UTC.");
    const german = await render("reminder", "de");
    expect(plain(german.text)).toContain("Ihr Link läuft am 1. Dezember 2025 um 10:00 UTC ab");
    expect(plain(german.html)).toContain("1. Dezember 2025 um 10:00 UTC");
    const italian = await render("invite", "it-IT");
    expect(italian.subject).toBe("Acme GmbH ti chiede di firmare «NDA 2025»");
    expect(plain(italian.text)).toContain("Firma entro il 1 dicembre 2025 alle ore 10:00 UTC.");
    expect(plain((await render("invite", "nl-BE")).text)).toContain("Onderteken vóór 1 december 2025 om 10:00 UTC.");
    expect(plain((await render("invite", "pt-PT")).text)).toContain("Assine até 1 de dezembro de 2025 às 10:00 UTC.");
    expect(plain((await render("invite", "pl-PL")).text)).toContain("Podpisz przed 1 grudnia 2025 10:00 UTC.");
    expect(plain((await render("invite", "ja-JP")).text)).toContain("2025年12月1日 10:00 UTC までに署名してください。");
    expect(plain((await render("invite", "zh-TW")).text)).toContain("请在 2025年12月1日 UTC 10:00 之前签署。");
    // Arabic keeps Latin digits, whichever default the runtime's CLDR has for "ar".
    expect(plain((await render("invite", "ar")).text)).toContain("يُرجى التوقيع قبل 1 ديسمبر 2025 في 10:00 ص UTC.");
    expect(plain((await render("invite", "he")).text)).toContain("נא לחתום לפני 1 בדצמבר 2025 בשעה 10:00 UTC.");
  });

  it.each([
    ["ar", "rtl"],
    ["he", "rtl"],
    ["en", "ltr"],
  ] as const)("lays a %s email out %s, on the html, the body and the card, with the quote's rule on the side it starts from", async (locale, direction) => {
    const { html } = await render("declined", locale);
    expect(html).toMatch(new RegExp(`<html[^>]*\\sdir="${direction}"`));
    expect(html).toMatch(new RegExp(`<body[^>]*\\sdir="${direction}"`));
    expect(html).toMatch(new RegExp(`<table[^>]*\\sdir="${direction}"`));
    expect(html).toContain(direction === "rtl" ? "border-right:4px solid" : "border-left:4px solid");
  });

  it("says in a reminder who is waiting and since when, quotes the personal note, and leaves the expiry out when asked", async () => {
    const reminder = await renderEmail("reminder", "fr", {
      ...data.reminder,
      senderName: "Ada Lovelace",
      waitingSince: "2025-11-20T09:00:00Z",
      message: "Merci d’avance",
      expiresAt: null,
    });
    const text = plain(reminder.text);
    expect(text).toContain("Ada Lovelace, d’Acme GmbH, attend votre signature pour « NDA 2025 » depuis le 20 novembre 2025");
    expect(text).toContain("Un mot d’Ada Lovelace :");
    expect(text).toContain("Merci d’avance");
    expect(text).not.toContain("expire");
  });

  it("names who declined and why, and the reason for a cancellation only when there is one", async () => {
    const declined = await render("declined", "de");
    expect(declined.text).toContain("Bob Stone hat es abgelehnt");
    expect(declined.text).toContain("Wrong address");
    expect((await render("voided", "en")).text).toContain("Sent by mistake");
    const withoutReason = await renderEmail("voided", "en", { ...base });
    expect(withoutReason.text).not.toContain("Reason given");
  });

  it("tells the sender who signed and who is next, and links the process in the dashboard", async () => {
    const { text, html } = await render("sender.signed", "en");
    expect(text).toContain("Bob Stone signed “NDA 2025”. Next to sign: Cleo Park.");
    expect(text).toContain(processUrl);
    expect(html).toContain(`href="${processUrl}"`);
    expect(text).toContain("turn these emails off under Settings");
  });

  it("gives the sender the decline's reason, and tells the organization's address why it hears of it", async () => {
    const declined = await render("sender.declined", "de");
    expect(declined.text).toContain("Bob Stone hat abgelehnt");
    expect(declined.text).toContain("Wrong address");
    const failed = await render("sender.finalizationFailed", "en");
    expect(failed.text).toContain("this address receives the notices of Acme GmbH");
    expect(failed.text).not.toContain("Sent by Signet on behalf of");
  });

  it("falls back to English for unknown languages and understands regional ones", async () => {
    expect((await render("expired", "sv")).subject).toBe(subjects.expired.en);
    expect((await render("expired", "")).html).toMatch(/<html[^>]*\slang="en"/);
    expect((await render("expired", "de-AT")).subject).toBe(subjects.expired.de);
    expect((await render("expired", "fr-CA")).subject).toMatch(/a expiré$/);
    expect((await render("expired", "es-MX")).subject).toMatch(/ha vencido$/);
    expect((await render("expired", "it-CH")).subject).toBe("«NDA 2025» è scaduto");
  });

  it("escapes what users wrote and keeps the subject on one line", async () => {
    const email = await renderEmail("invite", "en", {
      ...data.invite,
      organizationName: "<script>alert(1)</script>",
      subject: "Line one\nLine two",
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.subject).toBe("<script>alert(1)</script> asks you to sign “Line one Line two”");
  });
});
