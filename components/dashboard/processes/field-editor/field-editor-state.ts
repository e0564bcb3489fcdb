/**
 * The field editor's state as a pure reducer: fields placed on the document's pages in PDF
 * points (top-left origin, the page as displayed), each kept inside its page and at least
 * MIN_FIELD_SIZE a side. Fields name their signer by the draft signer's key, not by sign
 * order, so reordering signers keeps every field with its person.
 */
import { clampToPage, roundBox, type Box, type PageSize } from "@/lib/pdf-geometry";
import type { FieldAutofill } from "@/lib/signing/field-autofill";
import { buttonPlacement } from "./button-placement";

export type FieldType = "TEXT" | "DATE" | "CHECKBOX" | "SIGNATURE";

export const FIELD_TYPES: readonly FieldType[] = ["SIGNATURE", "TEXT", "DATE", "CHECKBOX"];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  TEXT: "Text",
  DATE: "Date",
  CHECKBOX: "Checkbox",
  SIGNATURE: "Signature",
};

/** What a field is, for the dashboard's words: its kind, or "Date of signing" for one filled in with it. */
export function fieldKindName(field: Pick<DraftField, "type" | "autofill">): string {
  return field.autofill === "SIGNING_DATE" ? "Date of signing" : FIELD_TYPE_LABELS[field.type];
}

/** A field as a person reads it: its label, else what it is. */
export function fieldDisplayName(field: Pick<DraftField, "type" | "label" | "autofill">): string {
  return field.label.trim() || fieldKindName(field);
}

/** Sizes a new field starts with, in points: roughly what each kind needs on an A4 page. */
export const DEFAULT_FIELD_SIZES: Record<FieldType, { w: number; h: number }> = {
  TEXT: { w: 160, h: 24 },
  DATE: { w: 110, h: 24 },
  CHECKBOX: { w: 18, h: 18 },
  SIGNATURE: { w: 180, h: 54 },
};

/** Smaller than this, a field can no longer be grabbed or filled in. */
export const MIN_FIELD_SIZE = 8;

/** What a template's Sender field asks for when a signing starts (its inputSchema entry's type). */
export type SenderInputType = "string" | "number" | "date" | "boolean";

/**
 * The signerKey of a template's Sender fields: filled in from `data` when a signing starts,
 * by nobody who signs. Not a valid role key, so it can never meet a real one.
 */
export const SENDER_KEY = "@sender";

export interface DraftField extends Box {
  id: string;
  type: FieldType;
  label: string;
  required: boolean;
  signerKey: string;
  page: number;
  /** Templates only: the field's API key (a Sender field's input key, a dot path). */
  key?: string;
  /** Templates' Sender fields only. */
  inputType?: SenderInputType;
  fontSize?: number;
  /** DATE fields only: SIGNING_DATE fills in the date of signing instead of asking for one. */
  autofill?: FieldAutofill;
}

/** The settings of a field the properties panel may change. */
export type FieldChanges = Partial<Pick<DraftField, "label" | "required" | "signerKey" | "page" | "key" | "inputType" | "fontSize" | "autofill">>;

export interface FieldEditorState {
  pages: PageSize[];
  fields: DraftField[];
  selectedId: string | null;
  /** Numbers new field ids; never reused, so React keys stay stable. */
  created: number;
}

export type FieldEditorAction =
  | { kind: "setPages"; pages: PageSize[] }
  | { kind: "add"; type: FieldType; page: number; signerKey: string; center?: { x: number; y: number }; settings?: FieldChanges }
  | { kind: "place"; id: string; box: Box }
  | { kind: "move"; id: string; dx: number; dy: number }
  | { kind: "resize"; id: string; dw: number; dh: number }
  | { kind: "setSize"; id: string; w: number; h: number }
  | { kind: "update"; id: string; changes: FieldChanges }
  | { kind: "select"; id: string | null }
  | { kind: "remove"; id: string }
  | { kind: "signersChanged"; signerKeys: string[] }
  /** Fields from elsewhere (a saved draft, a removed signer's fields moved or deleted), as they are. */
  | { kind: "setFields"; fields: DraftField[] };

/** The id the next added field will get, so the editor can focus it once it exists. */
export function nextFieldId(state: FieldEditorState): string {
  return `field-${state.created + 1}`;
}

export const EMPTY_FIELD_EDITOR: FieldEditorState = { pages: [], fields: [], selectedId: null, created: 0 };

function clampBox(box: Box, page: PageSize): Box {
  return roundBox(clampToPage({ ...box, w: Math.max(box.w, MIN_FIELD_SIZE), h: Math.max(box.h, MIN_FIELD_SIZE) }, page));
}

/** Resizing keeps the top-left corner where it is; the size stops at the page's edge. */
function sizedBox(field: DraftField, w: number, h: number, page: PageSize): Box {
  return roundBox({
    x: field.x,
    y: field.y,
    w: Math.min(Math.max(w, MIN_FIELD_SIZE), page.width - field.x),
    h: Math.min(Math.max(h, MIN_FIELD_SIZE), page.height - field.y),
  });
}

