"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { clearAllSavedProgress, tabStorage } from "@/components/signing/saved-progress";
import { SigningFlow, type SigningOutcome } from "@/components/signing/signing-flow";
import { LanguageChoiceProvider } from "@/components/signing/language-choice";
import { signerClient } from "@/components/signing/signer-client";
import { FOCUS_RING } from "@/components/signing/focus-ring";
import { translatorFor } from "@/components/signing/translator";
import { useFocusOnNewScreen } from "@/components/signing/use-focus-on-new-screen";
import { signerLanguage } from "@/lib/i18n/signer-language";
import type { Language } from "@/lib/languages";
import type { KioskState } from "@/server/services/kiosk/get-kiosk-state";
import type { PinRefusal } from "@/server/services/kiosk/kiosk-session";
import { KioskBar } from "./kiosk-bar";
import { KioskHandoff } from "./kiosk-handoff";
import { KioskLock } from "./kiosk-lock";
import { KioskOver } from "./kiosk-over";
import { refusalText } from "./kiosk-pin";
import { KioskStart } from "./kiosk-start";

type Stage =
  | { kind: "start" }
  | { kind: "handoff" }
  | { kind: "signing" }
  | { kind: "locked"; outcome: SigningOutcome | null; signer: { name: string; locale: Language } | null }
  | { kind: "over" };

const FINALIZING_POLL_MS = 3000;
// Copy links work for 15 minutes: asking again every minute keeps the codes on screen fresh.
const COPIES_REFRESH_MS = 60_000;

/** The screen the server's state calls for; the server decides whether the kiosk is locked. */
function stageFor(state: KioskState): Stage {
  switch (state.lock) {
    case "START":
      return { kind: "start" };
    case "OPEN":
      return { kind: "handoff" };
    case "LOCKED":
      return { kind: "locked", outcome: null, signer: null };
    case "NONE":
      return { kind: "over" };
  }
}

/**
 * One device, several signers in turn. Staff choose a PIN, then: "hand the device to <name>",
 * that signer's signing page, then a lock screen until staff enter the PIN. The lock is the
 * server's (kiosk-session.ts): while locked it gives out no signer's token, so a reload or a new
 * tab lands on the lock screen again. Note: each signer's page is its own SigningFlow, keyed by
 * signer and unmounted at the lock, so nothing one signer typed or drew survives into the next
 * signer's screen, memory or DOM.
 */
