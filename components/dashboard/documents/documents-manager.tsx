"use client";

import { useState } from "react";
import { DocumentsList } from "./documents-list";
import { UploadCard } from "./upload-card";

/** The Documents page for an ADMIN: upload above, the library below. */
export function DocumentsManager() {
  const [page, setPage] = useState(1);
  return (
    <div className="space-y-6">
      <UploadCard onUploaded={() => setPage(1)} />
      <DocumentsList page={page} onPageChange={setPage} />
    </div>
  );
}
