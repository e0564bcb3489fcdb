"use client";

import { formatDateTime } from "@/lib/i18n/format-date-time";
import { LanguageSwitcher } from "./language-switcher";
import type { SignerView } from "./signer-client";
import { useT } from "./translator-context";

/** Which document, from whom, for whom, and by when: the signer's bearings before anything else. */
export function SigningHeader({ view }: { view: SignerView }) {
  const t = useT();
  const { process, signer } = view;
  // The signer's own time zone: this page, unlike an email, knows it.
  const deadline = formatDateTime(t.locale, process.expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-3 lg:px-6">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-xs font-medium uppercase tracking-wide text-slate-600 [overflow-wrap:anywhere]">{t("sign.from", { organizationName: process.organizationName })}</p>
          <LanguageSwitcher />
        </div>
        <h1 className="text-lg font-semibold leading-snug text-slate-900 [overflow-wrap:anywhere] sm:text-xl">{process.subject}</h1>
        <p className="text-sm text-slate-700">
          {signer.roleLabel ? t("sign.signingAsRole", { name: signer.name, role: signer.roleLabel }) : t("sign.signingAs", { name: signer.name })}
          <span aria-hidden="true"> · </span>
          {t("sign.deadline", { expiresAt: deadline })}
        </p>
        {process.message && (
          // In full, never folded away: it is often what tells the signer what they are signing.
          <section aria-labelledby="sender-message" className="mt-2 text-sm">
            <h2 id="sender-message" className="font-medium text-slate-900">{t("sign.messageFrom", { organizationName: process.organizationName })}</h2>
            <p className="mt-1 max-w-prose whitespace-pre-line rounded-md bg-slate-50 p-3 leading-relaxed text-slate-800 [overflow-wrap:anywhere]">{process.message}</p>
          </section>
        )}
      </div>
    </header>
  );
}
