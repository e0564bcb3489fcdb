import { describe, expect, it } from "vitest";
import type { DraftField } from "../field-editor/field-editor-state";
import { emptySigner } from "./process-draft";
import { fieldsOf, removeSigner } from "./signer-removal";

const signers = [emptySigner("a", { name: "Ada" }), emptySigner("b", { name: "Bob" }), emptySigner("c", { name: "Cem" })];
const field = (id: string, signerKey: string): DraftField => ({ id, type: "SIGNATURE", label: id, required: true, signerKey, page: 0, x: 0, y: 0, w: 10, h: 10 });
const fields = [field("f1", "a"), field("f2", "b"), field("f3", "b")];

describe("removing a signer", () => {
  it("finds the signer's fields", () => {
    expect(fieldsOf(fields, "b").map((f) => f.id)).toEqual(["f2", "f3"]);
    expect(fieldsOf(fields, "c")).toEqual([]);
  });

  it("moves their fields to the signer the sender picked", () => {
    const after = removeSigner(signers, fields, "b", { kind: "move", to: "c" });
    expect(after.signers.map((s) => s.key)).toEqual(["a", "c"]);
    expect(after.fields.map((f) => [f.id, f.signerKey])).toEqual([
      ["f1", "a"],
      ["f2", "c"],
      ["f3", "c"],
    ]);
  });

  it("deletes their fields when the sender says so, and keeps everyone else's", () => {
    const after = removeSigner(signers, fields, "b", { kind: "delete" });
    expect(after.signers.map((s) => s.key)).toEqual(["a", "c"]);
    expect(after.fields.map((f) => f.id)).toEqual(["f1"]);
  });

  it("refuses to move fields to the signer being removed or to nobody", () => {
    expect(() => removeSigner(signers, fields, "b", { kind: "move", to: "b" })).toThrow();
    expect(() => removeSigner(signers, fields, "b", { kind: "move", to: "zz" })).toThrow();
  });
});
