import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfFonts, pdfText, qpdfCheck, wordBoxes } from "../stamp/testing/poppler";
import type { Language } from "@/lib/languages";
import type { CompletionCertificateInput } from "./certificate-input";
import { EVENT_COLUMNS } from "./certificate-styles";
import { renderCompletionCertificate } from "./render-certificate";
import { verificationAddresses } from "./verification-block";

const hashOf = (seed: number) => seed.toString(16).padStart(8, "0").repeat(8);
const at = (minutes: number) => new Date(Date.UTC(2026, 4, 9, 9, minutes, 7, 250));

function certificateInput(language: Language): CompletionCertificateInput {
  return {
    process: {
      id: "7f0c2b9e-4a51-4f3e-9b7a-2d1c0e5f6a7b",
      subject: "Mietvertrag Wohnung 4B",
      organizationName: "Hausverwaltung Zoë Łódź GmbH",
      createdAt: at(0),
      completedAt: at(59),
      language,
    },
    sourceSha256: "a".repeat(63) + "1",
    finalSha256: "b".repeat(63) + "2",
    signers: [
      {
        name: "東京 花子",
        email: "hanako@example.jp",
        phoneMasked: "+81 •• •••• 4242",
        roleLabel: "Tenant",
        signOrder: 1,
        authPolicy: "AES_OTP",
      channel: "EMAIL",
        otpVerifiedAt: at(3),
        openedAt: at(1),
        signedAt: at(5),
        ip: "::ffff:203.0.113.7",
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
        signatureType: "DRAWN",
      },
      {
        name: "Zoë Łódź",
        email: "zoe@example.com",
        phoneMasked: null,
        roleLabel: "Landlord",
        signOrder: 2,
        authPolicy: "SES_LINK_ONLY",
      channel: "EMAIL",
        otpVerifiedAt: null,
        openedAt: at(20),
        signedAt: at(22),
        ip: "2001:db8::1",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0",
        signatureType: "TYPED",
      },
    ],
    auditEvents: Array.from({ length: 60 }, (_, index) => ({
      sequence: index + 1,
      type: index === 0 ? "process.created" : "signer.opened",
      occurredAt: at(index),
      actorName: index % 2 ? "東京 花子" : "Zoë Łódź",
      ip: "203.0.113.7",
      hash: hashOf(index + 1),
      prevHash: index === 0 ? "0".repeat(64) : hashOf(index),
    })),
    chain: { valid: true, length: 60, headHash: hashOf(60) },
  };
}

