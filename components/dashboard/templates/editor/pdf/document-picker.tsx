"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import type { PdfAssetRecord } from "@/server/services/assets/pdf-asset-record";
import { UploadCard } from "../../../documents/upload-card";
import { ChooseDocumentStep } from "../../../processes/new/choose-document-step";

/** How long after an upload the list of ready documents is refreshed, while its pages are prepared. */
const FOLLOW_UPLOAD_MS = 90_000;
const FOLLOW_EVERY_MS = 3_000;

/**
 * The PDF a template is based on: one of the organization's ready documents, or one uploaded
 * here (it joins the list once its pages are ready). Reuses the process wizard's choice and the
 * Documents page's upload.
 */
export function DocumentPicker({
  selectedId,
  selectedName,
  onSelect,
}: {
  selectedId: string | null;
  selectedName: string | null;
  onSelect: (asset: PdfAssetRecord) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(selectedId === null);
  const [followUntil, setFollowUntil] = useState(0);

  useEffect(() => {
    if (followUntil === 0) return;
    const timer = setInterval(() => {
      if (Date.now() > followUntil) setFollowUntil(0);
      void queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.list.queryKey() });
    }, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [followUntil, queryClient, trpc]);

  return (
    <section aria-labelledby="document-title" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="document-title" className="text-base font-semibold text-slate-900">
            Document
          </h2>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            {selectedId ? (
              <>
                Based on <span className="font-medium text-slate-900">{selectedName ?? "the chosen PDF"}</span>.
              </>
            ) : (
              "Choose the PDF every signing from this template starts from."
            )}
          </p>
        </div>
        {selectedId && (
          <Button variant="secondary" size="sm" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {choosing ? "Keep this document" : "Change document"}
          </Button>
        )}
      </div>
      {choosing && (
        <div className="space-y-4">
          <ChooseDocumentStep
            selectedId={selectedId ?? ""}
            onSelect={(asset) => {
              onSelect(asset);
              setChoosing(false);
            }}
          />
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700">Upload a new PDF</summary>
            <div className="mt-3">
              <UploadCard
                onUploaded={() => {
                  setFollowUntil(Date.now() + FOLLOW_UPLOAD_MS);
                  void queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.list.queryKey() });
                }}
              />
              <p className="mt-2 text-sm text-slate-600">An uploaded PDF appears in the list above as soon as its pages are ready.</p>
            </div>
          </details>
        </div>
      )}
    </section>
  );
}
