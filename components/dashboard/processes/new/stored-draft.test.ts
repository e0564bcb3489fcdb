import { describe, expect, it } from "vitest";
import { processDraftContentSchema, type ProcessDraftContent } from "@/lib/schemas/process-drafts";
import type { DraftField } from "../field-editor/field-editor-state";
import { emptySigner, type ProcessDraft } from "./process-draft";
import { fromStoredDraft, toStoredDraft } from "./stored-draft";

const draft: ProcessDraft = {
  sourcePdfAssetId: "3f1c1d2e-9a4b-4c1d-8e2f-0a1b2c3d4e5f",
  subject: "Lease",
  message: "Please sign",
  expiresAtLocal: "2030-05-01T17:00",
  dispatchMode: "EMAIL",
  authPolicy: "AES_OTP",
  signers: [emptySigner("signer-1", { name: "Ada", email: "ada@example.test", phoneE164: "0151 2345 6789", locale: "de" }), emptySigner("signer-4")],
  currentUser: emptySigner("me", { name: "Erika", email: "erika@example.test" }),
  observers: [{ key: "observer-7", name: "Olga", email: "olga@example.test" }],
};
const fields: DraftField[] = [
  { id: "field-3", type: "SIGNATURE", label: "Signature", required: true, signerKey: "signer-4", page: 1, x: 10.5, y: 20, w: 180, h: 54 },
  { id: "field-12", type: "TEXT", label: "", required: false, signerKey: "signer-1", page: 0, x: 0, y: 0, w: 8, h: 8, fontSize: 11 },
];

describe("a wizard draft as the server stores it", () => {
  it("is valid for the shared schema, even unfinished", () => {
    expect(processDraftContentSchema.safeParse(toStoredDraft(draft, fields, "fields")).success).toBe(true);
    const unfinished = { ...draft, sourcePdfAssetId: "", subject: "", expiresAtLocal: "", signers: [emptySigner("signer-1")] };
    expect(processDraftContentSchema.safeParse(toStoredDraft(unfinished, [], "document")).success).toBe(true);
  });

  it("comes back exactly as it was: step, document, details, signers and fields", () => {
    const resumed = fromStoredDraft(toStoredDraft(draft, fields, "signers"));
    expect(resumed.draft).toEqual(draft);
    expect(resumed.step).toBe("signers");
    expect(resumed.fields).toEqual(fields.map((field) => ({ ...field, fontSize: undefined })));
  });

  it("reads a draft saved before copies existed as one with nobody to copy", () => {
    const older: Partial<ProcessDraftContent> = toStoredDraft(draft, fields, "signers");
    delete older.observers;
    const parsed = processDraftContentSchema.parse(older);
    expect(fromStoredDraft(parsed).draft.observers).toEqual([]);
  });

  it("knows the highest signer, field and copy numbers, so new keys and ids never repeat", () => {
    expect(fromStoredDraft(toStoredDraft(draft, fields, "fields"))).toMatchObject({ signerCount: 4, fieldCount: 12, observerCount: 7 });
    expect(fromStoredDraft(toStoredDraft({ ...draft, signers: [emptySigner("x")] }, [], "fields"))).toMatchObject({ signerCount: 0, fieldCount: 0 });
  });

  it("gives a cleared expiry the default back", () => {
    expect(fromStoredDraft(toStoredDraft({ ...draft, expiresAtLocal: "" }, [], "details")).draft.expiresAtLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});
