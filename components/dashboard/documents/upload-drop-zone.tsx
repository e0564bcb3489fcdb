"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { UploadIcon } from "./document-icon";

function carriesFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * Where PDFs come in: dropped on the zone, or picked with the button (the keyboard's and the
 * phone's way, since neither can drag). The file input itself stays hidden.
 */
export function UploadDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    // Note: a file dropped beside the zone would make the browser open it in place of this
    // page, and every upload still under way would be lost with it.
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving onto a child element fires dragleave too; only leaving the zone itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors",
        dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50",
      )}
    >
      <UploadIcon className={dragging ? "text-indigo-600" : "text-slate-400"} />
      <p className="text-sm font-medium text-slate-800">
        {dragging ? "Drop to upload" : "Drag and drop PDF files here"}
      </p>
      <p className="text-sm text-slate-600">or</p>
      <Button onClick={() => input.current?.click()}>Choose PDF files</Button>
      <p className="text-xs text-slate-500">PDF files only, one or several at a time. Files with a password cannot be used.</p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again still fires change.
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
