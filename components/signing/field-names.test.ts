import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/lib/languages";
import type { SignerField } from "./signer-client";
import { fieldName, withFieldNames } from "./field-names";
import { translatorFor } from "./translator";

function field(overrides: Partial<SignerField>): SignerField {
  return { id: "f", type: "TEXT", label: "", required: true, autofill: null, page: 0, x: 0, y: 0, w: 100, h: 20, value: null, ...overrides };
}

describe("field names on the signing page", () => {
  it("keeps the sender's label", () => {
    expect(fieldName(field({ label: "Date of birth", type: "DATE" }), translatorFor("en"))).toBe("Date of birth");
  });

  it("names an unlabelled field by its kind, and a signing-date field as such, in every language", () => {
    expect(fieldName(field({ type: "DATE" }), translatorFor("en"))).toBe("Date");
    expect(fieldName(field({ type: "DATE", autofill: "SIGNING_DATE" }), translatorFor("en"))).toBe("Date of signing");
    expect(fieldName(field({ type: "CHECKBOX", label: "  " }), translatorFor("de"))).toBe("Kontrollkästchen");
    for (const language of LANGUAGES) {
      for (const type of ["TEXT", "DATE", "CHECKBOX", "SIGNATURE"] as const) expect(fieldName(field({ type }), translatorFor(language))).not.toBe("");
    }
  });

  it("names every field of a view without changing anything else", () => {
    const view = { fields: [field({ id: "a" }), field({ id: "b", label: "Name" })], other: 1 };
    expect(withFieldNames(view, translatorFor("fr"))).toEqual({ fields: [field({ id: "a", label: "Texte" }), field({ id: "b", label: "Name" })], other: 1 });
  });
});
