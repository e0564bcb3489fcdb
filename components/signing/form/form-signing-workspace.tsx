"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { visibleBlockIds } from "@/lib/forms/visibility";
import type { FormAnswer, FormBlock } from "@/lib/schemas/online-forms";
import { DeclinePanel } from "../decline-panel";
import { FinishPanel } from "../finish-panel";
import { OtpStep } from "../otp-step";
import type { SignerApi, SignerView } from "../signer-client";
import type { SigningOutcome } from "../signing-flow";
import { SigningHeader } from "../signing-header";
import { refusalTexts } from "../submit-refusals";
import type { Translator } from "../translator";
import { useT } from "../translator-context";
import { useSigning } from "../use-signing";
import {
  answersToSend,
  formProblems,
  initialAnswers,
  knownRefusal,
  needsSignature,
  sortServerMessages,
  unprintableInRefusal,
  TEXT_ANSWER_MAX,
  visibleTree,
  type BlockRefusal,
  type FormProblemKind,
} from "./form-answers";
import { blockInputId, FormBlockView, type BlockContext } from "./form-block-view";

function problemText(t: Translator, kind: FormProblemKind): string {
  switch (kind) {
    case "answer":
      return t("sign.form.problem.answer");
    case "choose":
      return t("sign.form.problem.choose");
    case "chooseSome":
      return t("sign.form.problem.chooseSome");
    case "check":
      return t("sign.form.problem.check");
    case "tooLong":
      return t("sign.form.problem.tooLong", { max: TEXT_ANSWER_MAX });
    case "signature":
      return t("sign.form.problem.signature");
  }
}

