"use client";

import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { DocumentViewer } from "@/components/pdf/document-viewer";
import { Button } from "@/components/ui/button";
import { useElementSize } from "@/components/pdf/use-element-size";
import { DeclinePanel } from "./decline-panel";
import { fieldInputId } from "./field-editor";
import { FieldPanel } from "./field-panel";
import { fieldProblem, isFilled, isRequired, nextGuidedField, readingOrder, requiredProgress, submittedValues } from "./field-progress";
import { FinishPanel } from "./finish-panel";
import { OverviewPanel } from "./overview-panel";
import { clearSavedProgress, restoreProgress, saveProgress, tabStorage } from "./saved-progress";
import { ProgressMeter } from "./progress-meter";
import { OtpStep } from "./otp-step";
import type { FieldValue, SignerApi, SignerField, SignerView } from "./signer-client";
import type { SigningOutcome } from "./signing-flow";
import { SignedFieldsOverlay } from "./signed-fields-overlay";
import { fieldBoxId, SigningFieldOverlay } from "./signing-field-overlay";
import { SigningHeader } from "./signing-header";
import { refusalTexts } from "./submit-refusals";
import { useT } from "./translator-context";
import { usePageText } from "./use-page-text";
import { useSigning } from "./use-signing";

type Panel = { kind: "overview" } | { kind: "field"; id: string } | { kind: "finish" } | { kind: "decline" };

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Signing itself: the document with the signer's fields on it, and a panel that leads from
 * field to field, adopts the signature, asks for the text-message code and consent, and
 * submits (or declines). On a phone the panel sits at the bottom and the document scrolls
 * above it; on a wide screen it stands beside the document.
 */
