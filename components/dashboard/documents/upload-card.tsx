"use client";

import { Card, CardHeader } from "@/components/ui/card";
import { UploadDropZone } from "./upload-drop-zone";
import { UploadList } from "./upload-list";
import { usePdfUploads } from "./use-pdf-uploads";

/** The upload half of the Documents page: the drop zone and this visit's uploads. */
export function UploadCard({ onUploaded }: { onUploaded?: () => void }) {
  const { uploads, addFiles, clearFinished } = usePdfUploads(onUploaded);
  return (
    <Card aria-label="Upload PDFs">
      <CardHeader
        title="Upload PDFs"
        description="Each file goes straight to storage. Afterwards Signet prepares a preview of every page."
      />
      <div className="space-y-4">
        <UploadDropZone onFiles={addFiles} />
        <UploadList uploads={uploads} onClearFinished={clearFinished} />
      </div>
    </Card>
  );
}
