/**
 * Finalization: the completion certificate as its own PDF (sealed separately, like the signed
 * document). Every text is first reduced to what the shipped fonts can draw (see
 * ../fonts/text-runs.ts), so a name in any script prints without a missing-glyph box.
 */
import { renderToBuffer } from "@react-pdf/renderer";
import { TEXT_FONTS } from "../fonts/font-files";
import { printableText } from "../fonts/text-runs";
import { CertificateDocument } from "./certificate-document";
import { loadCertificateFonts } from "./certificate-fonts";
import type { CompletionCertificateInput } from "./certificate-input";
import { certificateText } from "./certificate-strings";

export type { CompletionCertificateInput } from "./certificate-input";

export async function renderCompletionCertificate(input: CompletionCertificateInput): Promise<Uint8Array> {
  await loadCertificateFonts();
  const printable = printableStrings(input);
  const buffer = await renderToBuffer(
    <CertificateDocument input={printable} t={certificateText(input.process.language)} />,
  );
  return new Uint8Array(buffer);
}

/** A copy of `value` with every string made printable; dates, numbers and the rest untouched. */
function printableStrings<T>(value: T): T {
  if (typeof value === "string") return printableText(value, TEXT_FONTS) as T;
  if (Array.isArray(value)) return value.map(printableStrings) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printableStrings(item)])) as T;
  }
  return value;
}
