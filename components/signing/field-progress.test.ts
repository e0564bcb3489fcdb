import { describe, expect, it } from "vitest";
import { fieldProblem, isCalendarDate, isFilled, neighbourField, nextGuidedField, nextRequiredField, readingOrder, requiredProgress, submittedValues } from "./field-progress";
import type { SignerField } from "./signer-client";

function field(id: string, overrides: Partial<SignerField> = {}): SignerField {
  return { id, type: "TEXT", label: id, required: true, autofill: null, page: 0, x: 72, y: 100, w: 200, h: 20, value: null, ...overrides };
}

describe("reading order", () => {
  it("goes page by page, top to bottom, left to right", () => {
    const fields = [
      field("p1-sign", { page: 1, y: 50 }),
      field("p0-bottom", { y: 700 }),
      field("p0-right", { x: 300, y: 100 }),
      field("p0-left", { x: 72, y: 100 }),
    ];
    expect(readingOrder(fields).map((f) => f.id)).toEqual(["p0-left", "p0-right", "p0-bottom", "p1-sign"]);
  });

  it("keeps boxes a point or two apart on one line in left-to-right order", () => {
    const fields = [field("right", { x: 300, y: 99 }), field("left", { x: 72, y: 101 })];
    expect(readingOrder(fields).map((f) => f.id)).toEqual(["left", "right"]);
  });

  it("starts a new line once a box is more than half a box lower", () => {
    const fields = [field("second-line", { x: 10, y: 112 }), field("first-line", { x: 300, y: 100 })];
    expect(readingOrder(fields).map((f) => f.id)).toEqual(["first-line", "second-line"]);
  });
});

describe("what counts as filled", () => {
  it.each([
    ["TEXT", "Zoë", false, true],
    ["TEXT", "   ", false, false],
    ["DATE", "2026-11-21", false, true],
    ["DATE", null, false, false],
    ["CHECKBOX", true, false, true],
    ["CHECKBOX", false, false, false],
    ["SIGNATURE", null, true, true],
    ["SIGNATURE", null, false, false],
  ] as const)("%s with %j (signature adopted: %s): %s", (type, value, hasSignature, filled) => {
    expect(isFilled({ type }, value, hasSignature)).toBe(filled);
  });
});

describe("the guided path", () => {
  const ordered = readingOrder([
    field("name"),
    field("date", { type: "DATE", y: 130 }),
    field("optional", { y: 160, required: false }),
    field("sign", { type: "SIGNATURE", page: 1 }),
  ]);

  it("counts required fields only", () => {
    expect(requiredProgress(ordered, { name: "Zoë", optional: "x" }, false)).toEqual({ done: 1, total: 3 });
    expect(requiredProgress(ordered, { name: "Zoë", date: "2026-01-02" }, true)).toEqual({ done: 3, total: 3 });
  });

  it("leads to the next empty required field, skipping optional and filled ones, and wraps round", () => {
    expect(nextRequiredField(ordered, {}, false, null)?.id).toBe("name");
    expect(nextRequiredField(ordered, { name: "Zoë" }, false, "name")?.id).toBe("date");
    expect(nextRequiredField(ordered, { name: "Zoë", date: "2026-01-02" }, false, "date")?.id).toBe("sign");
    expect(nextRequiredField(ordered, { date: "2026-01-02" }, true, "sign")?.id).toBe("name");
    expect(nextRequiredField(ordered, { name: "Zoë", date: "2026-01-02" }, true, null)).toBeNull();
  });

  it("counts a signature field as required even when it says optional: the server wants a signature", () => {
    const fields = [field("sign", { type: "SIGNATURE", required: false })];
    expect(requiredProgress(fields, {}, false)).toEqual({ done: 0, total: 1 });
    expect(nextRequiredField(fields, {}, false, null)?.id).toBe("sign");
    expect(fieldProblem(fields[0]!, null, false)).toBe("required");
  });

  it("steps to neighbours in reading order", () => {
    expect(neighbourField(ordered, "date", 1)?.id).toBe("optional");
    expect(neighbourField(ordered, "date", -1)?.id).toBe("name");
    expect(neighbourField(ordered, "name", -1)).toBeNull();
  });
});

