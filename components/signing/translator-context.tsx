"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translatorFor, type Translator } from "./translator";

// Handed down by context, so that no component of the signing page has to know which language it is.
const TranslatorContext = createContext<Translator>(translatorFor("en"));

export function TranslatorProvider({ locale, children }: { locale: Language; children: ReactNode }) {
  const t = useMemo(() => translatorFor(locale), [locale]);
  return <TranslatorContext.Provider value={t}>{children}</TranslatorContext.Provider>;
}

export function useT(): Translator {
  return useContext(TranslatorContext);
}
