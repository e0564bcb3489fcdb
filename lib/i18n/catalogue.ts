/**
 * The one translation mechanism: a catalogue is an English dictionary plus one per language,
 * each with exactly the English keys and `{name}` placeholders, and a typed lookup that fills
 * them. Pages and emails (messages/), the completion certificate (certificate/) and the form
 * PDFs (form-pdf/) are separate catalogues only so that a page's script carries no PDF words;
 * the tests hold every catalogue to the same rules (catalogues.test.ts). Pure and isomorphic.
 */
import type { Language } from "@/lib/languages";
import { elideFrench } from "./french-elision";

export type Texts<English> = { readonly [K in keyof English]: string };

/** The placeholder names of a text, read from the English literal type. */
type PlaceholderNames<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholderNames<Rest> : never;

export type TextParams<Text> = Record<PlaceholderNames<Text>, string | number>;

/** No second argument for a text without placeholders; all of them otherwise. */
type ParamsArgument<Text> = [PlaceholderNames<Text>] extends [never] ? [] : [params: TextParams<Text>];

/** A lookup bound to one language, as a renderer that speaks one language at a time holds it. */
export type Translator<English> = <K extends keyof English & string>(key: K, ...params: ParamsArgument<English[K]>) => string;

export interface Catalogue<English extends Record<string, string>> {
  dictionaries: Record<Language, Texts<English>>;
  translate<K extends keyof English & string>(locale: Language, key: K, ...params: ParamsArgument<English[K]>): string;
  in(locale: Language): Translator<English>;
}

export function defineCatalogue<English extends Record<string, string>>(
  dictionaries: { en: English } & Record<Exclude<Language, "en">, Texts<English>>,
): Catalogue<English> {
  const translate = (locale: Language, key: string, params?: Record<string, string | number>): string => {
    const written: string = dictionaries[locale][key]!;
    if (!params) return written;
    const template = locale === "fr" ? elideFrench(written, params) : written;
    // Note: one pass over the template, so a value that itself contains "{x}" stays as written.
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  };
  return {
    dictionaries,
    translate: translate as Catalogue<English>["translate"],
    in: (locale) => ((key: string, params?: Record<string, string | number>) => translate(locale, key, params)) as Translator<English>,
  };
}
