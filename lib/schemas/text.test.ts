import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createOnlineFormSchema, formDraftSchema } from "./online-forms";
import { submitSchema } from "./signer";
import { createSigningProcessSchema } from "./signing-processes";
import { startSigningSchema } from "./templates";
import { isSafeText, safeJson, safeText, UNSAFE_TEXT_MESSAGE } from "./text";

const NUL = "\u0000";
const LONE_HIGH = "\ud800";
const LONE_LOW = "\udc00";

describe("safeText", () => {
  it("accepts any well-formed text, astral characters and control characters other than NUL included", () => {
    for (const text of ["", "Zoë Łódź 東京", "emoji 😀 pairs", "tab\tnew\nline", "\u0001"]) expect(isSafeText(text)).toBe(true);
  });

  it("refuses NUL and surrogates that are not part of a pair", () => {
    for (const text of [`a${NUL}b`, NUL, `x${LONE_HIGH}`, `${LONE_LOW}x`, `${LONE_LOW}${LONE_HIGH}`]) expect(isSafeText(text)).toBe(false);
  });

  it("chains like z.string() and says what is wrong", () => {
    const schema = safeText().trim().min(1).max(5);
    expect(schema.parse("  ab ")).toBe("ab");
    const result = schema.safeParse(`a${NUL}`);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(UNSAFE_TEXT_MESSAGE);
  });
});

describe("safeJson", () => {
  const schema = z.record(safeText(), safeJson());

  it("accepts nested JSON of safe strings", () => {
    expect(schema.safeParse({ customer: { name: "Zoë", tags: ["a", { b: "東京" }] }, n: 1, ok: true, none: null }).success).toBe(true);
  });

  it("refuses NUL in a nested value or key, naming the path", () => {
    const deep = schema.safeParse({ customer: { tags: ["ok", { note: `x${NUL}` }] } });
    expect(deep.success).toBe(false);
    expect(deep.error!.issues[0]!.path).toEqual(["customer", "tags", 1, "note"]);
    const key = schema.safeParse({ customer: { [`na${NUL}me`]: "x" } });
    expect(key.error!.issues[0]!.path).toEqual(["customer", `na${NUL}me`]);
    expect(schema.safeParse({ [`k${LONE_HIGH}`]: 1 }).success).toBe(false);
  });

  it("walks nesting deeper than the call stack without overflowing", () => {
    const depth = 200_000;
    const parsed = JSON.parse(`${"[".repeat(depth)}"x\\u0000"${"]".repeat(depth)}`) as unknown;
    expect(schema.safeParse({ deep: parsed }).success).toBe(false);
  });
});

describe("the shared schemas refuse bad text in client-controlled strings", () => {
  it("covers process titles and signer names, signer field values and form answers, metadata and template data", () => {
    const process = {
      dispatchMode: "KIOSK",
      sourcePdfAssetId: "3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f",
      subject: "Lease",
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada" }],
    };
    expect(createSigningProcessSchema.safeParse(process).success).toBe(true);
    expect(createSigningProcessSchema.safeParse({ ...process, subject: `Lease${NUL}` }).success).toBe(false);
    expect(createSigningProcessSchema.safeParse({ ...process, signers: [{ signOrder: 1, name: `Ada${LONE_HIGH}` }] }).success).toBe(false);

    expect(submitSchema.safeParse({ fields: { a: `x${NUL}` }, consent: true }).success).toBe(false);
    expect(submitSchema.safeParse({ answers: { notes: `x${NUL}` }, consent: true }).success).toBe(false);
    expect(submitSchema.safeParse({ answers: { extras: ["ok", `x${NUL}`] }, consent: true }).success).toBe(false);

    expect(formDraftSchema.safeParse({ metadata: { crmId: `A${NUL}` } }).success).toBe(false);
    expect(formDraftSchema.safeParse({ metadata: { [`crm${NUL}`]: "A" } }).success).toBe(false);
    expect(
      createOnlineFormSchema.safeParse({ kind: "DOCUMENT", draft: {}, templateId: "3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f", data: { customer: { name: `x${NUL}` } } }).success,
    ).toBe(false);

    const start = { signers: [{ roleKey: "tenant", name: "Ada" }], expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
    expect(startSigningSchema.safeParse({ ...start, data: { customer: { name: "Ada" } } }).success).toBe(true);
    expect(startSigningSchema.safeParse({ ...start, data: { customer: { name: `Ada${NUL}` } } }).success).toBe(false);
  });
});
