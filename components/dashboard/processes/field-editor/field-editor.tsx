"use client";

import { useCallback, useState } from "react";
import { ZoomControls } from "@/components/pdf/zoom-controls";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { pixelsToPoints, scaleFor } from "@/lib/pdf-geometry";
import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import { DragPreview } from "./drag-preview";
import { EditorPage } from "./editor-page";
import type { EditorSigner } from "./editor-signer";
import { canUndo, type FieldEditorHistory, type HistoryAction } from "./field-editor-history";
import { KEYBOARD_HELP, nextFieldId, SENDER_KEY, type FieldChanges, type FieldEditorAction } from "./field-editor-state";
import { FieldPalette } from "./field-palette";
import { SIGNER_FIELD_ITEMS, type PaletteItem } from "./palette-items";
import { FieldProperties } from "./field-properties";
import { SignerLegend, SignerPicker } from "./signer-legend";
import { usePageRegistry } from "./use-page-registry";
import { usePaletteDrag } from "./use-palette-drag";
import { useUndoShortcut } from "./use-undo-shortcut";
import { useWideScreen } from "./use-wide-screen";

type Page = PdfAssetDetail["pages"][number];

/** Moved and resized fields snap to other fields' edges, else to this grid, in points. */
const GRID_POINTS = 6;

/**
 * Placing fields on the document, the same in the process wizard, "Sign it myself" and the PDF
 * template editor: a palette to drag from, every page as a drop target, undo (button and
 * Ctrl+Z), zoom, snapping, the same keys, and the selected field's settings (beside the pages on
 * wide screens, in a sheet at the bottom on phones). Fields are kept in points; the pages are
 * drawn at whatever width fits, times the zoom. The fields and their undo history are the
 * caller's (fieldEditorHistoryReducer), which saves them its own way.
 */
export function FieldEditor({
  pages,
  signers: everyone,
  history,
  dispatch,
  paletteItems = SIGNER_FIELD_ITEMS,
  newFieldSettings,
  signerNoun,
}: {
  pages: Page[];
  /** The signers (or a template's roles) fields are for; a template adds its Sender, marked `sender`. */
  signers: EditorSigner[];
  history: FieldEditorHistory;
  dispatch: (action: HistoryAction) => void;
  paletteItems?: readonly PaletteItem[];
  /** Settings a new field starts with beyond its type's (templates give each an API key). */
  newFieldSettings?: (item: PaletteItem) => FieldChanges;
  /** What the properties panel calls the person a field is for: "Signer", or a template's "Role". */
  signerNoun?: string;
}) {
  const state = history.present;
  const [zoom, setZoom] = useState(1);
  const [snapping, setSnapping] = useState(true);
  const snap = snapping ? { grid: GRID_POINTS } : undefined;
  const undo = useCallback(() => dispatch({ kind: "undo" }), [dispatch]);
  useUndoShortcut(undo);
  const registry = usePageRegistry();
  const wide = useWideScreen();
  const signers = everyone.filter((signer) => !signer.sender);
  const [chosenKey, setChosenKey] = useState(signers[0]?.key ?? "");
  const [focusId, setFocusId] = useState<string | null>(null);
  const activeKey = signers.some((signer) => signer.key === chosenKey) ? chosenKey : (signers[0]?.key ?? "");
  const selected = state.fields.find((field) => field.id === state.selectedId) ?? null;
  const targetPage = selected?.page ?? 0;
  const clearFocus = useCallback(() => setFocusId(null), [setFocusId]);

  function addAction(item: PaletteItem, page: number): Extract<FieldEditorAction, { kind: "add" }> {
    return { kind: "add", type: item.type, page, signerKey: item.sender ? SENDER_KEY : activeKey, settings: newFieldSettings?.(item) };
  }

  const drag = usePaletteDrag({
    pageAt: registry.pageAt,
    onDrop(item, hit, clientX, clientY) {
      const page = pages[hit.index]!;
      const center = pixelsToPoints({ x: clientX - hit.rect.left, y: clientY - hit.rect.top, w: 0, h: 0 }, scaleFor(page, hit.rect.width));
      dispatch({ ...addAction(item, hit.index), center: { x: center.x, y: center.y } });
      setFocusId(nextFieldId(state));
    },
    onClickAdd(item) {
      dispatch(addAction(item, targetPage));
      setFocusId(nextFieldId(state));
    },
  });
  const firstPage = registry.firstPageRect();
  const pixelsPerPoint = firstPage && pages[0] ? scaleFor(pages[0], firstPage.width) : 1;

  const properties = selected && <FieldProperties field={selected} signers={signers} pageCount={pages.length} dispatch={dispatch} signerNoun={signerNoun} />;
  const pageList = (
    <ol
      aria-label="Pages"
      className={cn("mt-4 space-y-10 pt-6 lg:mt-0", !wide && selected && "pb-[50vh]")}
      style={zoom !== 1 ? { width: `${zoom * 100}%` } : undefined}
    >
      {pages.map((page, index) => (
        <li key={index}>
          <EditorPage
            page={page}
            index={index}
            pageCount={pages.length}
            fields={state.fields.filter((field) => field.page === index)}
            signers={everyone}
            selectedId={state.selectedId}
            focusId={focusId}
            onFocused={clearFocus}
            register={registry.register(index)}
            dispatch={dispatch}
            snap={snap}
          />
        </li>
      ))}
    </ol>
  );

  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <div className="sticky top-14 z-20 -mx-4 space-y-3 border-b border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur lg:top-20 lg:mx-0 lg:max-h-[calc(100vh-6rem)] lg:space-y-5 lg:overflow-y-auto lg:rounded-lg lg:border lg:p-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={undo} disabled={!canUndo(history)} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </Button>
          <ZoomControls
            zoom={zoom}
            onZoom={setZoom}
            labels={{ group: "Zoom", zoomIn: "Zoom in", zoomOut: "Zoom out", level: (percent) => `${percent}%` }}
          />
          <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={snapping} onChange={(event) => setSnapping(event.target.checked)} className="h-4 w-4 accent-indigo-600" />
            Snap to fields and grid
          </label>
        </div>
        <FieldPalette items={paletteItems} handlers={drag.handlers} targetPage={targetPage} />
        {wide ? (
          <SignerLegend signers={signers} fields={state.fields} activeKey={activeKey} onActiveChange={setChosenKey} />
        ) : (
          <SignerPicker signers={signers} activeKey={activeKey} onActiveChange={setChosenKey} />
        )}
        {wide && properties}
        <div className="text-xs text-slate-600">
          <p role="status">{state.fields.length === 1 ? "1 field placed." : `${state.fields.length} fields placed.`}</p>
          <p id="field-editor-keys" className="sr-only lg:not-sr-only lg:mt-1">
            {KEYBOARD_HELP}
            {snap && " Dragged fields snap to other fields and to the grid; hold Alt while dragging to place freely."}
          </p>
        </div>
      </div>
      {/* On phones the settings sheet covers the bottom; the padding keeps the last page reachable.
          Zoomed pages are wider than the column: they scroll sideways, with room for the resize handles. */}
      <div className="overflow-x-auto overscroll-x-contain px-3 pb-3">{pageList}</div>
      {!wide && properties && (
        <div className="fixed inset-x-0 bottom-0 z-30 max-h-[50vh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-2xl">{properties}</div>
      )}
      {drag.preview && <DragPreview preview={drag.preview} pixelsPerPoint={pixelsPerPoint} />}
    </div>
  );
}
