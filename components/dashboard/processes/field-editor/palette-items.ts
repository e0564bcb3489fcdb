/**
 * What the palette offers to drag onto a page. A process's palette holds the four signer field
 * types; a template's adds a Sender field, which the sender fills in from `data` at the start.
 */
import { DEFAULT_FIELD_SIZES, FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "./field-editor-state";

export interface PaletteItem {
  id: string;
  type: FieldType;
  label: string;
  /** Places a Sender field (signerKey SENDER_KEY) instead of one for the chosen signer. */
  sender?: boolean;
}

export const SIGNER_FIELD_ITEMS: readonly PaletteItem[] = FIELD_TYPES.map((type) => ({ id: type, type, label: FIELD_TYPE_LABELS[type] }));

export const SENDER_FIELD_ITEM: PaletteItem = { id: "SENDER", type: "TEXT", label: "Sender field", sender: true };

export function paletteItemSize(item: PaletteItem): { w: number; h: number } {
  return DEFAULT_FIELD_SIZES[item.type];
}