describe("the guided path with optional fields", () => {
  const ordered = readingOrder([
    field("name"),
    field("note", { y: 130, required: false }),
    field("box", { type: "CHECKBOX", y: 160, required: false }),
    field("sign", { type: "SIGNATURE", page: 1 }),
  ]);
  const none = new Set<string>();

  it("visits every empty field in document order, optional ones included", () => {
    expect(nextGuidedField(ordered, {}, false, null, none)?.id).toBe("name");
    expect(nextGuidedField(ordered, { name: "Zoë" }, false, "name", none)?.id).toBe("note");
    expect(nextGuidedField(ordered, { name: "Zoë" }, false, "note", new Set(["note"]))?.id).toBe("box");
    expect(nextGuidedField(ordered, { name: "Zoë" }, false, "box", new Set(["note", "box"]))?.id).toBe("sign");
  });

  it("passes over filled fields and skipped optional ones, even when starting again from the top", () => {
    expect(nextGuidedField(ordered, { name: "Zoë", note: "hi" }, false, null, none)?.id).toBe("box");
    expect(nextGuidedField(ordered, { name: "Zoë" }, false, null, new Set(["note", "box"]))?.id).toBe("sign");
  });

  it("never skips a required field: skipping one is not possible, and the path wraps round to it", () => {
    expect(nextGuidedField(ordered, {}, false, null, new Set(["name"]))?.id).toBe("name");
    expect(nextGuidedField(ordered, {}, true, "sign", none)?.id).toBe("name");
  });

  it("does not wrap round to optional fields the signer went past", () => {
    expect(nextGuidedField(ordered, { name: "Zoë" }, true, "sign", none)).toBeNull();
  });
});

describe("checks before submitting", () => {
  it("finds what the server would refuse", () => {
    expect(fieldProblem(field("a"), "", false)).toBe("required");
    expect(fieldProblem(field("a", { required: false }), "", false)).toBeNull();
    expect(fieldProblem(field("a", { type: "DATE" }), "2026-02-30", false)).toBe("date");
    expect(fieldProblem(field("a", { type: "TEXT" }), "x".repeat(1001), false)).toBe("tooLong");
    expect(fieldProblem(field("a", { type: "CHECKBOX" }), false, false)).toBe("required");
    expect(fieldProblem(field("a", { type: "SIGNATURE" }), null, true)).toBeNull();
  });

  it("asks for a date where a prefilled one was emptied, since the API would keep the prefill", () => {
    expect(fieldProblem(field("a", { type: "DATE", required: false, value: "2026-01-01" }), null, false)).toBe("required");
  });

  it("sends what the signer sees: trimmed text, booleans, dates only when given, never signatures", () => {
    const fields = [
      field("text"),
      field("blank"),
      field("box", { type: "CHECKBOX" }),
      field("date", { type: "DATE" }),
      field("noDate", { type: "DATE" }),
      field("sign", { type: "SIGNATURE" }),
    ];
    expect(submittedValues(fields, { text: "  Zoë  ", box: null, date: "2026-11-21", noDate: null })).toEqual({
      text: "Zoë",
      blank: "",
      box: false,
      date: "2026-11-21",
    });
  });

  it("never sends a signing-date field: the server fills it in and refuses a value", () => {
    const fields = [field("signedOn", { type: "DATE", required: false, autofill: "SIGNING_DATE", value: "2026-11-26" }), field("name")];
    expect(submittedValues(fields, { signedOn: "2026-11-26", name: "Ada" })).toEqual({ name: "Ada" });
  });

  it("knows real calendar days", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("21.11.2026")).toBe(false);
  });
});
