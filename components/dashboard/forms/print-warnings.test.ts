import { describe, expect, it } from "vitest";
import { printWarnings, printWarningText, textsToCheck, warningOf, type PrintedText } from "./print-warnings";

const texts: PrintedText[] = [
  { key: "subject", label: "Subject", text: "Lease", place: "certificate" },
  { key: "signers.0.name", label: "Signer 1’s name", text: "ᏣᎳᎩ Smith", place: "certificate" },
  { key: "signers.1.name", label: "Signer 2’s name", text: "محمد", place: "certificate" },
  { key: "fieldPrefills.note", label: "Suggested value", text: "𓀀", place: "suggestion" },
];

describe("print warnings", () => {
  it("asks the server only about texts beyond plain ASCII", () => {
    expect(textsToCheck(texts)).toEqual({ "signers.0.name": "ᏣᎳᎩ Smith", "signers.1.name": "محمد", "fieldPrefills.note": "𓀀" });
  });

  it("warns of the texts the server named, naming the characters and where they would print as “?”", () => {
    const warnings = printWarnings(texts, { "signers.0.name": ["Ꮳ", "Ꮃ", "Ꭹ"], "fieldPrefills.note": ["𓀀"] });
    expect(warnings).toEqual([
      {
        key: "signers.0.name",
        label: "Signer 1’s name",
        message: "The signed PDF’s certificate cannot print “Ꮳ”, “Ꮃ” and “Ꭹ”: it would show “?” instead. Emails and the signing page show them as typed.",
      },
      { key: "fieldPrefills.note", label: "Suggested value", message: "The document cannot print “𓀀”, so the signer would be asked to change this value before signing." },
    ]);
    expect(warningOf(warnings, "signers.1.name")).toBeUndefined();
    expect(warningOf(warnings, "fieldPrefills.note")).toContain("“𓀀”");
  });

  it("never warns of a character deleted since the server was asked, nor before it answers", () => {
    const edited = texts.map((text) => (text.key === "signers.0.name" ? { ...text, text: "ᏣᎳ Smith" } : text));
    expect(printWarnings(edited, { "signers.0.name": ["Ꮳ", "Ꮃ", "Ꭹ"] })[0]!.message).toContain("“Ꮳ” and “Ꮃ”:");
    const fixed = texts.map((text) => (text.key === "signers.0.name" ? { ...text, text: "Tsalagi Smith" } : text));
    expect(printWarnings(fixed, { "signers.0.name": ["Ꮳ", "Ꮃ", "Ꭹ"] })).toEqual([]);
    expect(printWarnings(texts, undefined)).toEqual([]);
  });

  it("says what happens where the text prints", () => {
    expect(printWarningText(["𓀀"], "document")).toBe("The document cannot print “𓀀”: the PDF would show a “?” or an empty box instead.");
  });
});
