/**
 * The signing page speaks the signer's language: a translator bound to one locale. Pure, so
 * server components (the kiosk's screens) and client components share it.
 */
import type { Language } from "@/lib/languages";
import { translate, type MessageKey } from "@/lib/i18n/translate";

type ParamsOf<K extends MessageKey> = Parameters<typeof translate<K>> extends [unknown, unknown, ...infer Rest] ? Rest : never;

export type Translator = (<K extends MessageKey>(key: K, ...params: ParamsOf<K>) => string) & { locale: Language };

export function translatorFor(locale: Language): Translator {
  // Note: the same parameters translate() takes after the locale; TypeScript cannot see through the tuple type.
  const lookUp = translate as (locale: Language, key: MessageKey, ...params: unknown[]) => string;
  const t = <K extends MessageKey>(key: K, ...params: ParamsOf<K>) => lookUp(locale, key, ...params);
  return Object.assign(t, { locale });
}
