"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { completedWording } from "./end-of-signing";
import type { SignerApi, SignerFiles } from "./signer-client";
import { StatusScreen } from "./status-screen";
import { useT } from "./translator-context";

type Files = { kind: "loading" } | { kind: "ready"; files: SignerFiles } | { kind: "failed" };

/**
 * Everyone has signed (or the only signer has): the signer's own copy, with links fetched fresh
 * (they last an hour), and the way back to the dashboard for a signer who works there.
 */
export function CompletedScreen({
  api,
  subject,
  signerCount,
  dashboardHref,
  context,
  actions,
}: {
  api: SignerApi;
  subject: string;
  signerCount: number;
  dashboardHref?: string;
  context: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const t = useT();
  const wording = completedWording(signerCount);
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
    <StatusScreen
      icon="check"
      tone="good"
      title={t(wording.title)}
      context={context}
      actions={
        (dashboardHref || actions) && (
          <>
            {dashboardHref && (
              <a href={dashboardHref} className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100">
                {t("sign.completed.dashboard")}
              </a>
            )}
            {actions}
          </>
        )
      }
    >
      <p>{t(wording.body, { subject })}</p>
      <div aria-live="polite" className="text-start">
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
        className="flex items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-4 py-3 text-start hover:bg-slate-50"
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
