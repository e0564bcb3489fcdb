import { randomUUID } from "node:crypto";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { ObserverInput } from "@/lib/schemas/observers";
import type { StoredObserver } from "@/lib/signing/observers";

/** What a process record shows of an observer. */
export interface ObserverRecord {
  name: string;
  email: string;
  locale: string;
}

/** The observers a new process keeps: each gets an id, and a locale like a signer's. */
export function toStoredObservers(input: readonly ObserverInput[], organizationLanguage: string): StoredObserver[] {
  return input.map((observer) => ({
    id: randomUUID(),
    name: observer.name,
    email: observer.email,
    ...(observer.locale
      ? { locale: observer.locale, localeExplicit: true }
      : { locale: resolveLanguage(organizationLanguage), localeExplicit: false }),
  }));
}

export function toObserverRecords(observers: readonly StoredObserver[]): ObserverRecord[] {
  return observers.map(({ name, email, locale }) => ({ name, email, locale }));
}
