"use client";

import { toE164, formatPhone, type PhoneCountry } from "@/lib/phone/phone-number";
import { cn } from "@/lib/cn";
import { Alert } from "@/components/ui/alert";
import type { PrintWarning } from "../../forms/print-warnings";
import type { PdfAssetDetail } from "@/server/services/assets/pdf-asset-record";
import { fieldDisplayName, fieldKindName, type DraftField } from "../field-editor/field-editor-state";
import { signerColor } from "../field-editor/signer-colors";
import { InvitationPreview } from "./invitation-preview";
import { toObserversInput } from "../../observers/observer-rows";
import { effectiveSigners, localInputToIso, type DraftSigner, type ProcessDraft } from "./process-draft";
import { SendSummary } from "./send-summary";

/** How a signer is reached, in words. */
function reachText(draft: ProcessDraft, signer: DraftSigner, index: number): string {
  switch (draft.dispatchMode) {
    case "EMAIL":
      return index === 0 ? `By email to ${signer.email.trim()}, as soon as you send.` : `By email to ${signer.email.trim()}, once the signer before has signed.`;
    case "KIOSK":
      return "In person, on the kiosk screen of this dashboard: no email is sent.";
    case "CURRENT_USER":
      return "You sign it yourself, right after sending: no email is sent.";
  }
}

function verificationText(draft: ProcessDraft, signer: DraftSigner, phoneCountry: PhoneCountry): string {
  if (draft.dispatchMode === "CURRENT_USER" || draft.authPolicy === "SES_LINK_ONLY") {
    return draft.dispatchMode === "CURRENT_USER" ? "No extra check: you are signed in." : "No extra check: opening the link is enough.";
  }
  const phone = toE164(signer.phoneE164, phoneCountry);
  return phone ? `Confirms with a code sent by text message to ${formatPhone(phone)}.` : "Confirms with a code sent by text message.";
}

const fieldCountText = (count: number) => (count === 1 ? "1 field" : `${count} fields`);

/**
 * The last step: who signs in which order, how each is reached and checked, their fields on each
 * page, and the email each receives, before Send.
 */
