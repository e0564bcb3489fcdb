"use client";

import { useCallback, useEffect, useMemo, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "./focus-ring";
import { FormSigningWorkspace } from "./form/form-signing-workspace";
import type { Language } from "@/lib/languages";
import { languageAttributes, textDirection } from "@/lib/i18n/text-direction";
import { takeEarlyView } from "./early-view";
import { SignerApiError, signerClient, type SignerApi, type SignerView } from "./signer-client";
import { pollDelay, screenFor, type SigningScreen } from "./signing-screen";
import { IdentityScreen } from "./identity-screen";
import { SigningContext, SigningStateScreen } from "./signing-state-screen";
import { SigningWorkspace } from "./signing-workspace";
import { StatusScreen } from "./status-screen";
import { withFieldNames } from "./field-names";
import { LanguageChoiceProvider } from "./language-choice";
import { LanguageSwitcher } from "./language-switcher";
import { translatorFor } from "./translator";
import { TranslatorProvider, useT } from "./translator-context";
import { useFocusOnNewScreen } from "./use-focus-on-new-screen";

/** How a signer's turn ended, for the kiosk, which then locks the screen. */
export type SigningOutcome = "signed" | "declined" | "left";

export interface KioskHooks {
  /** Called when the signer is done, or cannot act: the kiosk takes the device back. */
  onHandBack: (outcome: SigningOutcome) => void;
  /** The kiosk's button on screens where the signer cannot act. */
  handBackLabel: string;
  /** A language the signer already chose on the kiosk's hand-over screen. */
  chosenLanguage?: Language;
  /** Tells the kiosk which language the signer switched to, for its bar and lock screen. */
  onLanguageChange?: (language: Language) => void;
}

type Loaded =
  | { kind: "loading" }
  | { kind: "invalid-link" }
  | { kind: "failed" }
  | { kind: "ready"; view: SignerView };

type Fetched = { view: SignerView } | { error: unknown };

async function fetchView(api: SignerApi, early?: Promise<Response | null> | null): Promise<Fetched> {
  try {
    return { view: await api.view(early) };
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
export function SigningFlow({
  token,
  initialLocale,
  kiosk,
  dashboardHref,
  embedded = false,
  onScreen,
}: {
  token: string;
  initialLocale: Language;
  kiosk?: KioskHooks;
  /** Set when the signer also works in the dashboard: the completed screen links back to it. */
  dashboardHref?: string;
  /** The page lives in a frame on another site (docs/embedding.md). */
  embedded?: boolean;
  /** Told each screen shown once the view has loaded, or that it could not load. */
  onScreen?: (screen: SigningScreen | "invalid-link" | "failed") => void;
}) {
  const api = useMemo(() => signerClient(token, { embedded }), [token, embedded]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  const load = useCallback(async () => {
    const fetched = await fetchView(api);
    setLoaded((current) => settle(current, fetched));
  }, [api]);

  useEffect(() => {
    // Note: the first GET marks the signer OPENED; it runs in the browser, never on the
    // server, so that mail scanners that fetch links without running scripts do not.
    let live = true;
    void fetchView(api, takeEarlyView(token)).then((fetched) => {
      if (live) setLoaded((current) => settle(current, fetched));
    });
    return () => {
      live = false;
    };
  }, [api, token]);

  const screen = loaded.kind === "ready" ? screenFor(loaded.view) : null;
  // The code confirmed on the identity screen, until a fresh view says so too.
  const [identityConfirmed, setIdentityConfirmed] = useState(false);
  const confirmedView = useMemo(
    () => (loaded.kind !== "ready" ? null : identityConfirmed ? { ...loaded.view, otp: { ...loaded.view.otp, verified: true } } : loaded.view),
    [loaded, identityConfirmed],
  );
  const needsIdentity = screen === "sign" && confirmedView !== null && confirmedView.otp.required && !confirmedView.otp.verified;
  usePolling(screen, load);
  useEffect(() => {
    if (loaded.kind !== "loading") onScreen?.(screen ?? (loaded.kind === "ready" ? "unsupported" : loaded.kind));
  }, [loaded.kind, screen, onScreen]);

  // The server's choice (lib/i18n/signer-language.ts) until the signer picks one with the switcher.
  const [chosen, setChosen] = useState<Language | null>(kiosk?.chosenLanguage ?? null);
  const locale = chosen ?? (loaded.kind === "ready" ? loaded.view.signer.language : initialLocale);
  const linkWorks = loaded.kind !== "invalid-link";
  const onLanguageChange = kiosk?.onLanguageChange;
  const choice = useMemo(
    () => ({
      language: locale,
      choose: (language: Language) => {
        setChosen(language);
        onLanguageChange?.(language);
        // Remembered on the signer's slot, for every device and the emails still to come. The
        // page switches at once either way: a failure only means the next visit forgets it.
        if (linkWorks) void api.chooseLanguage(language).catch(() => undefined);
      },
    }),
    [locale, linkWorks, onLanguageChange, api],
  );
  usePageLanguage(locale, kiosk === undefined);
  useFocusOnNewScreen(needsIdentity ? "identity" : (screen ?? loaded.kind));
  const view = useMemo(() => (confirmedView ? withFieldNames(confirmedView, translatorFor(locale)) : null), [confirmedView, locale]);

  return (
    <LanguageChoiceProvider value={choice}>
      <TranslatorProvider locale={locale}>
        <div {...languageAttributes(locale)} className={FOCUS_RING}>
          {loaded.kind === "loading" && <LoadingScreen />}
          {loaded.kind === "failed" && <FailedScreen onRetry={() => { setLoaded({ kind: "loading" }); void load(); }} />}
          {loaded.kind === "invalid-link" && <InvalidLinkScreen />}
          {view && needsIdentity && (
            <IdentityScreen
              view={view}
              api={api}
              context={<SigningContext view={view} />}
              onVerified={() => {
                setIdentityConfirmed(true);
                void load();
              }}
            />
          )}
          {view && screen === "sign" && !needsIdentity && (
            <WorkspaceFor
              token={token}
              view={view}
              api={api}
              kiosk={kiosk !== undefined}
              onRefresh={load}
              onFinished={(outcome) => {
                if (kiosk) kiosk.onHandBack(outcome);
                else void load();
              }}
            />
          )}
          {view && screen !== null && screen !== "sign" && (
            <SigningStateScreen
              screen={screen}
              view={view}
              api={api}
              dashboardHref={dashboardHref}
              actions={kiosk && <Button onClick={() => kiosk.onHandBack("left")}>{kiosk.handBackLabel}</Button>}
            />
          )}
        </div>
      </TranslatorProvider>
    </LanguageChoiceProvider>
  );
}

/**
 * The document's language, direction and title follow the page's, for screen readers, the tab
 * strip and the browser's own parts (scroll bars, form controls). The kiosk gets its own back
 * once a signer's page is gone.
 */
function usePageLanguage(locale: Language, ownsTitle: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = locale;
    root.dir = textDirection(locale);
    if (ownsTitle) document.title = `${translatorFor(locale)("sign.pageTitle")} · Signet`;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [locale, ownsTitle]);
}

/**
 * Re-runs `refresh` on screens that change by themselves, waiting longer after each ask
 * (pollDelay) and starting over on a new screen. A hidden tab does not ask; one that comes back
 * into view asks at once, as a phone's browser brought back to the front would want.
 */
function usePolling(screen: SigningScreen | null, refresh: () => Promise<void>) {
  useEffect(() => {
    if (screen === null || pollDelay(screen, 0) === null) return;
    let attempt = 0;
    let timer: number | undefined;
    let live = true;
    const schedule = () => {
      const delay = pollDelay(screen, attempt);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        attempt += 1;
        const asked = document.visibilityState === "visible" ? refresh() : Promise.resolve();
        void asked.finally(() => live && schedule());
      }, delay);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [screen, refresh]);
}

function LoadingScreen() {
  const t = useT();
  return (
    <main className="relative flex min-h-screen items-center justify-center px-4">
      <LanguageSwitcher className="absolute end-4 top-4" />
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

/**
 * A form is answered block by block; a PDF is signed field by field on its pages. Only a PDF's
 * progress is kept in the tab (the token names it): a form's answers live in the page alone.
 */
function WorkspaceFor({ token, ...props }: ComponentProps<typeof SigningWorkspace>) {
  return props.view.process.contentKind === "FORM" ? <FormSigningWorkspace {...props} /> : <SigningWorkspace token={token} {...props} />;
}