export function SigningWorkspace({
  token,
  view,
  api,
  kiosk,
  onRefresh,
  onFinished,
}: {
  /** Names this signing's saved progress in the tab (saved-progress.ts). */
  token: string;
  view: SignerView;
  api: SignerApi;
  kiosk: boolean;
  onRefresh: () => Promise<void>;
  onFinished: (outcome: SigningOutcome) => void;
}) {
  const t = useT();
  const document = view.document!;
  const ordered = useMemo(() => readingOrder(view.fields), [view.fields]);
  const pageTexts = usePageText(api);
  const pages = useMemo(() => document.pages.map((page, index) => ({ ...page, text: pageTexts?.[index] ?? null })), [document.pages, pageTexts]);
  // What this tab kept from before a reload, read once: it wins over prefills, as the signer typed it.
  const signing = useSigning<FieldValue>({
    api,
    start: () => {
      const saved = restoreProgress(tabStorage(), token, view.fields);
      return { values: { ...Object.fromEntries(view.fields.map((field) => [field.id, field.value])), ...saved?.values }, signature: saved?.signature, codeVerified: view.otp.verified };
    },
    onRefresh,
    onFinished: (outcome) => {
      clearSavedProgress(tabStorage(), token);
      onFinished(outcome);
    },
  });
  const { values, signature, codeVerified: otpVerified, tried: triedToFinish, busy, announcement } = signing.state;
  const announce = (text: string) => signing.dispatch({ type: "announced", text });
  // Optional fields the signer went past empty: the guided path does not offer them again.
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(() => new Set());
  const [panel, setPanel] = useState<Panel>({ kind: "overview" });
  const [panelRef, panelSize] = useElementSize<HTMLElement>();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const panelBody = useRef<HTMLDivElement>(null);
  // Where the focus goes after the panel changes; null leaves it where it is (first paint).
  const pendingFocus = useRef<"input" | "heading" | null>(null);
  const [scrollTarget, setScrollTarget] = useState<{ fieldId: string; centre: boolean } | null>(null);
  const panelHeight = panelSize?.height ?? 0;

  useEffect(() => saveProgress(tabStorage(), token, { values, signature }), [token, values, signature]);

  const hasSignature = signature !== null;
  const progress = requiredProgress(view.fields, values, hasSignature);
  const missing = ordered.filter((field) => fieldProblem(field, values[field.id] ?? null, hasSignature) !== null);
  const activeField = panel.kind === "field" ? (ordered.find((field) => field.id === panel.id) ?? null) : null;
  const activeSkippable = activeField !== null && !isRequired(activeField) && !isFilled(activeField, values[activeField.id] ?? null, hasSignature);
  const upcoming = nextGuidedField(ordered, values, hasSignature, activeField?.id ?? null, activeSkippable ? new Set([...skipped, activeField.id]) : skipped);
  // The path never leads back to where the signer stands: an empty field left behind is listed at the finish.
  const nextOnPath = upcoming && upcoming.id !== activeField?.id ? upcoming : null;

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    // A signature has no input of its own: its first control (the chosen way to sign) takes the focus.
    const input =
      pending === "input" && activeField
        ? (window.document.getElementById(fieldInputId(activeField.id)) ?? panelBody.current?.querySelector<HTMLElement>('[aria-selected="true"], button'))
        : null;
    // Note: preventScroll, or the browser would jump to the input and cut the smooth scroll short.
    (input ?? panelHeading.current)?.focus({ preventScroll: true });
  }, [panel, activeField]);

  // Brings the current field into view, clear of the panel (its height is the fields' scroll
  // margin), and again whenever the panel changes height, as it does when the signature pad opens.
  useEffect(() => {
    if (!scrollTarget) return;
    window.document.getElementById(fieldBoxId(scrollTarget.fieldId))?.scrollIntoView({
      block: scrollTarget.centre ? "center" : "nearest",
      inline: scrollTarget.centre ? "center" : "nearest",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, [scrollTarget, panelHeight]);

  const goToField = (field: SignerField, how: "guided" | "tap") => {
    pendingFocus.current = "input";
    setScrollTarget({ fieldId: field.id, centre: how === "guided" });
    setPanel({ kind: "field", id: field.id });
    announce(
      t("sign.announce.field", {
        label: field.label,
        number: ordered.indexOf(field) + 1,
        count: ordered.length,
        requirement: isRequired(field) ? t("sign.field.required") : t("sign.field.optional"),
      }),
    );
  };

  const openPanel = (next: Exclude<Panel, { kind: "field" }>) => {
    pendingFocus.current = "heading";
    setScrollTarget(null);
    setPanel(next);
    if (next.kind === "finish") {
      signing.dispatch({ type: "attempted" });
      announce(t("sign.announce.finish"));
    }
  };

  /**
   * The guided path (nextGuidedField): the next field still to offer, or the last step once none
   * is. Leaving an optional field empty skips it.
   */
  const advance = (after: SignerField | null, adopted = hasSignature) => {
    let passed = skipped;
    if (after && !isRequired(after) && !isFilled(after, values[after.id] ?? null, adopted)) {
      passed = new Set([...skipped, after.id]);
      setSkipped(passed);
    }
    const next = nextGuidedField(ordered, values, adopted, after?.id ?? null, passed);
    if (next && next.id !== after?.id) goToField(next, "guided");
    else openPanel({ kind: "finish" });
  };

  const submit = () => {
    const needsSignature = view.fields.some((field) => field.type === "SIGNATURE");
    void signing.submit({ fields: submittedValues(view.fields, values), signature: needsSignature && signature ? signature : undefined, consent: true });
  };
  // The server's refusals in the signer's words (submit-refusals.ts); a failure to reach it as one sentence.
  const { submitFailed, refusedMessages } = signing.state;
  const serverMessages = useMemo(
    () => (submitFailed ? [t("sign.finish.networkError")] : refusalTexts(refusedMessages, view.fields, t)),
    [submitFailed, refusedMessages, view.fields, t],
  );

  const pageFields = (pageIndex: number) => ordered.filter((field) => field.page === pageIndex);
  return (
    <div className="min-h-screen bg-slate-100" style={{ "--panel-h": `${panelHeight}px` } as CSSProperties}>
      <SigningHeader view={view} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6 lg:px-6">
        <main
          aria-label={t("sign.documentLabel")}
          className="px-2 pb-[calc(var(--panel-h)+1.5rem)] pt-3 sm:px-4 lg:px-0 lg:pb-10 lg:pt-6 lg:[--panel-h:0px]"
        >
          <DocumentViewer
            pages={pages}
            labels={{
              page: (number, count) => t("sign.page", { number, count }),
              imageFailed: t("sign.pageFailed"),
              retry: t("sign.pageRetry"),
              zoom: { group: t("sign.zoom.group"), zoomIn: t("sign.zoom.in"), zoomOut: t("sign.zoom.out"), level: (percent) => t("sign.zoom.level", { percent }), panHint: t("sign.zoom.panHint") },
            }}
            toolbarEnd={<p className="text-sm text-slate-600">{t("sign.pageCount", { count: document.pageCount })}</p>}
            onImagesExpired={() => void onRefresh()}
            renderOverlay={(pageIndex, widthPx) => (
              <>
                <SignedFieldsOverlay fields={view.signedFields.filter((field) => field.page === pageIndex)} page={document.pages[pageIndex]!} renderedWidthPx={widthPx} />
                <SigningFieldOverlay
                  fields={pageFields(pageIndex)}
                  page={document.pages[pageIndex]!}
                  renderedWidthPx={widthPx}
                  values={values}
                  signature={signature}
                  activeId={activeField?.id ?? null}
                  onSelect={(field) => goToField(field, "tap")}
                />
              </>
            )}
          />
        </main>

        <aside
          ref={panelRef}
          aria-labelledby="signing-panel-title"
          className="fixed inset-x-0 bottom-0 z-30 max-h-[75dvh] overflow-y-auto border-t border-slate-300 bg-white px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] lg:sticky lg:inset-auto lg:top-6 lg:mt-6 lg:max-h-[calc(100dvh-3rem)] lg:rounded-lg lg:border lg:pb-4 lg:shadow-sm"
        >
          <div className="flex min-h-8 items-center justify-between gap-3">
            <h2 id="signing-panel-title" ref={panelHeading} tabIndex={-1} className="text-base font-semibold text-slate-900">
              {panel.kind === "overview"
                ? t("sign.panel.overview")
                : panel.kind === "finish"
                  ? t("sign.panel.finish")
                  : panel.kind === "decline"
                    ? t("sign.panel.decline")
                    : activeField
                      ? t("sign.panel.field", { number: ordered.indexOf(activeField) + 1, count: ordered.length })
                      : ""}
            </h2>
            {panel.kind === "field" && (
              <Button variant="ghost" size="sm" onClick={() => openPanel({ kind: "overview" })}>
                {t("sign.field.overview")}
              </Button>
            )}
          </div>
          {ordered.length > 0 && panel.kind !== "decline" && (
            <div className="mt-1">
              <ProgressMeter progress={progress} />
            </div>
          )}
          <div ref={panelBody} className="mt-3">
            {panel.kind === "overview" && (
              <OverviewPanel
                progress={progress}
                nextField={nextGuidedField(ordered, values, hasSignature, null, skipped)}
                hasFields={ordered.length > 0}
                downloadUrl={kiosk ? null : document.url}
                onNext={(field) => goToField(field, "guided")}
                onFinish={() => openPanel({ kind: "finish" })}
                onDecline={() => openPanel({ kind: "decline" })}
              />
            )}
            {panel.kind === "field" && activeField && (
              <FieldPanel
                key={activeField.id}
                field={activeField}
                value={values[activeField.id] ?? null}
                signature={signature}
                signerName={view.signer.name}
                kiosk={kiosk}
                showProblem={triedToFinish}
                hasNext={nextOnPath !== null}
                skippable={activeSkippable}
                onChange={(value) => signing.dispatch({ type: "valueChanged", key: activeField.id, value })}
                onAdopt={(adopted) => {
                  signing.dispatch({ type: "signatureAdopted", signature: adopted });
                  announce(t("sign.announce.adopted"));
                  advance(activeField, true);
                }}
                onPrevious={() => {
                  const index = ordered.indexOf(activeField);
                  if (index > 0) goToField(ordered[index - 1]!, "guided");
                }}
                isFirst={ordered.indexOf(activeField) === 0}
                onNext={() => advance(activeField)}
              />
            )}
            {panel.kind === "finish" && (
              <FinishPanel
                view={view}
                api={api}
                missing={missing}
                otpVerified={otpVerified}
                submitting={busy === "submit"}
                serverMessages={serverMessages}
                onGoTo={(field) => goToField(field, "guided")}
                onOtpVerified={() => {
                  signing.dispatch({ type: "codeVerified" });
                  announce(t("sign.otp.verified"));
                }}
                onSubmit={submit}
                onBack={() => openPanel({ kind: "overview" })}
              />
            )}
            {panel.kind === "decline" && (
              <DeclinePanel
                organizationName={view.process.organizationName}
                senderInformed={view.process.declineNotifiesSender}
                busy={busy === "decline"}
                failed={signing.state.declineFailed}
                codeStep={
                  view.otp.required && !otpVerified ? (
                    <OtpStep api={api} phoneHint={view.otp.phoneHint} organizationName={view.process.organizationName} onVerified={() => signing.dispatch({ type: "codeVerified" })} />
                  ) : undefined
                }
                onDecline={(reason) => void signing.decline(reason)}
                onCancel={() => openPanel({ kind: "overview" })}
              />
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
