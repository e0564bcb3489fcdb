"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/i18n/format-date-time";
import { messages } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import { VERIFY_MAX_BYTES, type Verification } from "@/lib/schemas/verification";
import { languageAttributes } from "@/lib/i18n/text-direction";

type Check =
  | { kind: "idle" }
  | { kind: "hashed"; file: File; sha256: string }
  | { kind: "checking"; file: File; sha256: string }
  | { kind: "done"; file: File; sha256: string; result: Verification }
  | { kind: "failed"; file?: File; sha256?: string; message: "verify.tooLarge" | "verify.notPdf" | "verify.throttled" | "verify.failed" };

const VERDICT_STYLE: Record<Verification["verdict"], string> = {
  VALID: "border-green-300 bg-green-50 text-green-900",
  VALID_ELSEWHERE: "border-amber-300 bg-amber-50 text-amber-950",
  TAMPERED: "border-red-300 bg-red-50 text-red-900",
  NOT_SIGNED: "border-slate-300 bg-slate-50 text-slate-900",
};

/** The document the page was opened for: `#sha256=<hex>`, as the completion certificate's QR code links it. */
function expectedFromHash(): string | null {
  const match = /(?:^#|&)sha256=([0-9a-fA-F]{64})(?:&|$)/.exec(window.location.hash);
  return match ? match[1]!.toLowerCase() : null;
}

async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function VerifyPanel({ language }: { language: Language }) {
  const t = messages.in(language);
  const at = (moment: string) => formatDateTime(language, moment);
  const [expected, setExpected] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const read = () => setExpected(expectedFromHash());
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > VERIFY_MAX_BYTES) return setCheck({ kind: "failed", file, message: "verify.tooLarge" });
    // The fingerprint is computed here, before anything leaves the browser.
    setCheck({ kind: "hashed", file, sha256: await sha256Of(file) });
  }

  async function submit() {
    if (check.kind !== "hashed") return;
    const { file, sha256 } = check;
    setCheck({ kind: "checking", file, sha256 });
    try {
      const response = await fetch("/api/v1/verify", { method: "POST", headers: { "content-type": "application/pdf" }, body: file });
      if (response.ok) {
        const body = (await response.json()) as { data: Verification };
        setCheck({ kind: "done", file, sha256, result: body.data });
        requestAnimationFrame(() => result.current?.focus());
        return;
      }
      const message = response.status === 400 ? "verify.notPdf" : response.status === 413 ? "verify.tooLarge" : response.status === 429 ? "verify.throttled" : "verify.failed";
      setCheck({ kind: "failed", file, sha256, message });
    } catch {
      setCheck({ kind: "failed", file, sha256, message: "verify.failed" });
    }
  }

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const sha256 = "sha256" in check ? check.sha256 : undefined;
  const fileName = "file" in check ? check.file?.name : undefined;

  return (
    <main {...languageAttributes(language)} className="mx-auto flex min-h-screen w-full max-w-2xl flex-col px-4 py-8 sm:py-14">
      <p className="mb-6 text-xl font-bold tracking-tight text-indigo-700">Signet</p>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("verify.title")}</h1>
      <p className="mt-2 text-slate-700">{t("verify.intro")}</p>

      {expected && (
        <div className="mt-6 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
          <p>{t("verify.expected")}</p>
          <p className="mt-1 break-all font-mono text-xs">{expected}</p>
          {sha256 && (
            <p className="mt-2 font-medium" role="status">
              {sha256 === expected ? t("verify.matches") : t("verify.differs")}
            </p>
          )}
        </div>
      )}

      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`mt-6 flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-8 text-center focus-within:ring-2 focus-within:ring-indigo-500 ${
          dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-white"
        }`}
      >
        <span className="text-slate-700">{t("verify.drop")}</span>
        <span className="inline-flex h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white">{t("verify.choose")}</span>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>

      {sha256 && fileName && (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">{t("verify.fingerprint", { fileName })}</p>
          <p className="mt-1 break-all font-mono text-xs text-slate-900" data-testid="local-sha256">
            {sha256}
          </p>
          {(check.kind === "hashed" || check.kind === "checking") && (
            <Button className="mt-4 w-full sm:w-auto" disabled={check.kind === "checking"} onClick={() => void submit()}>
              {check.kind === "checking" ? t("verify.checking") : t("verify.check")}
            </Button>
          )}
        </div>
      )}

      {check.kind === "failed" && (
        <div className="mt-6">
          <Alert tone="error">{t(check.message)}</Alert>
        </div>
      )}

      {check.kind === "done" && (
        <div ref={result} tabIndex={-1} className="mt-6 outline-none" aria-live="polite">
          <section className={`rounded-lg border p-4 ${VERDICT_STYLE[check.result.verdict]}`}>
            <h2 className="text-lg font-semibold">{t(`verify.verdict.${check.result.verdict}`)}</h2>
            <p className="mt-1 text-sm">{t(`verify.detail.${check.result.verdict}`)}</p>
          </section>

          {check.result.issuedHere && (
            <section className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <h2 className="text-base font-semibold">
                {t(check.result.issuedHere.kind === "SIGNED_DOCUMENT" ? "verify.issued.document" : "verify.issued.certificate", {
                  subject: check.result.issuedHere.subject,
                })}
              </h2>
              <p className="mt-1 text-slate-700">{t("verify.issued.completed", { time: at(check.result.issuedHere.completedAt) })}</p>
              {/* An erased process names no signers any more. */}
              {check.result.issuedHere.signers.length > 0 && (
                <>
                  <h3 className="mt-3 font-medium">{t("verify.issued.signers")}</h3>
                  <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700">
                    {check.result.issuedHere.signers.map((signer, index) => (
                      <li key={index}>{signer.signedAt ? t("verify.issued.signedAt", { name: signer.name, time: at(signer.signedAt) }) : signer.name}</li>
                    ))}
                  </ul>
                </>
              )}
              <p className="mt-3 text-slate-700">{t("verify.issued.audit", { count: check.result.issuedHere.auditLength })}</p>
              <p className="mt-1 break-all font-mono text-xs">{check.result.issuedHere.auditHeadHash}</p>
            </section>
          )}

          {check.result.seals.length > 0 && (
            <section className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <h2 className="text-base font-semibold">{t("verify.seals")}</h2>
              <ol className="mt-2 space-y-3">
                {check.result.seals.map((seal, index) => (
                  <li key={index} className={`border-s-4 ps-3 text-slate-700 ${seal.valid ? "border-green-600" : "border-red-600"}`}>
                    <p className="font-medium text-slate-900">{seal.signer ? t("verify.seal.by", { signer: seal.signer }) : t("verify.seal.unnamed")}</p>
                    <p>{seal.valid ? t("verify.seal.valid") : t("verify.seal.invalid")}</p>
                    {seal.signedAt && <p>{t("verify.seal.at", { time: at(seal.signedAt) })}</p>}
                    <p>
                      {seal.timestamp
                        ? t("verify.seal.timestamp", { time: at(seal.timestamp.time), authority: seal.timestamp.authority ?? "" })
                        : t("verify.seal.noTimestamp")}
                    </p>
                    {/* Validation data and a document time-stamp after a seal are no change to the document. */}
                    {seal.valid && !seal.coversWholeFile && !seal.longTermValidation && <p>{t("verify.seal.partial")}</p>}
                    {seal.longTermValidation && <p>{t("verify.seal.longTerm")}</p>}
                  </li>
                ))}
              </ol>
            </section>
          )}

          <Button variant="secondary" className="mt-6 w-full sm:w-auto" onClick={() => input.current?.click()}>
            {t("verify.another")}
          </Button>
        </div>
      )}
    </main>
  );
}
