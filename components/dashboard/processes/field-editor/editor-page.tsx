"use client";

import { useState } from "react";
import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import type { EditorSigner } from "./editor-signer";
import type { DraftField, FieldEditorAction } from "./field-editor-state";
import { PlacedField } from "./placed-field";

type Page = PdfAssetDetail["pages"][number];

/**
 * One page as a drop target: its box is reserved from the page's size before the image loads,
 * so fields and drops land where they will on the PDF. Pressing the empty page lets go of the
 * selected field.
 */
export function EditorPage({
  page,
  index,
  pageCount,
  fields,
  signers,
  selectedId,
  focusId,
  onFocused,
  register,
  dispatch,
  snap,
}: {
  page: Page;
  index: number;
  pageCount: number;
  fields: DraftField[];
  signers: EditorSigner[];
  selectedId: string | null;
  focusId: string | null;
  onFocused: () => void;
  register: (element: HTMLElement | null) => void;
  dispatch: (action: FieldEditorAction) => void;
  snap?: { grid: number };
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = `Page ${index + 1} of ${pageCount}`;
  const showImage = page.previewUrl !== null && page.previewUrl !== failedSrc;
  return (
    <div
      ref={register}
      role="group"
      aria-label={label}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) dispatch({ kind: "select", id: null });
      }}
      className="relative mx-auto w-full border border-slate-300 bg-white shadow-sm"
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
    >
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- short-lived presigned URLs: the image optimizer would cache them past expiry
        <img
          src={page.previewUrl!}
          alt=""
          draggable={false}
          loading={index < 2 ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailedSrc(page.previewUrl)}
          className="pointer-events-none absolute inset-0 h-full w-full select-none object-contain"
        />
      ) : (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-500">
          {page.previewUrl ? "This preview could not be loaded. Fields can still be placed." : "No preview for this page. Fields can still be placed."}
        </p>
      )}
      {fields.map((field) => (
        <PlacedField
          key={field.id}
          field={field}
          page={page}
          pageCount={pageCount}
          signer={signers.find((signer) => signer.key === field.signerKey)}
          selected={field.id === selectedId}
          focusRequested={field.id === focusId}
          onFocused={onFocused}
          dispatch={dispatch}
          others={snap ? fields.filter((other) => other.id !== field.id) : undefined}
          snap={snap}
        />
      ))}
      <span className="pointer-events-none absolute -top-6 left-0 text-xs text-slate-500" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
