/**
 * Online forms as PDF (spec "Online form"): the signed form a completed process delivers, and
 * the blank, unsigned form with every branch for review. Both are pure functions of their
 * input, rendered with @react-pdf/renderer and the certificate's shipped fonts; every string
 * is first reduced to what those fonts can draw (../fonts/text-runs.ts), so text in any script
 * prints without a missing-glyph box.
 */
import { renderToBuffer } from "@react-pdf/renderer";
import { printableSignedInput, printableUnsignedInput } from "./form-content";
import { loadFormFonts } from "./form-fonts";
import type { SignedFormInput, UnsignedFormInput } from "./form-input";
import { formPdfCatalogue } from "@/lib/i18n/form-pdf-catalogue";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { SignedFormDocument } from "./signed-form-document";
import { UnsignedFormDocument } from "./unsigned-form-document";

export type { FormSignature, SignedFormInput, SignedFormRecipient, UnsignedFormInput } from "./form-input";

export async function renderSignedForm(input: SignedFormInput): Promise<Uint8Array> {
  const language = resolveLanguage(input.language);
  await loadFormFonts(language);
  const buffer = await renderToBuffer(
    <SignedFormDocument input={printableSignedInput(input)} language={language} t={formPdfCatalogue.in(language)} />,
  );
  return new Uint8Array(buffer);
}

export async function renderUnsignedForm(input: UnsignedFormInput): Promise<Uint8Array> {
  const language = resolveLanguage(input.language);
  await loadFormFonts(language);
  const buffer = await renderToBuffer(
    <UnsignedFormDocument input={printableUnsignedInput(input)} language={language} t={formPdfCatalogue.in(language)} />,
  );
  return new Uint8Array(buffer);
}
