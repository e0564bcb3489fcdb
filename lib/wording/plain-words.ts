/**
 * Whether a text can be shown to a person as it is: no raw enum value (`AES_OTP`,
 * `IN_PROGRESS`), no event code (`process.created`), no JavaScript error text or stack line.
 * Server sentences are written for people, but some name a stored state verbatim, and an
 * unexpected failure carries the runtime's words; those are replaced by a plain sentence.
 */
const SHOUTED_ENUM = /\b[A-Z]{2,}_[A-Z]/;
// A one-word stored state ("this signer is READY"); acronyms people know stay readable.
const SHOUTED_WORD = /\b(?!(?:HTTPS?|HTML|JSON|UUID|PAdES)\b)[A-Z]{4,}\b/;
// Only the namespaces of our event codes: a host name such as hooks.example.com is fine.
const EVENT_CODE = /\b(?:process|signer|signing|webhook)\.[a-z_]+\b/;
const RUNTIME_WORDS =
  /TRPCClientError|TypeError|SyntaxError|Unexpected token|Failed to fetch|NetworkError|is not a function|Cannot read propert|\bundefined\b|\bnull\b|\bat \S+ \(.*:\d+:\d+\)/;

export function readsAsPlainWords(text: string): boolean {
  return text.trim() !== "" && !SHOUTED_ENUM.test(text) && !SHOUTED_WORD.test(text) && !EVENT_CODE.test(text) && !RUNTIME_WORDS.test(text);
}
