"use client";

import type { ReactNode } from "react";
import { OtpStep } from "./otp-step";
import type { SignerApi, SignerView } from "./signer-client";
import { StatusScreen } from "./status-screen";
import { useT } from "./translator-context";

/**
 * Identity first: under AES_OTP the signer confirms the text-message code before the document
 * opens, so nothing they fill in waits on a phone they may not have at hand, and the last step
 * is only consent and the button.
 */
export function IdentityScreen({ view, api, context, onVerified }: { view: SignerView; api: SignerApi; context: ReactNode; onVerified: () => void }) {
  const t = useT();
  const { organizationName, subject } = view.process;
  return (
    <StatusScreen icon="lock" tone="info" title={t("sign.identity.title")} context={context}>
      <p>{t("sign.identity.body", { organizationName, subject })}</p>
      <div className="text-start">
        <OtpStep api={api} phoneHint={view.otp.phoneHint} organizationName={organizationName} onVerified={onVerified} titled={false} />
      </div>
    </StatusScreen>
  );
}
