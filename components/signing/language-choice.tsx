"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Language } from "@/lib/languages";

export interface LanguageChoice {
  language: Language;
  choose: (language: Language) => void;
}

// Null where nobody can choose (a staff-only kiosk screen): the switcher then shows nothing.
const LanguageChoiceContext = createContext<LanguageChoice | null>(null);

/** Lets every screen below offer the language switcher without knowing who stores the choice. */
export function LanguageChoiceProvider({ value, children }: { value: LanguageChoice; children: ReactNode }) {
  return <LanguageChoiceContext.Provider value={value}>{children}</LanguageChoiceContext.Provider>;
}

export function useLanguageChoice(): LanguageChoice | null {
  return useContext(LanguageChoiceContext);
}
