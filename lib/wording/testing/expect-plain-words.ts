/**
 * The wording tests' one rule: text a person reads is non-empty and carries no raw enum value
 * (`AES_OTP`, `EMAIL`), no event code (`process.created`) and not the value it stands for.
 */
import { expect } from "vitest";
import { readsAsPlainWords } from "../plain-words";

export function expectPlainWords(text: string, value: string): void {
  expect(text.trim(), `words for ${value}`).not.toBe("");
  expect(readsAsPlainWords(text), `words for ${value}: "${text}"`).toBe(true);
  // A one-word enum (EMAIL) may read as its word ("Email"), and readsAsPlainWords already refuses
  // it shouted; a compound one (AES_OTP, process.created) must not appear at all.
  if (/[_.]/.test(value)) expect(text, `words for ${value}`).not.toContain(value);
}
