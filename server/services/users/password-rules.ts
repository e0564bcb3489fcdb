/**
 * NIST SP 800-63B's rules for a chosen password (docs/people.md, "Password rules"): long enough
 * (the zod schema: 10 to 200 characters), no composition rules, and not one that attackers try
 * first: a common password (common-passwords.ts) with or without digits and symbols around it
 * or look-alike characters, a run or repetition of characters, or the app's name, the
 * organization's or the person's own email address. Every door that sets a password asks here.
 */
import { AppError } from "../../errors";
import { COMMON_PASSWORDS } from "./common-passwords";

export interface PasswordContext {
  email?: string;
  organizationName?: string;
}

const LOOK_ALIKES: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "!": "i" };

/** Digits, symbols and spaces around the letters: "Password2024!" → "password". */
const stripEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
const compact = (text: string) => text.replace(/[\s._-]+/g, "");
/** Letters and digits only, to compare with names and addresses: "ana.lopez@x!!" → "analopezx". */
const alphanumeric = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");
const undoLookAlikes = (text: string) => text.replace(/[0134578@$!]/g, (char) => LOOK_ALIKES[char]!);

/** Each step one character up or down the same way: "abcdefghij", "9876543210". */
function isRun(text: string): boolean {
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

function contextWords({ email, organizationName }: PasswordContext): Set<string> {
  const words = new Set(["signet"]);
  if (email) {
    words.add(alphanumeric(email.toLowerCase()));
    words.add(alphanumeric(email.toLowerCase().split("@")[0]!));
  }
  if (organizationName) words.add(alphanumeric(organizationName.toLowerCase()));
  words.delete("");
  return words;
}

/** The sentence a person reads when the password is refused, or null when it is fine. */
export function passwordWeakness(password: string, context: PasswordContext = {}): string | null {
  const lower = password.normalize("NFKC").toLowerCase();
  const core = stripEnds(lower);
  const candidates = [lower, core, undoLookAlikes(core), stripEnds(undoLookAlikes(lower))].map(compact).filter(Boolean);
  const own = contextWords(context);
  if ([...candidates, alphanumeric(lower)].some((candidate) => own.has(alphanumeric(candidate)))) {
    return "This password is too easy to guess: it is made of the app's name, your organization's name or your email address. Choose something else, such as a few unrelated words.";
  }
  if (candidates.some((candidate) => COMMON_PASSWORDS.has(candidate)) || new Set(lower).size < 4 || isRun(compact(lower)) || /^(.{1,4})\1+$/.test(core)) {
    return "This password is one of the most common ones, which attackers try first. Choose something else, such as a few unrelated words.";
  }
  return null;
}

export function refuseWeakPassword(password: string, context: PasswordContext = {}): void {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw new AppError("PASSWORD_TOO_COMMON", weakness);
}
