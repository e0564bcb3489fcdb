/** An observer as a process keeps it: never a signer, told the outcome (API.md, "Observers"). */
export interface StoredObserver {
  /** Names the observer in copy links and in the trail's `observer.notified` events. */
  id: string;
  name: string;
  email: string;
  /** As the sender gave it, else the organization's language (like a signer's). */
  locale: string;
  localeExplicit: boolean;
}

export const MAX_OBSERVERS = 10;
