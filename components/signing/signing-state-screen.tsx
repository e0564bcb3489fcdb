"use client";

import type { ReactNode } from "react";
import type { SignerApi, SignerView } from "./signer-client";
import { CompletedScreen } from "./completed-screen";
import { signedWording } from "./end-of-signing";
import { SealingScreen } from "./sealing-screen";
import type { SigningScreen } from "./signing-screen";
import { StatusScreen } from "./status-screen";
import { useT } from "./translator-context";

/** Every state but signing itself, each with its own screen (the list, one by one). */
export function SigningStateScreen({
  screen,
  view,
  api,
  dashboardHref,
  actions,
}: {
  screen: Exclude<SigningScreen, "sign">;
  view: SignerView;
  api: SignerApi;
  /** The dashboard, for a signer who also works there (shown once the document is complete). */
  dashboardHref?: string;
  /** Extra ways on, e.g. the kiosk's "hand the device back". */
  actions?: ReactNode;
}) {
  const t = useT();
  const { subject, organizationName } = view.process;
  const context = <SigningContext view={view} />;
  const common = { context, actions };
  switch (screen) {
    case "completed":
      return <CompletedScreen api={api} subject={subject} signerCount={view.process.signerCount} dashboardHref={dashboardHref} {...common} />;
    case "sealing":
      return <SealingScreen view={view} {...common} />;
    case "waiting":
      return (
        <StatusScreen icon="clock" tone="info" title={t("sign.waiting.title")} {...common}>
          <p>{t("sign.waiting.body", { subject })}</p>
          <p className="text-sm text-slate-600">{t("sign.waiting.refresh")}</p>
        </StatusScreen>
      );
    case "signed":
      return (
        <StatusScreen icon="check" tone="good" title={t("sign.signed.title")} {...common}>
          <p>{t(signedWording(view.process.dispatchMode))}</p>
          <p className="text-sm text-slate-600">{t("sign.signed.refresh")}</p>
        </StatusScreen>
      );
    case "declined-by-you":
      return (
        <StatusScreen icon="cross" tone="neutral" title={t("sign.declinedByYou.title")} {...common}>
          <p>
            {view.process.declineNotifiesSender
              ? t("sign.declinedByYou.body", { subject, organizationName })
              : t("sign.declinedByYou.bodyUnannounced", { subject })}
          </p>
        </StatusScreen>
      );
    case "declined":
      return (
        <StatusScreen icon="cross" tone="neutral" title={t("sign.declined.title")} {...common}>
          <p>{t("sign.declined.body", { subject })}</p>
        </StatusScreen>
      );
    case "voided":
      return (
        <StatusScreen icon="ban" tone="neutral" title={t("sign.voided.title")} {...common}>
          <p>{t("sign.voided.body", { subject, organizationName })}</p>
        </StatusScreen>
      );
    case "expired":
      return (
        <StatusScreen icon="hourglass" tone="neutral" title={t("sign.expired.title")} {...common}>
          <p>{t("sign.expired.body", { subject, organizationName })}</p>
        </StatusScreen>
      );
    case "unsupported":
      return (
        <StatusScreen icon="document" tone="neutral" title={t("sign.unsupported.title")} {...common}>
          <p>{t("sign.unsupported.body", { organizationName })}</p>
        </StatusScreen>
      );
  }
}

/** Which signing a state screen is about: the document and who sent it. */
export function SigningContext({ view }: { view: SignerView }) {
  const t = useT();
  return (
    <p>
      <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{view.process.subject}</span>
      <span className="block">{t("sign.from", { organizationName: view.process.organizationName })}</span>
    </p>
  );
}