function withField(state: FieldEditorState, id: string, change: (field: DraftField, page: PageSize) => Partial<DraftField>): FieldEditorState {
  return {
    ...state,
    fields: state.fields.map((field) => {
      const page = state.pages[field.page];
      return field.id === id && page ? { ...field, ...change(field, page) } : field;
    }),
  };
}

export function fieldEditorReducer(state: FieldEditorState, action: FieldEditorAction): FieldEditorState {
  switch (action.kind) {
    case "setPages": {
      // Another document: fields beyond its pages cannot stay, the rest are kept inside.
      const fields = state.fields
        .filter((field) => field.page < action.pages.length)
        .map((field) => ({ ...field, ...clampBox(field, action.pages[field.page]!) }));
      const selectedId = fields.some((field) => field.id === state.selectedId) ? state.selectedId : null;
      return { ...state, pages: action.pages, fields, selectedId };
    }
    case "add": {
      const page = state.pages[action.page];
      if (!page) return state;
      const size = DEFAULT_FIELD_SIZES[action.type];
      // Without a drop point (keyboard, click) a field goes clear of the last one added on its page.
      const box = action.center
        ? { x: action.center.x - size.w / 2, y: action.center.y - size.h / 2, ...size }
        : buttonPlacement(state.fields.findLast((field) => field.page === action.page), size, page);
      const id = nextFieldId(state);
      const field: DraftField = {
        id,
        type: action.type,
        // No made-up label ("Checkbox 2"): the signer sees an unlabelled field named by its kind.
        label: "",
        required: action.type !== "CHECKBOX",
        // A signer's date field is the date of signing unless the sender switches it to a date the
        // signer picks (its properties); a template's Sender field is filled in from `data` instead.
        ...(action.type === "DATE" && action.signerKey !== SENDER_KEY ? { autofill: "SIGNING_DATE" as const, required: false } : {}),
        ...action.settings,
        signerKey: action.signerKey,
        page: action.page,
        ...clampBox(box, page),
      };
      return { ...state, fields: [...state.fields, field], selectedId: id, created: state.created + 1 };
    }
    case "place":
      return withField(state, action.id, (_field, page) => clampBox(action.box, page));
    case "move":
      return withField(state, action.id, (field, page) => clampBox({ ...field, x: field.x + action.dx, y: field.y + action.dy }, page));
    case "resize":
      return withField(state, action.id, (field, page) => sizedBox(field, field.w + action.dw, field.h + action.dh, page));
    case "setSize":
      return withField(state, action.id, (field, page) => sizedBox(field, action.w, action.h, page));
    case "update": {
      const { page: pageIndex, ...rest } = action.changes;
      if (pageIndex === undefined) return withField(state, action.id, () => rest);
      const target = state.pages[pageIndex];
      if (!target) return state;
      return withField(state, action.id, (field) => ({ ...rest, page: pageIndex, ...clampBox(field, target) }));
    }
    case "select":
      return { ...state, selectedId: action.id };
    case "remove":
      return {
        ...state,
        fields: state.fields.filter((field) => field.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
    case "setFields": {
      const highest = Math.max(0, ...action.fields.map((field) => Number(/^field-(\d+)$/.exec(field.id)?.[1] ?? 0)));
      const selectedId = action.fields.some((field) => field.id === state.selectedId) ? state.selectedId : null;
      return { ...state, fields: action.fields, selectedId, created: Math.max(state.created, highest) };
    }
    case "signersChanged": {
      // Note: removing a signer asks where their fields go first (processes/new/signer-removal.ts);
      // this only catches switching to and from "I sign myself", so that no field is left unassigned.
      const first = action.signerKeys[0];
      if (!first) return state;
      return {
        ...state,
        fields: state.fields.map((field) => (action.signerKeys.includes(field.signerKey) ? field : { ...field, signerKey: first })),
      };
    }
  }
}

const STEP = 1;
const BIG_STEP = 10;

export const KEYBOARD_HELP =
  "With a field selected: arrow keys move it by a point (with Shift, by ten), Alt and arrow keys resize it, Delete removes it, Escape lets go; Ctrl+Z undoes.";

/**
 * The keyboard of a selected field, built for precise layouts: arrows nudge it a point, ten with
 * Shift; Alt with the arrows resizes it instead. Delete removes it and Escape lets it go.
 */
export function keyboardAction(id: string, event: { key: string; shiftKey: boolean; altKey: boolean }): FieldEditorAction | null {
  const step = event.shiftKey ? BIG_STEP : STEP;
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const delta = arrows[event.key];
  if (delta) return event.altKey ? { kind: "resize", id, dw: delta[0], dh: delta[1] } : { kind: "move", id, dx: delta[0], dy: delta[1] };
  if (event.key === "Delete" || event.key === "Backspace") return { kind: "remove", id };
  if (event.key === "Escape") return { kind: "select", id: null };
  return null;
}
