"use client";

import { useCallback, useState } from "react";
import { cn } from "@/lib/cn";
import { pixelsToPoints, scaleFor } from "@/lib/pdf-geometry";
import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import { DragPreview } from "./drag-preview";
import { EditorPage } from "./editor-page";
import type { EditorSigner } from "./editor-signer";
import { nextFieldId, type FieldEditorAction, type FieldEditorState } from "./field-editor-state";
import { FieldPalette } from "./field-palette";
import { FieldProperties } from "./field-properties";
import { SignerLegend, SignerPicker } from "./signer-legend";
import { usePageRegistry } from "./use-page-registry";
import { usePaletteDrag } from "./use-palette-drag";
import { useWideScreen } from "./use-wide-screen";

type Page = PdfAssetDetail["pages"][number];

/**
 * Placing the signers' fields on the document: a palette to drag from, every page as a drop
 * target, and the selected field's settings (beside the pages on wide screens, in a sheet at
 * the bottom on phones). Fields are kept in points; the pages are drawn at whatever width fits.
 */
export function FieldEditor({
  pages,
  signers,
  state,
  dispatch,
}: {
  pages: Page[];
  signers: EditorSigner[];
  state: FieldEditorState;
  dispatch: (action: FieldEditorAction) => void;
}) {
  const registry = usePageRegistry();
  const wide = useWideScreen();
  const [chosenKey, setChosenKey] = useState(signers[0]?.key ?? "");
  const [focusId, setFocusId] = useState<string | null>(null);
  const activeKey = signers.some((signer) => signer.key === chosenKey) ? chosenKey : (signers[0]?.key ?? "");
  const selected = state.fields.find((field) => field.id === state.selectedId) ?? null;
  const targetPage = selected?.page ?? 0;
  const clearFocus = useCallback(() => setFocusId(null), []);

  const drag = usePaletteDrag({
    pageAt: registry.pageAt,
    onDrop(type, hit, clientX, clientY) {
      const page = pages[hit.index]!;
      const center = pixelsToPoints({ x: clientX - hit.rect.left, y: clientY - hit.rect.top, w: 0, h: 0 }, scaleFor(page, hit.rect.width));
      dispatch({ kind: "add", type, page: hit.index, signerKey: activeKey, center: { x: center.x, y: center.y } });
      setFocusId(nextFieldId(state));
    },
    onClickAdd(type) {
      dispatch({ kind: "add", type, page: targetPage, signerKey: activeKey });
      setFocusId(nextFieldId(state));
    },
  });
  const firstPage = registry.firstPageRect();
  const pixelsPerPoint = firstPage && pages[0] ? scaleFor(pages[0], firstPage.width) : 1;

  const properties = selected && <FieldProperties field={selected} signers={signers} pageCount={pages.length} dispatch={dispatch} />;

  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <div className="sticky top-14 z-20 -mx-4 space-y-3 border-b border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur lg:top-20 lg:mx-0 lg:max-h-[calc(100vh-6rem)] lg:space-y-5 lg:overflow-y-auto lg:rounded-lg lg:border lg:p-4">
        <FieldPalette handlers={drag.handlers} targetPage={targetPage} />
        {wide ? (
          <SignerLegend signers={signers} fields={state.fields} activeKey={activeKey} onActiveChange={setChosenKey} />
        ) : (
          <SignerPicker signers={signers} activeKey={activeKey} onActiveChange={setChosenKey} />
        )}
        {wide && properties}
        <div className="text-xs text-slate-600">
          <p role="status">{state.fields.length === 1 ? "1 field placed." : `${state.fields.length} fields placed.`}</p>
          <p id="field-editor-keys" className="sr-only lg:not-sr-only lg:mt-1">
            With a field selected: arrow keys move it, Shift and arrow keys resize it (add Alt for single points), Delete removes it, Escape lets go.
          </p>
        </div>
      </div>
      {/* On phones the settings sheet covers the bottom; the padding keeps the last page reachable. */}
      <ol aria-label="Pages" className={cn("mt-4 space-y-10 pt-6 lg:mt-0", !wide && selected && "pb-[50vh]")}>
        {pages.map((page, index) => (
          <li key={index}>
            <EditorPage
              page={page}
              index={index}
              pageCount={pages.length}
              fields={state.fields.filter((field) => field.page === index)}
              signers={signers}
              selectedId={state.selectedId}
              focusId={focusId}
              onFocused={clearFocus}
              register={registry.register(index)}
              dispatch={dispatch}
            />
          </li>
        ))}
      </ol>
      {!wide && properties && (
        <div className="fixed inset-x-0 bottom-0 z-30 max-h-[50vh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-2xl">{properties}</div>
      )}
      {drag.preview && <DragPreview preview={drag.preview} pixelsPerPoint={pixelsPerPoint} />}
    </div>
  );
}
