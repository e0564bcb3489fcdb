import type { ReactNode } from "react";
import { LanguageSwitcher } from "./language-switcher";
import { StatusIcon, type StatusIconName } from "./status-icon";

/**
 * A whole-page answer for a state the signer cannot act in (or no longer needs to): what
 * happened in a heading, what it means in a sentence, and what can be done, if anything.
 */
export function StatusScreen({
  icon,
  tone,
  title,
  context,
  children,
  actions,
}: {
  icon: StatusIconName;
  tone: "good" | "neutral" | "bad" | "info";
  title: string;
  /** The document and sender, so the signer knows which signing this is. */
  context?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-4 py-10">
      <LanguageSwitcher className="mb-3 self-end" />
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <StatusIcon name={icon} tone={tone} />
        {context && <div className="mt-4 text-sm text-slate-600">{context}</div>}
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children && <div className="mt-3 space-y-3 text-base text-slate-700">{children}</div>}
        {actions && <div className="mt-6 flex flex-col items-stretch gap-3 sm:items-center">{actions}</div>}
      </div>
    </main>
  );
}
