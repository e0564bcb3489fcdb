/**
 * Finalization: the completion certificate as its own PDF (sealed separately, like the signed
 * document), laid out and drawn with pdf-lib. Every text is reduced to what the shipped fonts can
 * draw (../fonts/text-runs.ts), so a name in any script prints without a missing-glyph box, and
 * shaped and ordered (../fonts/shape-text.ts), so Arabic joins and Hebrew reads right to left.
 *
 * Note: this replaced a @react-pdf/renderer layout that took about half of finalization's CPU
 * (its flexbox engine and pagination laid every page out twice for the "Page n of m" footer);
 * the certificate is a simple flow of unbreakable blocks, which this draws in a single pass.
 */
import { PDFDocument } from "pdf-lib";
import { textDirection } from "@/lib/i18n/text-direction";
import { loadShaper } from "../fonts/harfbuzz";
import { DocumentFonts } from "../stamp/document-fonts";
import { placeAuditTrail } from "./audit-trail";
import { textBlock } from "./blocks";
import type { CompletionCertificateInput } from "./certificate-input";
import { certificateCatalogue } from "@/lib/i18n/certificate-catalogue";
import { certificateStyles, DECORATION, MARGINS } from "./certificate-styles";
import { PageFlow } from "./page-flow";
import { placeProcessSummary } from "./process-summary";
import { placeSigners } from "./signer-block";
import { placeVerification } from "./verification-block";

export type { CompletionCertificateInput } from "./certificate-input";

/** The certificate before it is written: finalization hands it to sealPdf, which writes it once. */
export async function completionCertificateDocument(input: CompletionCertificateInput): Promise<PDFDocument> {
  await loadShaper();
  const { process } = input;
  const t = certificateCatalogue.in(process.language);
  const styles = certificateStyles(process.language);
  const title = t("documentTitle");
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${title}: ${process.subject}`);
  doc.setAuthor(process.organizationName);
  doc.setSubject(process.subject);
  doc.setCreator("Signet");
  doc.setProducer("Signet");
  doc.setLanguage(process.language);
  doc.setCreationDate(process.completedAt);

  const flow = new PageFlow(doc, new DocumentFonts(doc), MARGINS, textDirection(process.language) === "rtl");
  const width = flow.contentWidth;
  await flow.place(textBlock(title, styles.title, width, { bottom: 4 }));
  await flow.place(textBlock(t("producedBy", { organization: process.organizationName }), styles.subtitle, width, { bottom: 18 }));
  await placeProcessSummary(flow, input, t);
  await placeVerification(flow, input, t);
  await placeSigners(flow, input, t);
  await placeAuditTrail(flow, input, t);
  await flow.decorate(DECORATION, (page, pages) => ({
    header: textBlock(`${title} · ${process.subject}`, styles.decoration, width),
    footer: textBlock(t("page", { page, pages }), styles.decoration, width, { align: "right" }),
  }));
  return doc;
}

export async function renderCompletionCertificate(input: CompletionCertificateInput): Promise<Uint8Array> {
  return (await completionCertificateDocument(input)).save({ addDefaultPage: false });
}
