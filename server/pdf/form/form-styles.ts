/**
 * One style sheet for both form PDFs, in the certificate's look: A4, quiet greys, one accent.
 * The font families depend on the form's language: formFonts (./form-fonts.ts) adds them.
 */
import { StyleSheet } from "@react-pdf/renderer";

const ACCENT = "#1d3a8a";
const MUTED = "#5b6472";
const RULE = "#d5d9e0";
const INK = "#1b2a6b";

export const styles = StyleSheet.create({
  page: { fontSize: 10, color: "#1b1f27", paddingTop: 56, paddingBottom: 64, paddingHorizontal: 48 },
  header: { position: "absolute", top: 24, left: 48, right: 48, fontSize: 7.5, color: MUTED },
  unsignedBanner: { position: "absolute", top: 24, left: 48, right: 48, fontSize: 8, fontWeight: 700, color: "#a11a1a" },
  watermark: {
    position: "absolute",
    top: 380,
    left: 70,
    fontSize: 96,
    fontWeight: 700,
    color: "#e6e8ec",
    transform: "rotate(-40deg)",
  },
  footerHash: { position: "absolute", bottom: 24, left: 48, right: 140, fontSize: 6.5, color: MUTED },
  footerPage: { position: "absolute", bottom: 24, right: 48, width: 90, fontSize: 7, color: MUTED, textAlign: "right" },
  title: { fontSize: 20, fontWeight: 700, color: ACCENT, marginBottom: 4 },
  subtitle: { fontSize: 12, marginBottom: 18 },
  paragraph: { marginBottom: 8, lineHeight: 1.4 },
  section: { marginBottom: 10 },
  sectionTitle: {
    fontSize: 12,
    fontWeight: 700,
    color: ACCENT,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  sectionBody: { paddingLeft: 12, borderLeftWidth: 1.5, borderLeftColor: RULE },
  question: { marginBottom: 10 },
  questionLabel: { fontWeight: 700, marginBottom: 2 },
  help: { fontSize: 8.5, color: MUTED, marginBottom: 3 },
  condition: { fontSize: 8, color: MUTED, marginBottom: 3, fontStyle: "normal" },
  answer: { paddingVertical: 3, paddingHorizontal: 6, backgroundColor: "#f3f5f8", lineHeight: 1.4 },
  answerBox: { height: 22, borderWidth: 1, borderColor: RULE, borderRadius: 2 },
  answerArea: { height: 60, borderWidth: 1, borderColor: RULE, borderRadius: 2 },
  choice: { flexDirection: "row", alignItems: "center", marginBottom: 3 },
  checkbox: { width: 9, height: 9, borderWidth: 1, borderColor: MUTED, marginRight: 6 },
  radio: { width: 9, height: 9, borderWidth: 1, borderColor: MUTED, borderRadius: 4.5, marginRight: 6 },
  signature: { marginBottom: 12, padding: 8, borderWidth: 1, borderColor: RULE, borderRadius: 3 },
  signatureImage: { height: 56, maxWidth: 220, objectFit: "contain", marginBottom: 4 },
  signatureTyped: { fontSize: 26, color: INK, marginBottom: 4 },
  signatureLine: { height: 56, borderBottomWidth: 1, borderBottomColor: MUTED, marginBottom: 4 },
  signatureCaption: { fontSize: 8.5, color: MUTED },
  fieldLine: { flexDirection: "row", marginTop: 6 },
  fieldLabel: { width: 40, fontSize: 8.5, color: MUTED },
  fieldBlank: { flex: 1, borderBottomWidth: 0.75, borderBottomColor: MUTED, marginRight: 12 },
  recipientTag: { fontSize: 7.5, color: MUTED, marginBottom: 2 },
});
