/** What an observer is told, as the outbox names it (API.md, "Observers"). */
export const OBSERVER_MESSAGES = ["copy", "voided", "declined", "expired"] as const;
export type ObserverMessage = (typeof OBSERVER_MESSAGES)[number];
