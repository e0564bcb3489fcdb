import { describe, expect, it } from "vitest";
import { EMPTY_FIELD_EDITOR, fieldEditorReducer, keyboardAction, MIN_FIELD_SIZE, SENDER_KEY, type FieldEditorAction, type FieldEditorState } from "./field-editor-state";

const A4 = { width: 595.28, height: 841.89 };
const LANDSCAPE = { width: 792, height: 612 };

function run(...actions: FieldEditorAction[]): FieldEditorState {
  return actions.reduce(fieldEditorReducer, fieldEditorReducer(EMPTY_FIELD_EDITOR, { kind: "setPages", pages: [A4, LANDSCAPE] }));
}

describe("the field editor's state", () => {
  it("adds a field centred on the drop point, with its type's size, selected", () => {
    const state = run({ kind: "add", type: "SIGNATURE", page: 1, signerKey: "a", center: { x: 300, y: 200 } });
    expect(state.fields).toEqual([
      { id: "field-1", type: "SIGNATURE", label: "", required: true, signerKey: "a", page: 1, x: 210, y: 173, w: 180, h: 54 },
    ]);
    expect(state.selectedId).toBe("field-1");
  });

  it("gives new fields no label (never a made-up \"Checkbox 2\" a signer would read) and makes checkboxes optional", () => {
    const state = run(
      { kind: "add", type: "CHECKBOX", page: 0, signerKey: "a" },
      { kind: "add", type: "CHECKBOX", page: 0, signerKey: "a" },
    );
    expect(state.fields.map((field) => [field.label, field.required])).toEqual([
      ["", false],
      ["", false],
    ]);
    expect(state.fields[1]!.y).toBeGreaterThan(state.fields[0]!.y);
  });

  it("adds a field by button clear of the last one added on its page, so they do not stack", () => {
    const state = run(
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "a" },
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "a" },
      { kind: "add", type: "TEXT", page: 1, signerKey: "a" },
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "a" },
    );
    const [first, second, third] = state.fields.filter((field) => field.page === 0);
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.h);
    expect(third!.y).toBeGreaterThanOrEqual(second!.y + second!.h);
  });

  it("makes a new date field the date of signing, which the sender can still switch to a date the signer picks", () => {
    let state = run({ kind: "add", type: "DATE", page: 0, signerKey: "a" });
    expect(state.fields[0]).toMatchObject({ type: "DATE", autofill: "SIGNING_DATE", required: false });
    state = fieldEditorReducer(state, { kind: "update", id: "field-1", changes: { autofill: undefined, required: true } });
    expect(state.fields[0]).toMatchObject({ autofill: undefined, required: true });
  });

  it("fills in no other kind of field, nor a template's Sender field", () => {
    const state = run(
      { kind: "add", type: "TEXT", page: 0, signerKey: "a" },
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "a" },
      { kind: "add", type: "CHECKBOX", page: 0, signerKey: "a" },
      { kind: "add", type: "DATE", page: 0, signerKey: SENDER_KEY },
    );
    expect(state.fields.map((field) => field.autofill)).toEqual([undefined, undefined, undefined, undefined]);
    expect(state.fields[3]!.required).toBe(true);
  });

  it("keeps a field dropped at the edge inside its page", () => {
    const state = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a", center: { x: 590, y: 840 } });
    const field = state.fields[0]!;
    expect(field.x + field.w).toBeCloseTo(A4.width, 2);
    expect(field.y + field.h).toBeCloseTo(A4.height, 2);
  });

  it("ignores a drop on a page that does not exist", () => {
    expect(run({ kind: "add", type: "TEXT", page: 7, signerKey: "a" }).fields).toEqual([]);
  });

  it("moves by a delta and places at a box, clamped and rounded to hundredths", () => {
    let state = run({ kind: "add", type: "DATE", page: 0, signerKey: "a", center: { x: 100, y: 100 } });
    state = fieldEditorReducer(state, { kind: "move", id: "field-1", dx: -500, dy: 10.123 });
    expect(state.fields[0]).toMatchObject({ x: 0, y: 98.12 });
    state = fieldEditorReducer(state, { kind: "place", id: "field-1", box: { x: 10.4567, y: 2000, w: 110, h: 24 } });
    expect(state.fields[0]).toMatchObject({ x: 10.46, y: 817.89 });
  });

  it("resizes from the top-left corner, no smaller than the minimum and no further than the page", () => {
    let state = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a", center: { x: 200, y: 100 } });
    state = fieldEditorReducer(state, { kind: "resize", id: "field-1", dw: -1000, dh: -1000 });
    expect(state.fields[0]).toMatchObject({ x: 120, y: 88, w: MIN_FIELD_SIZE, h: MIN_FIELD_SIZE });
    state = fieldEditorReducer(state, { kind: "setSize", id: "field-1", w: 5000, h: 30 });
    expect(state.fields[0]).toMatchObject({ x: 120, w: 475.28, h: 30 });
  });

  it("moves a field to another page and keeps it inside that page", () => {
    let state = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a", center: { x: 300, y: 800 } });
    state = fieldEditorReducer(state, { kind: "update", id: "field-1", changes: { page: 1, label: "Name", required: false } });
    expect(state.fields[0]).toMatchObject({ page: 1, label: "Name", required: false });
    expect(state.fields[0]!.y + state.fields[0]!.h).toBeLessThanOrEqual(LANDSCAPE.height);
  });

  it("assigns fields of a removed signer to the first one left", () => {
    let state = run(
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "a" },
      { kind: "add", type: "SIGNATURE", page: 0, signerKey: "b" },
    );
    state = fieldEditorReducer(state, { kind: "update", id: "field-1", changes: { signerKey: "b" } });
    state = fieldEditorReducer(state, { kind: "signersChanged", signerKeys: ["c", "a"] });
    expect(state.fields.map((field) => field.signerKey)).toEqual(["c", "c"]);
  });

  it("takes fields as given, and numbers new ones after the highest id", () => {
    let state = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    const saved = { ...state.fields[0]!, id: "field-7", signerKey: "b" };
    state = fieldEditorReducer(state, { kind: "setFields", fields: [saved] });
    expect(state).toMatchObject({ fields: [saved], selectedId: null, created: 7 });
    state = fieldEditorReducer(state, { kind: "add", type: "DATE", page: 0, signerKey: "a" });
    expect(state.fields.map((field) => field.id)).toEqual(["field-7", "field-8"]);
  });

  it("removes a field and lets go of it", () => {
    let state = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    state = fieldEditorReducer(state, { kind: "remove", id: "field-1" });
    expect(state).toMatchObject({ fields: [], selectedId: null });
  });

  it("drops fields beyond the pages of another document", () => {
    let state = run({ kind: "add", type: "TEXT", page: 1, signerKey: "a" }, { kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    state = fieldEditorReducer(state, { kind: "setPages", pages: [A4] });
    expect(state.fields.map((field) => field.id)).toEqual(["field-2"]);
  });
});