export function KioskFlow({ initialState, acceptLanguage }: { initialState: KioskState; acceptLanguage: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [state, setState] = useState(initialState);
  const [stage, setStage] = useState<Stage>(() => stageFor(initialState));
  const staff = translatorFor(state.language);
  const [message, setMessage] = useState<string | null>(() =>
    initialState.pinWaitSeconds > 0 ? refusalText(staff, { ok: false, reason: "WAIT", retryAfterSeconds: initialState.pinWaitSeconds }) : null,
  );
  // Languages signers picked with the switcher on this device, by signer id.
  const [picked, setPicked] = useState<Record<string, Language>>({});
  const languageOf = (next: NonNullable<KioskState["next"]>): Language =>
    picked[next.signerId] ??
    signerLanguage({ locale: next.locale, localeExplicit: next.localeExplicit, acceptLanguage, organizationLanguage: state.language });
  const pick = (signerId: string, language: Language) => setPicked((current) => ({ ...current, [signerId]: language }));

  // Every screen change starts at the top: nobody sees where the previous signer had scrolled.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [stage.kind]);

  useFocusOnNewScreen(stage.kind);

  // After the last signature the lock and done screens follow the process: until it is
  // COMPLETED, then to keep each signer's copy link fresh.
  const waiting = (stage.kind === "over" || stage.kind === "locked") && (state.status === "FINALIZING" || (state.status === "SIGNING" && !state.next));
  const showingCopies = (stage.kind === "over" || stage.kind === "locked") && state.status === "COMPLETED";
  const progress = useQuery({
    ...trpc.kiosk.state.queryOptions({ processId: state.processId }),
    enabled: waiting || showingCopies,
    refetchInterval: waiting ? FINALIZING_POLL_MS : COPIES_REFRESH_MS,
    gcTime: 0,
  });
  const shown = (waiting || showingCopies) && progress.data ? progress.data : state;

  const onError = (error: unknown) => {
    if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "UNAUTHORIZED") {
      router.push(`/login?callbackUrl=${encodeURIComponent(`/kiosk/${state.processId}`)}`);
      return;
    }
    if (error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "CONFLICT") {
      // Another tab started or ended the kiosk meanwhile: show what the server says now.
      void queryClient
        .fetchQuery({ ...trpc.kiosk.state.queryOptions({ processId: state.processId }), staleTime: 0, gcTime: 0 })
        .then((current) => {
          setState(current);
          setStage(stageFor(current));
        }, () => setMessage(staff("kiosk.lock.failed")));
      return;
    }
    setMessage(staff("kiosk.lock.failed"));
  };
  const opened = (result: { ok: true; state: KioskState } | PinRefusal, secret: "pin" | "password" = "pin") => {
    if (!result.ok) return setMessage(refusalText(staff, result, secret));
    setMessage(null);
    setState(result.state);
    setStage(stageFor(result.state));
  };
  const start = useMutation(trpc.kiosk.start.mutationOptions({ onSuccess: (result) => opened(result, "password"), onError }));
  const unlock = useMutation(trpc.kiosk.unlock.mutationOptions({ onSuccess: (result) => opened(result), onError }));
  const finish = useMutation(
    trpc.kiosk.finish.mutationOptions({
      onSuccess: (result) => {
        if (!result.ok) return setMessage(refusalText(staff, result));
        void queryClient.removeQueries({ queryKey: trpc.kiosk.state.queryKey({ processId: state.processId }) });
        router.push(`/processes/${state.processId}`);
      },
      onError,
    }),
  );
  const lock = useMutation(trpc.kiosk.lock.mutationOptions());
  const busy = start.isPending || unlock.isPending || finish.isPending;

  // The screen the stage calls for, inside the kiosk's focus ring.
  const screen = (): ReactNode => {
    switch (stage.kind) {
      case "start":
        return <KioskStart subject={state.subject} staff={staff} busy={busy} failed={message} onStart={(pin) => start.mutate({ processId: state.processId, pin })} />;
      case "handoff": {
        const next = state.next!;
        const token = next.token!;
        const choice = {
          language: languageOf(next),
          choose: (language: Language) => {
            pick(next.signerId, language);
            // Stored on the signer's slot, as the signing page's own switcher does.
            void signerClient(token).chooseLanguage(language).catch(() => undefined);
          },
        };
        return (
          <LanguageChoiceProvider value={choice}>
            <KioskHandoff
              state={state}
              staff={staff}
              signerLanguage={choice.language}
              onStart={() => {
                // A signer after a reload finds their own progress; nobody finds another's.
                clearAllSavedProgress(tabStorage(), token);
                setStage({ kind: "signing" });
              }}
            />
          </LanguageChoiceProvider>
        );
      }
      case "signing": {
        const next = state.next!;
        const language = languageOf(next);
        const handBack = translatorFor(language)("kiosk.handBack", { staffName: state.staffName });
        const endTurn = (outcome: SigningOutcome) => {
          // Nothing one signer typed or drew waits in the tab for the next one.
          clearAllSavedProgress(tabStorage());
          setMessage(null);
          setStage({ kind: "locked", outcome, signer: { name: next.name, locale: languageOf(next) } });
          // The server locks by itself once this signer is done; handing back unsigned needs saying.
          lock.mutate({ processId: state.processId }, { onSuccess: (locked) => setState(locked) });
        };
        return (
          <>
            <KioskBar signer={next} language={language} signerCount={state.signerCount} handBack={handBack} onHandBack={() => endTurn("left")} />
            <SigningFlow
              key={next.signerId}
              token={next.token!}
              initialLocale={language}
              kiosk={{ onHandBack: endTurn, handBackLabel: handBack, chosenLanguage: picked[next.signerId], onLanguageChange: (chosen) => pick(next.signerId, chosen) }}
            />
          </>
        );
      }
      case "locked":
        return (
          <KioskLock
            state={shown}
            signer={stage.signer}
            outcome={stage.outcome}
            staff={staff}
            busy={busy || lock.isPending}
            message={message}
            onUnlock={(pin) => unlock.mutate({ processId: state.processId, pin })}
            onFinish={(pin) => finish.mutate({ processId: state.processId, pin })}
            onResetPin={(password, pin) => start.mutate({ processId: state.processId, pin, password })}
          />
        );
      case "over":
        return <KioskOver state={shown} staff={staff} />;
    }
  };
  return <div className={FOCUS_RING}>{screen()}</div>;
}
