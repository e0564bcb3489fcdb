import { describe, expect, it } from "vitest";
import { EMPTY_FIELD_EDITOR, fieldEditorReducer } from "./field-editor-state";
import { canUndo, fieldEditorHistoryReducer, startHistory, withHistory, type HistoryAction } from "./field-editor-history";

const start = withHistory(fieldEditorReducer(EMPTY_FIELD_EDITOR, { kind: "setPages", pages: [{ width: 600, height: 800 }] }));
const run = (...actions: HistoryAction[]) => actions.reduce(fieldEditorHistoryReducer, start);

describe("undo in the field editor", () => {
  it("takes back an added field", () => {
    const added = run({ kind: "add", type: "SIGNATURE", page: 0, signerKey: "a", center: { x: 300, y: 300 } });
    expect(canUndo(added)).toBe(true);
    const undone = fieldEditorHistoryReducer(added, { kind: "undo" });
    expect(undone.present.fields).toEqual([]);
    expect(canUndo(undone)).toBe(false);
  });

  it("takes back a whole drag at once, back to where the field was before it", () => {
    let history = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a", center: { x: 300, y: 300 } }, { kind: "select", id: "field-1" });
    const before = history.present.fields[0]!;
    for (let step = 1; step <= 10; step++) {
      history = fieldEditorHistoryReducer(history, { kind: "place", id: "field-1", box: { x: before.x + step * 5, y: before.y, w: before.w, h: before.h } });
    }
    expect(history.present.fields[0]!.x).toBe(before.x + 50);
    const undone = fieldEditorHistoryReducer(history, { kind: "undo" });
    expect(undone.present.fields[0]).toEqual(before);
    // The next undo removes the field itself.
    expect(fieldEditorHistoryReducer(undone, { kind: "undo" }).present.fields).toEqual([]);
  });

  it("keeps two drags separated by a new press as two steps", () => {
    const history = run(
      { kind: "add", type: "TEXT", page: 0, signerKey: "a", center: { x: 300, y: 300 } },
      { kind: "select", id: "field-1" },
      { kind: "move", id: "field-1", dx: 10, dy: 0 },
      { kind: "select", id: "field-1" },
      { kind: "move", id: "field-1", dx: 10, dy: 0 },
    );
    const once = fieldEditorHistoryReducer(history, { kind: "undo" });
    expect(once.present.fields[0]!.x).toBe(history.present.fields[0]!.x - 10);
  });

  it("does not remember selections or changes that change nothing", () => {
    const history = run({ kind: "select", id: null }, { kind: "move", id: "missing", dx: 5, dy: 5 });
    expect(canUndo(history)).toBe(false);
  });

  it("never hands out a field id twice, even after an undo", () => {
    let history = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    history = fieldEditorHistoryReducer(history, { kind: "undo" });
    history = fieldEditorHistoryReducer(history, { kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    expect(history.present.fields.map((field) => field.id)).toEqual(["field-2"]);
  });
});

describe("an editor opening with saved fields", () => {
  it("has nothing to undo, and numbers new fields after the saved ones", () => {
    const saved = { id: "field-4", type: "TEXT" as const, label: "", required: true, signerKey: "a", page: 0, x: 72, y: 72, w: 160, h: 24 };
    const opened = startHistory([saved]);
    expect(canUndo(opened)).toBe(false);
    expect(opened.present).toMatchObject({ fields: [saved], created: 4 });
  });
});

describe("undo after the signers or the document change", () => {
  it("never brings back a field for a signer who is gone", () => {
    let history = run({ kind: "add", type: "TEXT", page: 0, signerKey: "b" }, { kind: "move", id: "field-1", dx: 10, dy: 0 });
    history = fieldEditorHistoryReducer(history, { kind: "signersChanged", signerKeys: ["a"] });
    history = fieldEditorHistoryReducer(history, { kind: "undo" });
    expect(history.present.fields.map((field) => field.signerKey)).toEqual(["a"]);
  });

  it("starts again from fields set from elsewhere", () => {
    let history = run({ kind: "add", type: "TEXT", page: 0, signerKey: "a" });
    history = fieldEditorHistoryReducer(history, { kind: "setFields", fields: [] });
    expect(canUndo(history)).toBe(false);
  });
});
