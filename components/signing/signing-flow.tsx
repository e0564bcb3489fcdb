"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormSigningWorkspace } from "./form/form-signing-workspace";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { Language } from "@/lib/languages";
import { SignerApiError, signerApi, type SignerApi, type SignerView } from "./signer-api";
import { pollIntervalFor, screenFor } from "./signing-screen";
import { SigningStateScreen } from "./signing-state-screen";
import { SigningWorkspace } from "./signing-workspace";
import { StatusScreen } from "./status-screen";
import { TranslatorProvider, useT } from "./translator-context";

/** How a signer's turn ended, for the kiosk, which then locks the screen. */
export type SigningOutcome = "signed" | "declined" | "left";

export interface KioskHooks {
  /** Called when the signer is done, or cannot act: the kiosk takes the device back. */
  onHandBack: (outcome: SigningOutcome) => void;
  /** The kiosk's button on screens where the signer cannot act. */
  handBackLabel: string;
}

type Loaded =
  | { kind: "loading" }
  | { kind: "invalid-link" }
  | { kind: "failed" }
  | { kind: "ready"; view: SignerView };

type Fetched = { view: SignerView } | { error: unknown };

async function fetchView(api: SignerApi): Promise<Fetched> {
  try {
    return { view: await api.view() };
  } catch (error) {
    return { error };
  }
}

/** What a fetch means for the screen. A refresh that fails keeps what is shown; only a first load shows the failure. */
function settle(current: Loaded, fetched: Fetched): Loaded {
  if ("view" in fetched) return { kind: "ready", view: fetched.view };
  if (fetched.error instanceof SignerApiError && fetched.error.code === "SIGNING_LINK_INVALID") return { kind: "invalid-link" };
  return current.kind === "ready" ? current : { kind: "failed" };
}

/**
 * The hosted signing page for one token: loads the signer view and shows the screen its state
 * calls for, polling where the state changes by itself (an earlier signer signs, the final
 * files are made). Everything it knows lives in this component's state, so the kiosk can
 * forget a signer entirely by unmounting it.
 */
export function SigningFlow({ token, initialLocale, kiosk }: { token: string; initialLocale: Language; kiosk?: KioskHooks }) {
  const api = useMemo(() => signerApi(token), [token]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  const load = useCallback(async () => {
    const fetched = await fetchView(api);
    setLoaded((current) => settle(current, fetched));
  }, [api]);

  useEffect(() => {
    // Note: the first GET marks the signer OPENED; it runs in the browser, never on the
    // server, so that mail scanners that fetch links without running scripts do not.
    let live = true;
    void fetchView(api).then((fetched) => {
      if (live) setLoaded((current) => settle(current, fetched));
    });
    return () => {
      live = false;
    };
  }, [api]);

  const screen = loaded.kind === "ready" ? screenFor(loaded.view) : null;
  usePolling(screen ? pollIntervalFor(screen) : null, load);

  const locale = loaded.kind === "ready" ? resolveLanguage(loaded.view.signer.locale) : initialLocale;
  return (
    <TranslatorProvider locale={locale}>
      <div lang={locale}>
        {loaded.kind === "loading" && <LoadingScreen />}
        {loaded.kind === "failed" && <FailedScreen onRetry={() => { setLoaded({ kind: "loading" }); void load(); }} />}
        {loaded.kind === "invalid-link" && <InvalidLinkScreen />}
        {loaded.kind === "ready" && screen === "sign" && loaded.view.process.contentKind === "FORM" && (
          <FormSigningWorkspace
            view={loaded.view}
            api={api}
            kiosk={kiosk !== undefined}
            onRefresh={load}
            onFinished={(outcome) => {
              if (kiosk) kiosk.onHandBack(outcome);
              else void load();
            }}
          />
        )}
        {loaded.kind === "ready" && screen === "sign" && loaded.view.process.contentKind === "PDF" && (
          <SigningWorkspace
            view={loaded.view}
            api={api}
            kiosk={kiosk !== undefined}
            onRefresh={load}
            onFinished={(outcome) => {
              if (kiosk) kiosk.onHandBack(outcome);
              else void load();
            }}
          />
        )}
        {loaded.kind === "ready" && screen !== null && screen !== "sign" && (
          <SigningStateScreen
            screen={screen}
            view={loaded.view}
            api={api}
            actions={kiosk && <Button onClick={() => kiosk.onHandBack("left")}>{kiosk.handBackLabel}</Button>}
          />
        )}
      </div>
    </TranslatorProvider>
  );
}

/** Re-runs `refresh` every `intervalMs` while the page is visible; a hidden tab waits. */
function usePolling(intervalMs: number | null, refresh: () => Promise<void>) {
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, refresh]);
}

function LoadingScreen() {
  const t = useT();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <p role="status" className="flex items-center gap-3 text-base text-slate-700">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none" />
        {t("sign.loading")}
      </p>
    </main>
  );
}

function FailedScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <StatusScreen icon="alert" tone="bad" title={t("sign.failed.title")} actions={<Button onClick={onRetry}>{t("sign.tryAgain")}</Button>}>
      <p>{t("sign.failed.body")}</p>
    </StatusScreen>
  );
}

function InvalidLinkScreen() {
  const t = useT();
  return (
    <StatusScreen icon="link" tone="bad" title={t("sign.invalidLink.title")}>
      <p>{t("sign.invalidLink.body")}</p>
    </StatusScreen>
  );
}
