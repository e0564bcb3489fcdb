/**
 * A PDF signer's progress kept in the tab's sessionStorage, so a reload (a phone's browser
 * dropping the page, a mistaken pull-to-refresh) does not lose what was typed. One key per
 * token, so two signings in one tab never mix; restored values are checked against the
 * fields as they are now. Cleared on submit, on decline, and by the kiosk between signers.
 * Online-form answers are never kept: the spec says a reload loses them.
 *
 * Storage can refuse (private modes, quotas, blocked cookies): then nothing is kept, quietly.
 */
import type { AdoptedSignature, FieldValue, SignerField } from "./signer-client";

export type ProgressStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export interface SavedProgress {
  values: Record<string, FieldValue>;
  signature: AdoptedSignature | null;
}

const PREFIX = "signet.signing-progress.";
const keyFor = (token: string) => `${PREFIX}${token}`;

function quietly<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Keeps nothing: for a tab whose storage the browser refuses outright. */
const NO_STORAGE: ProgressStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, key: () => null, length: 0 };

/**
 * The tab's sessionStorage, or storage that keeps nothing when the browser refuses it. Note: a
 * frame on another site with third-party cookies blocked (the embedded page, docs/embedding.md)
 * throws on merely reading `window.sessionStorage`.
 */
export function tabStorage(tab: { readonly sessionStorage: Storage } = window): ProgressStorage {
  return quietly<ProgressStorage>(() => tab.sessionStorage, NO_STORAGE);
}

export function saveProgress(storage: ProgressStorage, token: string, progress: SavedProgress): void {
  quietly(() => storage.setItem(keyFor(token), JSON.stringify(progress)), undefined);
}

/** A value of the right kind for its field; anything else (an edited or stale entry) is dropped. */
function fits(field: SignerField, value: unknown): value is FieldValue {
  if (field.type === "SIGNATURE") return false;
  if (field.type === "CHECKBOX") return typeof value === "boolean";
  return typeof value === "string";
}

function readSignature(value: unknown): AdoptedSignature | null {
  if (typeof value !== "object" || value === null) return null;
  const signature = value as Record<string, unknown>;
  if (signature.type === "TYPED" && typeof signature.text === "string") return { type: "TYPED", text: signature.text };
  if (signature.type === "DRAWN" && typeof signature.imagePng === "string") return { type: "DRAWN", imagePng: signature.imagePng };
  return null;
}

/** What this tab kept for this token, or null when nothing (usable) was kept. */
export function restoreProgress(storage: ProgressStorage, token: string, fields: SignerField[]): SavedProgress | null {
  const raw = quietly(() => storage.getItem(keyFor(token)), null);
  if (raw === null) return null;
  const parsed = quietly<unknown>(() => JSON.parse(raw), null);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { values, signature } = parsed as { values?: unknown; signature?: unknown };
  if (typeof values !== "object" || values === null) return null;
  const kept: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field.id];
    if (fits(field, value)) kept[field.id] = value;
  }
  return { values: kept, signature: readSignature(signature) };
}

export function clearSavedProgress(storage: ProgressStorage, token: string): void {
  quietly(() => storage.removeItem(keyFor(token)), undefined);
}

/**
 * Every token's progress in this tab but `except`'s: the kiosk's device passes from one signer
 * to the next, and a reload there leaves the lock screen, not a last turn to clean up after.
 */
export function clearAllSavedProgress(storage: ProgressStorage, except?: string): void {
  quietly(() => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX) && (except === undefined || key !== keyFor(except))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }, undefined);
}
