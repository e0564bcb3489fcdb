/**
 * Arabic and Hebrew certificates, read back with pdftotext: the right-to-left twin of the
 * headings case in render-certificate.test.ts, with the letters shaped by HarfBuzz.
 *
 * pdftotext marks each run with the Unicode direction controls (U+202A–U+202E), which a reader
 * never sees, so they are dropped before comparing. A line that mixes directions ("9 مايو 2026
 * في 09:03:07 UTC") comes back in poppler's own order of its runs, not always as typed: such a
 * line is checked word by word (quotes and brackets, which mirror, left out); a line in one
 * direction is checked whole.
 */
import { describe, expect, it } from "vitest";
import { pdfText, wordBoxes } from "../stamp/testing/poppler";
import type { Language } from "@/lib/languages";
import type { CompletionCertificateInput } from "./certificate-input";
import { renderCompletionCertificate } from "./render-certificate";

const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}\p{M}:.-]*/gu;
const MIXED_DIRECTIONS = /(?=.*[\p{Script=Arabic}\p{Script=Hebrew}])(?=.*[A-Za-z0-9])/u;

const hashOf = (seed: number) => seed.toString(16).padStart(8, "0").repeat(8);
const at = (minutes: number) => new Date(Date.UTC(2026, 4, 9, 9, minutes, 7, 250));

function certificateInput(language: Language, subject: string, signerName: string): CompletionCertificateInput {
  return {
    process: { id: "7f0c2b9e-4a51-4f3e-9b7a-2d1c0e5f6a7b", subject, organizationName: "Signet Test Ltd", createdAt: at(0), completedAt: at(9), language },
    sourceSha256: "a".repeat(63) + "1",
    finalSha256: "b".repeat(63) + "2",
    signers: [
      {
        name: signerName,
        email: "signer@example.com",
        phoneMasked: "+971 •• ••• 4242",
        roleLabel: null,
        signOrder: 1,
        authPolicy: "AES_OTP",
        channel: "EMAIL",
        otpVerifiedAt: at(3),
        openedAt: at(1),
        signedAt: at(5),
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36",
        signatureType: "TYPED",
      },
    ],
    auditEvents: Array.from({ length: 4 }, (_, index) => ({
      sequence: index + 1,
      type: index === 0 ? "process.created" : "signer.otp_verified",
      occurredAt: at(index),
      actorName: signerName,
      ip: "203.0.113.7",
      hash: hashOf(index + 1),
      prevHash: index === 0 ? "0".repeat(64) : hashOf(index),
    })),
    chain: { valid: true, length: 4, headHash: hashOf(4) },
  };
}

describe("renderCompletionCertificate, right to left", () => {
  it.each([
    {
      language: "ar" as const,
      subject: "عقد إيجار «الشقة 4B»",
      signerName: "ليلى حدّاد",
      expected: ["شهادة الإتمام", "عملية التوقيع", "سجل التدقيق", "تأكيد الرمز لمرة واحدة", "9 مايو 2026 في 09:03:07 UTC", "عنوان IP"],
    },
    {
      language: "he" as const,
      subject: "חוזה שכירות \"דירה 4B\"",
      signerName: "נועה כהן",
      expected: ["תעודת השלמה", "תהליך החתימה", "יומן ביקורת", "קוד חד-פעמי אושר", "9 במאי 2026 בשעה 09:03:07 UTC", "כתובת IP"],
    },
  ])("renders $language headings, names and dates in logical order with the shipped fonts", async ({ language, subject, signerName, expected }) => {
    const text = pdfText(await renderCompletionCertificate(certificateInput(language, subject, signerName)))
      .replace(/\u00a0/g, " ")
      .replace(DIRECTION_CONTROLS, "");
    for (const line of [...expected, subject, signerName]) {
      if (MIXED_DIRECTIONS.test(line)) for (const word of line.match(WORDS)!) expect(text).toContain(word);
      else expect(text).toContain(line);
    }
    expect(text).not.toMatch(/\?{2,}/);
  });

  it.each(["ar", "he"] as const)("mirrors the %s certificate: each label at the right, its value to its left, Latin values beside it", async (language) => {
    const bytes = await renderCompletionCertificate(certificateInput(language, "Lease", "Name"));
    const words = wordBoxes(bytes).filter((word) => word.page === 0);
    const id = words.find((word) => word.text === "7f0c2b9e-4a51-4f3e-9b7a-2d1c0e5f6a7b")!;
    // pdftotext -bbox gives a right-to-left label as one run in visual order: the line's other words.
    const label = words.filter((word) => word !== id && word.yMin < id.yMax && word.yMax > id.yMin);
    expect(label.length).toBeGreaterThan(0);
    const labelStart = Math.min(...label.map((word) => word.xMin));
    // The value ends where the label column begins, less than the label column's width from it.
    expect(labelStart).toBeGreaterThan(id.xMax);
    expect(labelStart - id.xMax).toBeLessThan(120);
  });
});