describe("renderCompletionCertificate", () => {
  it("renders an English certificate over several A4 pages with every hash of the chain", async () => {
    const pdf = await renderCompletionCertificate(certificateInput("en"));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

    const text = pdfText(pdf);
    for (const expected of [
      "Completion certificate",
      "Mietvertrag Wohnung 4B",
      "a".repeat(63) + "1",
      "b".repeat(63) + "2",
      "Signed document",
      "東京 花子",
      "+81 •• •••• 4242",
      "One-time code confirmed",
      "9 May 2026 at 09:03:07 UTC",
      "2001:db8::1",
      "203.0.113.7",
      "2026-05-09T09:59:07.250Z",
      "Process created",
      "Document opened",
      hashOf(1),
      hashOf(60),
    ]) {
      expect(text).toContain(expected);
    }
    // Event codes and IPv4-mapped addresses are for machines; the certificate is read by people.
    expect(text).not.toContain("process.created");
    expect(text).not.toContain("signer.opened");
    expect(text).not.toContain("::ffff:");
    expect(qpdfCheck(pdf).status).toBe(0);
  });

  it("numbers every page, and repeats the title and subject at the top of each", async () => {
    const pdf = await renderCompletionCertificate(certificateInput("en"));
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    // pdftotext ends every page with a form feed.
    const texts = pdfText(pdf).split("\f");
    for (let page = 1; page <= pages; page++) {
      const text = texts[page - 1] ?? "";
      expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain("Completion certificate · Mietvertrag Wohnung 4B");
    }
  });

  it("renders German headings, and a text layer that stays right after earlier renders", async () => {
    // The English render above drew ź in bold; see loadCertificateFonts for why that mattered.
    const pdf = await renderCompletionCertificate(certificateInput("de"));
    const text = pdfText(pdf);
    for (const expected of [
      "Abschlusszertifikat",
      "Signaturvorgang",
      "Dokumente (SHA-256)",
      "Unterschriebenes Dokument",
      "Unterzeichnende",
      "Prüfprotokoll",
      "Einmalcode bestätigt",
      "Vorgang erstellt",
      "9. Mai 2026",
      "Mietvertrag Wohnung 4B",
      "a".repeat(63) + "1",
      "東京 花子",
    ]) {
      expect(text).toContain(expected);
    }
    const fonts = pdfFonts(pdf);
    expect(fonts).toMatch(/\+NotoSans-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+NotoSansMono-Regular/);
  });

  it.each([
    {
      language: "fr" as const,
      subject: "Bail «\u00a0Appartement 4B\u00a0» : êtes-vous d’accord\u00a0?",
      expected: ["Certificat de finalisation", "Procédure de signature", "Journal d’audit", "Code à usage unique validé", "9 mai 2026 à 09:03:07 UTC", "La chaîne d’empreintes est intacte"],
    },
    {
      language: "es" as const,
      subject: "¿Contrato «Piso 4B» de Begoña Muñoz? ¡Urgente!",
      expected: ["Certificado de finalización", "Proceso de firma", "Registro de auditoría", "Código de un solo uso confirmado", "9 de mayo de 2026 a las 09:03:07 UTC", "Dirección IP"],
    },
    {
      language: "it" as const,
      subject: "Contratto «Appartamento 4B» dell’ing. Niccolò Città: è d’accordo?",
      expected: ["Certificato di completamento", "Procedura di firma", "Registro di controllo", "Codice monouso confermato", "9 maggio 2026 alle ore 09:03:07 UTC", "La catena di hash è integra"],
    },
    {
      language: "nl" as const,
      subject: "Huurcontract “Appartement 4B” van Zoë IJzerman – akkoord?",
      expected: ["Voltooiingscertificaat", "Ondertekenproces", "Audittrail", "Eenmalige code bevestigd", "9 mei 2026 om 09:03:07 UTC", "De hashketen is intact"],
    },
    {
      language: "pt" as const,
      subject: "Contrato «Apartamento 4B» de João Conceição: está de acordo?",
      expected: ["Certificado de conclusão", "Processo de assinatura", "Registo de auditoria", "Código único confirmado", "9 de maio de 2026 às 09:03:07 UTC", "Endereço IP"],
    },
    {
      language: "pl" as const,
      subject: "Umowa najmu „Mieszkanie 4B” – Łukasz Żółkiewski, źdźbło",
      expected: ["Certyfikat ukończenia", "Proces podpisywania", "Ścieżka audytu", "Jednorazowy kod potwierdzony", "9 maja 2026 09:03:07 UTC", "Łańcuch skrótów jest nienaruszony"],
    },
    {
      language: "ja" as const,
      subject: "賃貸借契約「4B号室」についてのお願い（山田 太郎）",
      expected: ["完了証明書", "署名手続き", "監査証跡", "ワンタイムコード確認済み", "2026年5月9日 09:03:07 UTC", "ハッシュチェーンは完全です"],
    },
    {
      language: "zh" as const,
      subject: "租赁合同“4B 公寓”（张伟）：请确认",
      expected: ["完成证书", "签署流程", "审计记录", "一次性验证码已确认", "2026年5月9日 09:03:07 UTC", "哈希链完整"],
    },
  ])("renders $language headings, accents and punctuation with the shipped fonts", async ({ language, subject, expected }) => {
    const input = certificateInput(language);
    input.process.subject = subject;
    // pdftotext writes a no-break space as a plain one.
    const text = pdfText(await renderCompletionCertificate(input)).replace(/\u00a0/g, " ");
    for (const line of [...expected, subject.replace(/\u00a0/g, " ")]) expect(text).toContain(line);
    expect(text).not.toContain("?Contrato");
    // A character no shipped font has prints as "?" (see below): none may be missing.
    if (!subject.includes("?")) expect(text).not.toContain("?");
  });

  it("says a kiosk signer signed in person, not by a personal link", async () => {
    const input = certificateInput("en");
    input.signers = input.signers.map((signer) => ({ ...signer, channel: "KIOSK" as const, authPolicy: "SES_LINK_ONLY" as const }));
    const text = pdfText(await renderCompletionCertificate(input)).replace(/\s+/g, " ");
    expect(text).toContain("In person, on a device the sender provided");
    expect(text).not.toContain("Personal link");
  });

  it("prints a question mark for a character no shipped font has", async () => {
    const input = certificateInput("en");
    input.signers[0] = { ...input.signers[0]!, name: "Ana 😀 Lima" };
    expect(pdfText(await renderCompletionCertificate(input))).toContain("Ana ? Lima");
  });

  it("prints the verification page's address and a QR code of it for the signed document", async () => {
    const input = { ...certificateInput("en"), appUrl: "https://sign.example.com/" };
    const pdf = await renderCompletionCertificate(input);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Verification");
    expect(text).toContain("https://sign.example.com/verify");
    expect(verificationAddresses(input.appUrl, input.finalSha256).qr).toBe(`https://sign.example.com/verify#sha256=${input.finalSha256}`);
    expect(qpdfCheck(pdf).status).toBe(0);
    // Without an address (a render outside finalization) the section is left out.
    expect(pdfText(await renderCompletionCertificate(certificateInput("en")))).not.toContain("/verify");
  });

  it("says so when the hash chain does not verify", async () => {
    const input = { ...certificateInput("en"), chain: { valid: false, length: 60, headHash: null } };
    expect(pdfText(await renderCompletionCertificate(input))).toContain("Warning: the hash chain does not verify");
  });

  it("says so when events are missing from the end of the trail", async () => {
    const input = { ...certificateInput("en"), chain: { valid: false, length: 58, headHash: null, truncated: true } };
    const text = pdfText(await renderCompletionCertificate(input)).replace(/\s+/g, " ");
    expect(text).toContain("events recorded for this process are missing from the end of the trail (58 events remain)");
  });
});