export function ReviewStep({
  draft,
  fields,
  pages,
  documentName,
  phoneCountry,
  printWarnings,
}: {
  draft: ProcessDraft;
  fields: DraftField[];
  pages: PdfAssetDetail["pages"];
  documentName: string;
  phoneCountry: PhoneCountry;
  /** Text the PDFs cannot print (use-print-warnings.ts), repeated here before Send. */
  printWarnings: readonly PrintWarning[];
}) {
  const signers = effectiveSigners(draft);
  const copies = toObserversInput(draft.observers);
  const indexOf = new Map(signers.map((signer, index) => [signer.key, index]));
  const titleOf = (signer: DraftSigner, index: number) => `${index + 1} · ${signer.name.trim() || `Signer ${index + 1}`}`;
  const expiresAt = localInputToIso(draft.expiresAtLocal);
  const pagesWithFields = pages.map((page, number) => ({ page, number, fields: fields.filter((field) => field.page === number) })).filter((entry) => entry.fields.length > 0);

  return (
    <div className="space-y-6">
      {printWarnings.length > 0 && (
        <Alert tone="warning">
          <p className="font-medium">Some of your text cannot be printed in the PDF. You can still send; to avoid it, write it another way.</p>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {printWarnings.map((warning) => (
              <li key={warning.key}>
                {warning.label}: {warning.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <section aria-labelledby="review-document" className="space-y-1">
        <h3 id="review-document" className="text-base font-semibold text-slate-900">
          “{draft.subject.trim()}”
        </h3>
        <p className="text-sm text-slate-700">
          {documentName} · {pages.length === 1 ? "1 page" : `${pages.length} pages`}
        </p>
        <SendSummary draft={draft} fieldCount={fields.length} />
      </section>

      <section aria-labelledby="review-signers" className="space-y-3">
        <h3 id="review-signers" className="text-base font-semibold text-slate-900">
          Signers, in signing order
        </h3>
        <ol aria-labelledby="review-signers" className="space-y-3">
          {signers.map((signer, index) => {
            const own = fields.filter((field) => field.signerKey === signer.key);
            return (
              <li key={signer.key} className="space-y-2 rounded-md border border-slate-200 bg-white p-3 text-sm [overflow-wrap:anywhere]">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span aria-hidden="true" className={cn("flex h-6 w-6 shrink-0 items-center justify-center rounded-sm text-xs font-bold", signerColor(index).badge)}>
                    {index + 1}
                  </span>
                  <span className="min-w-0 [overflow-wrap:anywhere]">{signer.name.trim() || `Signer ${index + 1}`}</span>
                  {signer.roleLabel.trim() && <span className="min-w-0 font-normal text-slate-600 [overflow-wrap:anywhere]">· {signer.roleLabel.trim()}</span>}
                </p>
                <p className="text-slate-700">{reachText(draft, signer, index)}</p>
                <p className="text-slate-700">{verificationText(draft, signer, phoneCountry)}</p>
                <p className="text-slate-700">
                  {own.length === 0
                    ? "No fields: they only confirm the document."
                    : `${fieldCountText(own.length)}: ${own.map((field) => `${fieldDisplayName(field)} (page ${field.page + 1})`).join(", ")}.`}
                </p>
                {draft.dispatchMode === "EMAIL" && expiresAt && (
                  <InvitationPreview
                    signerName={signer.name.trim()}
                    input={{ subject: draft.subject.trim(), message: draft.message.trim(), expiresAt, signerName: signer.name.trim(), locale: signer.locale }}
                  />
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="review-pages" className="space-y-3">
        <h3 id="review-pages" className="text-base font-semibold text-slate-900">
          Fields on the document
        </h3>
        {pagesWithFields.length === 0 ? (
          <p className="text-sm text-slate-700">No fields are placed.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pagesWithFields.map(({ page, number, fields: onPage }) => (
              <li key={number} className="space-y-2">
                <h4 className="text-sm font-medium text-slate-900">
                  Page {number + 1} · {fieldCountText(onPage.length)}
                </h4>
                <div className="relative w-full max-w-xs overflow-hidden rounded border border-slate-300 bg-white" style={{ aspectRatio: `${page.width} / ${page.height}` }}>
                  {page.previewUrl && (
                    // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived preview link
                    <img src={page.previewUrl} alt="" className="absolute inset-0 h-full w-full" />
                  )}
                  {onPage.map((field) => (
                    <span
                      key={field.id}
                      aria-hidden="true"
                      className={cn("absolute border-2", signerColor(indexOf.get(field.signerKey) ?? 0).box)}
                      style={{
                        left: `${(field.x / page.width) * 100}%`,
                        top: `${(field.y / page.height) * 100}%`,
                        width: `${(field.w / page.width) * 100}%`,
                        height: `${(field.h / page.height) * 100}%`,
                      }}
                    />
                  ))}
                </div>
                <ul aria-label={`Fields on page ${number + 1}`} className="space-y-0.5 text-sm text-slate-700">
                  {onPage.map((field) => {
                    const index = indexOf.get(field.signerKey) ?? 0;
                    return (
                      <li key={field.id}>
                        {fieldDisplayName(field)} ({fieldKindName(field).toLowerCase()}
                        {field.required ? "" : ", optional"}) for {titleOf(signers[index]!, index)}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      {copies.length > 0 && (
        <section aria-labelledby="review-copies" className="space-y-2">
          <h3 id="review-copies" className="text-base font-semibold text-slate-900">
            Copies go to
          </h3>
          <ul aria-labelledby="review-copies" className="space-y-1 text-sm text-slate-700">
            {copies.map((observer) => (
              <li key={observer.email} className="[overflow-wrap:anywhere]">
                <bdi>{observer.name}</bdi> · {observer.email}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">They get the signed document and its certificate by email once everyone has signed.</p>
        </section>
      )}
    </div>
  );
}
