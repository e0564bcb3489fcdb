"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SignerApi, SignerFiles } from "./signer-api";
import { StatusScreen } from "./status-screen";
import { useT } from "./translator-context";

type Files = { kind: "loading" } | { kind: "ready"; files: SignerFiles } | { kind: "failed" };

/** Everyone has signed: the signer's own copy, with links fetched fresh (they last an hour). */
export function CompletedScreen({ api, subject, context, actions }: { api: SignerApi; subject: string; context: React.ReactNode; actions?: React.ReactNode }) {
  const t = useT();
  const [files, setFiles] = useState<Files>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.files().then(
      (loaded) => live && setFiles({ kind: "ready", files: loaded }),
      () => live && setFiles({ kind: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  return (
    <StatusScreen icon="check" tone="good" title={t("sign.completed.title")} context={context} actions={actions}>
      <p>{t("sign.completed.body", { subject })}</p>
      <div aria-live="polite" className="text-left">
        {files.kind === "loading" && <p className="text-center text-sm text-slate-600">{t("sign.completed.loadingFiles")}</p>}
        {files.kind === "failed" && (
          <div className="space-y-3">
            <Alert tone="error">{t("sign.completed.filesFailed")}</Alert>
            <Button variant="secondary" onClick={() => { setFiles({ kind: "loading" }); setAttempt((n) => n + 1); }}>
              {t("sign.tryAgain")}
            </Button>
          </div>
        )}
        {files.kind === "ready" && (
          <ul className="space-y-3" aria-label={t("sign.completed.filesLabel")}>
            <FileLink title={t("sign.completed.signedDocument")} fileName={files.files.signedDocument.fileName} url={files.files.signedDocument.url} />
            <FileLink title={t("sign.completed.certificate")} fileName={files.files.completionCertificate.fileName} url={files.files.completionCertificate.url} />
          </ul>
        )}
      </div>
    </StatusScreen>
  );
}

function FileLink({ title, fileName, url }: { title: string; fileName: string; url: string }) {
  const t = useT();
  return (
    <li>
      <a
        href={url}
        download={fileName}
        className="flex items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-4 py-3 text-left hover:bg-slate-50"
      >
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">{title}</span>
          <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{fileName}</span>
        </span>
        <span className="shrink-0 text-sm font-medium text-indigo-700">{t("sign.completed.download")}</span>
      </a>
    </li>
  );
}
