"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/languages";
import { useLanguageChoice } from "./language-choice";
import { useT } from "./translator-context";

/**
 * The signing page's language switcher: a native select, so phones show their own picker and
 * screen readers know it. Each language is named in itself ("Français"), and a globe marks the
 * control for someone who cannot read the language the page is in yet.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const choice = useLanguageChoice();
  const id = useId();
  if (!choice) return null;
  return (
    <div className={cn("flex shrink-0 items-center gap-1.5", className)}>
      <label htmlFor={id} className="flex items-center text-slate-600">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M3 12h18 M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9 M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
        </svg>
        <span className="sr-only">{t("sign.language.label")}</span>
      </label>
      <select
        id={id}
        value={choice.language}
        onChange={(event) => choice.choose(event.target.value as Language)}
        className="h-9 rounded-md border border-slate-300 bg-white py-1 pe-7 ps-2 text-sm text-slate-800 shadow-sm focus:border-indigo-500"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
