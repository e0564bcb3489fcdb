"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card, CardHeader } from "@/components/ui/card";
import { UploadDropZone } from "../documents/upload-drop-zone";
import { UploadList } from "../documents/upload-list";
import { usePdfUploads } from "../documents/use-pdf-uploads";
import { LinkButton } from "../processes/header-links";

/**
 * "Send for signing" for one uploaded document, once every page has its preview. Note: the
 * query is the one the upload's status already polls, so this adds no request of its own.
 */
function SendUploaded({ assetId, fileName }: { assetId: string; fileName: string }) {
  const trpc = useTRPC();
  const asset = useQuery(trpc.pdfAssets.get.queryOptions({ id: assetId }));
  if (asset.data?.processing.status !== "READY") return null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-3">
      <p className="min-w-0 text-sm text-slate-700 [overflow-wrap:anywhere]">
        Ready to send: <span className="font-medium text-slate-900">{fileName}</span>
      </p>
      <LinkButton href={`/processes/new?document=${assetId}`}>
        Send for signing<span className="sr-only"> {fileName}</span>
      </LinkButton>
    </li>
  );
}

/** The shortest way to send: drop or pick a PDF right on the Overview, then open the wizard with it. */
export function SendDocumentCard({ onUploaded }: { onUploaded: () => void }) {
  const { uploads, addFiles, clearFinished } = usePdfUploads(onUploaded);
  const uploaded = uploads.filter((upload) => upload.phase === "done" && upload.assetId);
  return (
    <Card id="send-a-document" aria-label="Send a document" className="scroll-mt-20 border-indigo-200 p-4 sm:p-6">
      <CardHeader
        title="Send a document"
        description="Drop a PDF here or choose one. Once its pages are ready, send it for signing: you place the fields and add the signers next."
      />
      <div className="space-y-4">
        <UploadDropZone onFiles={addFiles} />
        <UploadList uploads={uploads} onClearFinished={clearFinished} />
        {uploaded.length > 0 && (
          <ul aria-label="Ready to send" className="space-y-2">
            {uploaded.map((upload) => (
              <SendUploaded key={upload.key} assetId={upload.assetId!} fileName={upload.fileName} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
