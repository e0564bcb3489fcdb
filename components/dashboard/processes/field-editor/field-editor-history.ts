/**
 * Undo for the field editor: a reducer around fieldEditorReducer that remembers earlier states.
 * A pointer gesture sends many actions (one per pointer move), and arrow keys held down send
 * many more; consecutive changes of the same kind to the same field make one step, and a
 * selection ends the step, so Undo takes back a whole drag or a run of nudges at once.
 */
import { EMPTY_FIELD_EDITOR, fieldEditorReducer, type DraftField, type FieldEditorAction, type FieldEditorState } from "./field-editor-state";

export const HISTORY_LIMIT = 100;

export interface FieldEditorHistory {
  present: FieldEditorState;
  past: FieldEditorState[];
  /** What the last remembered step was, to merge the next one into it; null after a selection. */
  lastStep: string | null;
}

export type HistoryAction = FieldEditorAction | { kind: "undo" } | { kind: "reset"; state: FieldEditorState };

export function withHistory(state: FieldEditorState): FieldEditorHistory {
  return { present: state, past: [], lastStep: null };
}

/** An editor opening with these fields (a saved draft's, or none), nothing to undo yet. */
export function startHistory(fields: readonly DraftField[] = []): FieldEditorHistory {
  return withHistory(fieldEditorReducer(EMPTY_FIELD_EDITOR, { kind: "setFields", fields: [...fields] }));
}

/** Actions that change nothing anyone would undo: selection, and the document's page sizes. */
const UNRECORDED = new Set<FieldEditorAction["kind"]>(["select", "setPages", "signersChanged"]);

function stepOf(action: FieldEditorAction): string | null {
  switch (action.kind) {
    case "place":
    case "move":
    case "resize":
    case "setSize":
      return `${action.kind}:${action.id}`;
    case "update":
      // Typing a label is one step per field and setting.
      return `update:${action.id}:${Object.keys(action.changes).sort().join(",")}`;
    default:
      return null;
  }
}

export function fieldEditorHistoryReducer(history: FieldEditorHistory, action: HistoryAction): FieldEditorHistory {
  if (action.kind === "undo") {
    const previous = history.past.at(-1);
    if (!previous) return history;
    // The selection stays as it is now when it still exists, so focus is not pulled elsewhere.
    const selectedId = previous.fields.some((field) => field.id === history.present.selectedId) ? history.present.selectedId : null;
    return { present: { ...previous, selectedId, created: history.present.created }, past: history.past.slice(0, -1), lastStep: null };
  }
  if (action.kind === "reset") return withHistory(action.state);
  const present = fieldEditorReducer(history.present, action);
  if (present === history.present) return history;
  if (action.kind === "select") return { ...history, present, lastStep: null };
  if (UNRECORDED.has(action.kind)) {
    // Another document or a signer gone: undoing must not bring back fields beyond its pages or
    // for nobody, so earlier states change the same way.
    return { ...history, present, past: history.past.map((earlier) => fieldEditorReducer(earlier, action)) };
  }
  // Fields from elsewhere (a removed signer's moved or deleted) replace what there was to undo.
  if (action.kind === "setFields") return withHistory(present);
  if (present.fields === history.present.fields || JSON.stringify(present.fields) === JSON.stringify(history.present.fields)) {
    return { ...history, present };
  }
  const step = stepOf(action);
  if (step !== null && step === history.lastStep) return { ...history, present };
  return { present, past: [...history.past, history.present].slice(-HISTORY_LIMIT), lastStep: step };
}

export function canUndo(history: FieldEditorHistory): boolean {
  return history.past.length > 0;
}