function refusalText(t: Translator, block: FormBlock, refusal: BlockRefusal): string {
  const unprintable = unprintableInRefusal(refusal.reason);
  if (unprintable) return t("sign.form.problem.unprintable", { characters: unprintable });
  const known = knownRefusal(block, refusal.reason);
  // Note: the server's reason is English for developers; one the page does not know is not shown.
  return known ? problemText(t, known) : t("sign.form.problem.refused");
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Moves to a block's input (its first choice, its signature button) and brings it into view. */
function focusBlock(blockId: string) {
  const input = window.document.getElementById(blockInputId(blockId));
  if (!input) return;
  input.focus({ preventScroll: true });
  input.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * Signing an online form: the signer's blocks, top to bottom, shown and hidden as they answer
 * (the one rule engine, lib/forms/visibility.ts, on every change), then the text-message code,
 * consent and the signature, as for a PDF. The answers live only in this component's state: a
 * reload loses them (the spec says so), so the page says it and warns before leaving.
 */
export function FormSigningWorkspace({
  view,
  api,
  kiosk,
  onRefresh,
  onFinished,
}: {
  view: SignerView;
  api: SignerApi;
  kiosk: boolean;
  onRefresh: () => Promise<void>;
  onFinished: (outcome: SigningOutcome) => void;
}) {
  const t = useT();
  const blocks = useMemo(() => view.form?.blocks ?? [], [view.form]);
  const signing = useSigning<FormAnswer | undefined>({
    api,
    start: () => ({ values: initialAnswers(blocks, view.form?.prefills), codeVerified: view.otp.verified }),
    onRefresh,
    onFinished,
  });
  const { values: answers, signature, tried, busy, announcement, changed: dirty } = signing.state;
  const otpVerified = signing.state.codeVerified;
  // The server's words name no block here: the signer reads them as the page's (submit-refusals.ts).
  const generalMessages = useMemo(() => refusalTexts(signing.state.refusedMessages, [], t), [signing.state.refusedMessages, t]);
  const networkMessages = signing.state.submitFailed ? [t("sign.finish.networkError")] : [];
  const announce = (text: string) => signing.dispatch({ type: "announced", text });
  const [adoptingAt, setAdoptingAt] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | "summary" | null>(null);
  // A render for each request to move the focus, even when nothing else changed (a second attempt).
  const [focusRequest, setFocusRequest] = useState(0);
  const moveFocusTo = (target: string | "summary") => {
    pendingFocus.current = target;
    setFocusRequest((count) => count + 1);
  };

  const visible = useMemo(() => visibleBlockIds(blocks, answers), [blocks, answers]);
  const tree = useMemo(() => visibleTree(blocks, visible), [blocks, visible]);
  const problems = useMemo(() => formProblems(blocks, answers, signature !== null), [blocks, answers, signature]);
  const byId = useMemo(() => new Map(blocks.map((block) => [block.id, block])), [blocks]);

  // The page's own problems once the signer tried to sign; the server's where the page has none.
  const errors = new Map<string, string>();
  if (tried) for (const problem of problems) errors.set(problem.blockId, problemText(t, problem.kind));
  for (const { key, reason } of signing.state.refusals) {
    const refusal: BlockRefusal = { blockId: key, reason };
    const block = byId.get(refusal.blockId);
    if (block && visible.has(block.id) && !errors.has(block.id)) errors.set(block.id, refusalText(t, block, refusal));
  }
  const firstProblem = blocks.find((block) => errors.has(block.id)) ?? null;

  // Note: answers exist nowhere but here until the signer signs, so leaving asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending === "summary") summaryRef.current?.focus();
    else focusBlock(pending);
  }, [focusRequest]);


  const context: BlockContext = {
    answers,
    errors,
    signature,
    signerName: view.signer.name,
    kiosk,
    adoptingAt,
    onAnswer: (blockId, value) => signing.dispatch({ type: "valueChanged", key: blockId, value }),
    onAdoptAt: (blockId) => {
      if (blockId === null && adoptingAt) moveFocusTo(adoptingAt);
      setAdoptingAt(blockId);
    },
    onAdopt: (adopted) => {
      signing.dispatch({ type: "signatureAdopted", signature: adopted });
      if (adoptingAt) moveFocusTo(adoptingAt);
      setAdoptingAt(null);
      announce(t("sign.announce.adopted"));
    },
  };

  /** On every attempt to sign: the answers first; the first problem takes the focus. */
  const attempt = (): boolean => {
    signing.dispatch({ type: "attempted" });
    const first = problems[0];
    if (!first) return true;
    moveFocusTo(first.blockId);
    announce(t("sign.form.summary.problems", { count: problems.length }));
    return false;
  };

  const submit = async () => {
    const onPage = blocks.filter((block) => visible.has(block.id));
    const refused = await signing.submit(
      { fields: {}, answers: answersToSend(blocks, answers), signature: needsSignature(blocks, answers) && signature ? signature : undefined, consent: true },
      (messages) => {
        const sorted = sortServerMessages(messages, onPage);
        return { refusals: sorted.byBlock.map(({ blockId, reason }) => ({ key: blockId, reason })), messages: sorted.general };
      },
    );
    if (refused?.type !== "submitRefused") return;
    const first = onPage.find((block) => refused.refusals.some((refusal) => refusal.key === block.id));
    moveFocusTo(refused.messages.length > 0 || !first ? "summary" : first.id);
  };

  const problemCount = errors.size;
  const showSummary = problemCount > 0 || generalMessages.length > 0;
  const firstLabel = firstProblem ? firstProblem.label?.trim() || (firstProblem.type === "SIGNATURE" ? t("sign.field.signHere") : t("sign.form.untitled")) : "";

  return (
    <div className="min-h-screen bg-slate-100">
      <SigningHeader view={view} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <main aria-label={t("sign.form.label")} className="mx-auto max-w-2xl space-y-4 px-3 pb-10 pt-4 sm:px-6">
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">{t("sign.form.unsaved")}</p>

        {showSummary && (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="space-y-2 rounded-md border-2 border-red-600 bg-red-50 p-3 text-sm text-red-900">
            {problemCount > 0 && (
              <>
                <p className="font-semibold">
                  <span aria-hidden="true">⚠ </span>
                  {t("sign.form.summary.problems", { count: problemCount })}
                </p>
                {firstProblem && (
                  <a
                    href={`#${blockInputId(firstProblem.id)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusBlock(firstProblem.id);
                    }}
                    className="font-medium text-red-900 underline underline-offset-2"
                  >
                    {t("sign.form.summary.first", { label: firstLabel })}
                  </a>
                )}
              </>
            )}
            {generalMessages.length > 0 && (
              <div>
                <p className="font-semibold">{t("sign.form.summary.refused")}</p>
                <ul className="mt-1 list-disc space-y-1 ps-5">
                  {generalMessages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}

        <div className="space-y-3">
          {tree.map((node) => (
            <FormBlockView key={node.block.id} node={node} context={context} labelFallback={t("sign.form.untitled")} />
          ))}
        </div>

        <section aria-labelledby="form-finish-title" className="space-y-3 rounded-lg border border-slate-300 bg-white p-4">
          <h2 id="form-finish-title" className="text-lg font-semibold text-slate-900">
            {t("sign.panel.finish")}
          </h2>
          <FinishPanel
            view={view}
            api={api}
            missing={[]}
            otpVerified={otpVerified}
            submitting={busy === "submit"}
            serverMessages={networkMessages}
            onGoTo={() => undefined}
            onOtpVerified={() => {
              signing.dispatch({ type: "codeVerified" });
              announce(t("sign.otp.verified"));
            }}
            onAttempt={attempt}
            onSubmit={() => void submit()}
            signLabel={t("sign.form.finish")}
            stickyButtons={false}
          />
        </section>

        <section aria-labelledby="form-decline-title" className="rounded-lg border border-slate-300 bg-white p-4">
          {declining ? (
            <div className="space-y-3">
              <h2 id="form-decline-title" className="text-base font-semibold text-slate-900">
                {t("sign.panel.decline")}
              </h2>
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
                onCancel={() => setDeclining(false)}
              />
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="form-decline-title" className="text-sm text-slate-700">
                {t("sign.form.declineIntro")}
              </h2>
              <Button variant="secondary" onClick={() => setDeclining(true)}>
                {t("sign.decline")}
              </Button>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}