describe("the field editor's keyboard, the same in the wizard and the template editor", () => {
  const key = (name: string, modifiers: { shiftKey?: boolean; altKey?: boolean } = {}) =>
    keyboardAction("f", { key: name, shiftKey: false, altKey: false, ...modifiers });

  it("nudges one point with the arrows and ten with Shift", () => {
    expect(key("ArrowLeft")).toEqual({ kind: "move", id: "f", dx: -1, dy: 0 });
    expect(key("ArrowDown", { shiftKey: true })).toEqual({ kind: "move", id: "f", dx: 0, dy: 10 });
  });

  it("resizes with Alt and the arrows, by ten with Shift too", () => {
    expect(key("ArrowRight", { altKey: true })).toEqual({ kind: "resize", id: "f", dw: 1, dh: 0 });
    expect(key("ArrowUp", { altKey: true, shiftKey: true })).toEqual({ kind: "resize", id: "f", dw: 0, dh: -10 });
  });

  it("removes with Delete or Backspace, lets go with Escape, and ignores other keys", () => {
    expect(key("Delete")).toEqual({ kind: "remove", id: "f" });
    expect(key("Backspace")).toEqual({ kind: "remove", id: "f" });
    expect(key("Escape")).toEqual({ kind: "select", id: null });
    expect(key("a")).toBeNull();
  });
});
