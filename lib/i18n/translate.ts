/**
 * The one translation mechanism for emails, SMS and (later) the signing pages: plain
 * dictionaries per language and a typed lookup that fills `{name}` placeholders. Pure and
 * isomorphic, so the browser can use it too.
 */
import type { Language } from "@/lib/languages";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";

export type MessageKey = keyof typeof en;
export type Messages = { readonly [K in MessageKey]: string };

// Exported for the tests that hold every language to the English keys and placeholders.
export const dictionaries: Record<Language, Messages> = { en, de, fr, es };

/** The placeholder names of a message, read from the English literal type. */
type PlaceholderNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<PlaceholderNames<(typeof en)[K]>, string | number>;

/** No second argument for a message without placeholders; all of them otherwise. */
type ParamsArgument<K extends MessageKey> = [PlaceholderNames<(typeof en)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

export function translate<K extends MessageKey>(locale: Language, key: K, ...[params]: ParamsArgument<K>): string {
  const template = dictionaries[locale][key];
  if (!params) return template;
  const values = params as Record<string, string | number>;
  // Note: one pass over the template, so a value that itself contains "{x}" stays as written.
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
