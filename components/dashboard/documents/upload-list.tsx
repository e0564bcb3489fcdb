import { Button } from "@/components/ui/button";
import { formatBytes } from "./format-bytes";
import { ProgressBar } from "./progress-bar";
import { TechnicalDetails } from "./technical-details";
import { UploadedDocumentStatus } from "./uploaded-document-status";
import type { PdfUpload, UploadPhase } from "./use-pdf-uploads";

const PHASE_TEXT: Record<Exclude<UploadPhase, "done" | "failed">, string> = {
  waiting: "Waiting for the files before it…",
  starting: "Preparing the upload…",
  sending: "Uploading…",
  committing: "Checking the PDF…",
};

function UploadOutcome({ upload }: { upload: PdfUpload }) {
  if (upload.phase === "failed") {
    return (
      <div role="alert" className="text-sm text-red-800">
        <p>
          <span className="font-medium">Upload failed:</span> {upload.failure?.sentence}
        </p>
        <TechnicalDetails text={upload.failure?.technical ?? null} />
      </div>
    );
  }
  if (upload.phase === "done") {
    // Note: "done" always comes with the asset's id; the check only narrows the type.
    return upload.assetId ? <UploadedDocumentStatus assetId={upload.assetId} fileName={upload.fileName} duplicate={upload.duplicate} /> : null;
  }
  return <p className="text-sm text-slate-600">{PHASE_TEXT[upload.phase]}</p>;
}

/** This visit's uploads, oldest first, each with its progress and how it ended. */
export function UploadList({ uploads, onClearFinished }: { uploads: PdfUpload[]; onClearFinished: () => void }) {
  if (uploads.length === 0) return null;
  const anyFinished = uploads.some((upload) => upload.phase === "done" || upload.phase === "failed");
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Uploads</h3>
        {anyFinished && (
          <Button variant="ghost" size="sm" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </div>
      <ul aria-label="Uploads" className="space-y-2">
        {uploads.map((upload) => {
          const nameId = `${upload.key}-name`;
          // A failed file shows its error instead: a full bar next to "Upload failed" would read as success.
          const showBar = upload.phase !== "waiting" && upload.phase !== "failed";
          return (
            <li key={upload.key} className="space-y-2 rounded-md border border-slate-200 p-3">
              <div className="flex items-baseline justify-between gap-3">
                <p id={nameId} className="min-w-0 break-words text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
                  {upload.fileName}
                </p>
                <span className="shrink-0 text-xs text-slate-500">{formatBytes(upload.sizeBytes)}</span>
              </div>
              {showBar && <ProgressBar percent={upload.percent} labelledBy={nameId} />}
              {/* Polite, so that each step and the outcome are read out without interrupting. */}
              <div aria-live="polite">
                <UploadOutcome upload={upload} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