describe("the audit trail's table", () => {
  it("keeps every event row's words apart from the next column's, with long names, long events and IPv6", async () => {
    const input = certificateInput("de");
    input.auditEvents = input.auditEvents.slice(0, 8).map((event, index) => ({
      ...event,
      type: ["kiosk.unlocked", "kiosk.locked", "signer.invite_resent", "observer.notified", "process.legal_hold", "signer.otp_verified", "process.completed", "kiosk.finished"][index]!,
      actorName: index % 2 ? "Maximiliane Mustermann-Schnarrenberger-Ödönhoffstraße" : "Rechtsabteilungsleitungsassistenz",
      ip: "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
    }));
    input.chain = { valid: true, length: 8, headHash: hashOf(8) };
    const pdf = await renderCompletionCertificate(input);
    if (process.env.KEEP_CERTIFICATE) (await import("node:fs")).writeFileSync(process.env.KEEP_CERTIFICATE, pdf);
    const words = wordBoxes(pdf);
    // The columns start where the header's titles do; each word must end before the next column starts.
    const header = ["Nr.", "Zeit", "Ereignis", "Akteur", "IP"].map((title) => words.find((word) => word.text === title)!);
    expect(header.every(Boolean)).toBe(true);
    const starts = header.map((word) => word.xMin);
    // The hash lines under each row run the full width on purpose.
    const hashLines = new Set(words.filter((word) => /^[0-9a-f]{64}$/.test(word.text)).map((word) => `${word.page}:${Math.round(word.yMax)}`));
    const rows = words.filter((word) => word.yMin > header[0]!.yMax && word.page === header[0]!.page && !hashLines.has(`${word.page}:${Math.round(word.yMax)}`));
    let checked = 0;
    for (const word of rows) {
      const column = starts.findLastIndex((start) => word.xMin >= start - 0.5);
      const next = starts[column + 1];
      if (next === undefined) continue;
      expect(word.xMax, `“${word.text}” comes within ${EVENT_COLUMNS.gutter} points of the next column`).toBeLessThanOrEqual(next - EVENT_COLUMNS.gutter + 0.5);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe("kanji in a Japanese and a Chinese certificate", () => {
  // Characters whose Japanese and Chinese glyphs differ: each certificate draws them in its own forms.
  const kanji = "直骨角誤";
  const rendered = async (language: "ja" | "zh") => {
    const input = certificateInput(language);
    input.process.subject = `契約 ${kanji}`;
    const pdf = await renderCompletionCertificate(input);
    return { fonts: pdfFonts(pdf), text: pdfText(pdf) };
  };

  it("draws a Japanese certificate's kanji and kana with Noto Sans JP, and a Chinese one's with Noto Sans SC", async () => {
    const ja = await rendered("ja");
    expect(ja.fonts).toMatch(/\+NotoSansJP-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(ja.fonts).not.toContain("NotoSansSC");
    expect(ja.text).toContain(`契約 ${kanji}`);
    expect(ja.text).toContain("東京 花子");

    const zh = await rendered("zh");
    expect(zh.fonts).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(zh.fonts).not.toContain("NotoSansJP");
    expect(zh.text).toContain(`契約 ${kanji}`);
  });
});

describe("text in scripts that are shaped or written right to left", () => {
  const names = ["محمد بن سلمان", "דוד לוי", "العقد رقم 2024 ACME", "สมชาย ใจดี", "राजेश कुमार"];
  // pdftotext orders a line of mixed directions by the page's direction (here left to right), so
  // the mixed subject is looked for as its runs: the Arabic words as typed, the number, the name.
  const expected = ["محمد بن سلمان", "דוד לוי", "العقد رقم", "2024", "ACME", "สมชาย ใจดี", "राजेश कुमार"];

  it("prints each name and the subject as typed (logical order), with no question mark or replacement character", async () => {
    const input = certificateInput("en");
    input.process.subject = "العقد رقم 2024 ACME";
    input.signers = names.map((name, index) => ({ ...input.signers[index % 2]!, name, signOrder: index + 1 }));
    // pdftotext marks right-to-left text with embedding controls (U+202A to U+202E), which are not the text.
    const text = pdfText(await renderCompletionCertificate(input)).replace(/[\u202A-\u202E]/g, "");
    for (const words of expected) expect(text).toContain(words);
    expect(text).not.toContain("?");
    expect(text).not.toContain("\uFFFD");
  });
});
