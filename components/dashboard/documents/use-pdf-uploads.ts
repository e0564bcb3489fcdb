"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { pdfFileProblem } from "./check-pdf-file";
import { putWithProgress } from "./put-with-progress";
import { uploadFailureOf, type UploadFailure } from "./upload-failure";

export type UploadPhase = "waiting" | "starting" | "sending" | "committing" | "done" | "failed";

export interface PdfUpload {
  /** Local to this page: one per chosen file, even when the same file is chosen twice. */
  key: string;
  fileName: string;
  sizeBytes: number;
  phase: UploadPhase;
  /** Whole percent of the bytes sent. */
  percent: number;
  failure: UploadFailure | null;
  assetId: string | null;
  /** True when the server already had these bytes and answered with the existing document. */
  duplicate: boolean;
}

let nextKey = 0;

/**
 * Uploads PDFs one after the other: initiate, PUT the bytes to the presigned URL, commit.
 * Note: one at a time, so that a batch does not trip the upload rate limit and each file's
 * progress bar moves at full speed instead of sharing the line with the others.
 */
export function usePdfUploads(onUploaded?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync: initiateUpload } = useMutation(trpc.pdfAssets.initiateUpload.mutationOptions());
  const { mutateAsync: commitUpload } = useMutation(trpc.pdfAssets.commitUpload.mutationOptions());
  const [uploads, setUploads] = useState<PdfUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback((key: string, change: Partial<PdfUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      try {
        update(key, { phase: "starting" });
        const session = await initiateUpload({ fileName: file.name, sizeBytes: file.size, contentType: "application/pdf" });
        update(key, { phase: "sending" });
        let lastPercent = 0;
        await putWithProgress({
          url: session.uploadUrl,
          method: session.method,
          headers: session.headers,
          body: file,
          onProgress: (fraction) => {
            // Progress events come many times a second; only a new whole percent is worth a render.
            const percent = Math.floor(fraction * 100);
            if (percent === lastPercent) return;
            lastPercent = percent;
            update(key, { percent });
          },
        });
        update(key, { phase: "committing", percent: 100 });
        const { asset, created } = await commitUpload({ uploadId: session.uploadId });
        update(key, { phase: "done", assetId: asset.id, duplicate: !created });
        void queryClient.invalidateQueries({ queryKey: trpc.pdfAssets.list.queryKey() });
        onUploaded?.();
      } catch (error) {
        update(key, { phase: "failed", failure: uploadFailureOf(error) });
      }
    },
    [commitUpload, initiateUpload, onUploaded, queryClient, trpc, update],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map((file) => {
        const problem = pdfFileProblem(file);
        const upload: PdfUpload = {
          key: `upload-${++nextKey}`,
          fileName: file.name,
          sizeBytes: file.size,
          phase: problem ? "failed" : "waiting",
          percent: 0,
          failure: problem ? { sentence: problem, technical: null } : null,
          assetId: null,
          duplicate: false,
        };
        if (!problem) queue.current = queue.current.then(() => send(upload.key, file));
        return upload;
      });
      setUploads((current) => [...current, ...added]);
    },
    [send],
  );

  const clearFinished = useCallback(() => {
    setUploads((current) => current.filter((upload) => upload.phase !== "done" && upload.phase !== "failed"));
  }, []);

  return { uploads, addFiles, clearFinished };
}
