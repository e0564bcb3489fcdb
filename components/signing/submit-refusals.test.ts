import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import { submitSchema } from "@/lib/schemas/signer";
import { validationMessages } from "@/lib/validation-messages";
import type { SigningField } from "@/server/db/schema";
// eslint-disable-next-line no-restricted-imports -- a node test, not browser code: it checks against the server's own sentences
import { resolveFieldValues, unprintableProblem } from "@/server/services/signer/field-values";
// eslint-disable-next-line no-restricted-imports -- as above: the font chain the server checks typed signatures against
import { SCRIPT_FONTS } from "@/server/pdf/fonts/font-files";
import type { SignerField } from "./signer-client";
import { refusalText, refusalTexts } from "./submit-refusals";
import { translatorFor } from "./translator";

/** The server's own sentences: what its schema and field checks answer for these inputs. */
function schemaRefusals(input: unknown): string[] {
  const result = submitSchema.safeParse(input);
  if (result.success) throw new Error("expected a refusal");
  return validationMessages(result.error);
}

const row = (overrides: Partial<SigningField>) => ({ id: "f-name", type: "TEXT", label: "Full name (as in the passport)", required: true, autofill: null, prefill: null, ...overrides }) as SigningField;
const pageField = (overrides: Partial<SignerField>): SignerField => ({ id: "f-name", type: "TEXT", label: "Full name (as in the passport)", required: true, autofill: null, page: 0, x: 0, y: 0, w: 100, h: 20, value: null, ...overrides });

describe("the server's refusals of a submit, as the signer reads them", () => {
  const de = translatorFor("de");

  it("says a typed signature is too long in the page's language, with the limit", () => {
    const messages = schemaRefusals({ fields: {}, consent: true, signature: { type: "TYPED", text: "x".repeat(101) } });
    expect(refusalTexts(messages, [], de)).toEqual([de("sign.refused.typedTooLong", { max: 100 })]);
    expect(de("sign.refused.typedTooLong", { max: 100 })).toContain("100 Zeichen");
  });

  it("names a refused field as the page names it", () => {
    const fields = [pageField({}), pageField({ id: "f-date", type: "DATE", label: "" }), pageField({ id: "f-long", label: "Notes" })];
    const { problems } = resolveFieldValues(
      [row({}), row({ id: "f-date", type: "DATE", label: "", required: false }), row({ id: "f-long", label: "Notes", required: false })],
      { "f-date": "31.12.2026", "f-long": "y".repeat(1001) },
      new Date(),
    );
    expect(problems).toHaveLength(3);
    expect(refusalTexts(problems, fields, de).sort()).toEqual(
      [
        de("sign.refused.fieldRequired", { label: "Full name (as in the passport)" }),
        de("sign.refused.fieldInvalid", { label: "Datum" }),
        de("sign.refused.fieldTooLong", { label: "Notes", max: 1000 }),
      ].sort(),
    );
  });

  it("names the characters the document cannot show yet, for a field and for a typed signature", () => {
    // Cherokee and Egyptian hieroglyphs: scripts no shipped font has.
    const { problems } = resolveFieldValues([row({})], { "f-name": "ᏣᎳᎩ Łódź" }, new Date());
    expect(refusalTexts(problems, [pageField({})], de)).toEqual([de("sign.refused.fieldUnprintable", { label: "Full name (as in the passport)", characters: "Ꮳ Ꮃ Ꭹ" })]);
    const typed = unprintableProblem("signature.text", "𓀀𓁐𓀀", SCRIPT_FONTS);
    expect(refusalTexts(typed, [], de)).toEqual([de("sign.refused.typedUnprintable", { characters: "𓀀 𓁐" })]);
    // Scripts the document has fonts for pass.
    expect(resolveFieldValues([row({})], { "f-name": "Zoë Ωμέγα Жанна 東京 서울 محمد דוד สมชาย राजेश" }, new Date()).problems).toEqual([]);
  });

  it("asks for a missing or unusable signature", () => {
    const t = translatorFor("fr");
    expect(refusalText("signature is required: draw or type your signature", [], t)).toBe(t("sign.refused.signatureMissing"));
    const unusable = schemaRefusals({ fields: {}, consent: true, signature: { type: "DRAWN", imagePng: "" } });
    expect(refusalTexts(unusable, [], t)).toEqual([t("sign.refused.signatureInvalid")]);
  });

  it("never shows the server's own text, in any language", () => {
    const messages = [
      ...schemaRefusals({ fields: { a: "x".repeat(3000) }, consent: false }),
      "fields.unknown is not one of your fields",
      "Internal error: TypeError: cannot read properties of undefined",
    ];
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      const texts = refusalTexts(messages, [pageField({})], t);
      expect(texts).toEqual([t("sign.refused.other")]);
      for (const text of texts) for (const message of messages) expect(text).not.toContain(message);
    }
  });
});
