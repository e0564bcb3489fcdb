/** One style sheet for every part of the certificate: A4, quiet greys, one accent colour. */
import { StyleSheet } from "@react-pdf/renderer";
import { MONO, SANS } from "./certificate-fonts";

const ACCENT = "#1d3a8a";
const MUTED = "#5b6472";
const RULE = "#d5d9e0";

export const styles = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9, color: "#1b1f27", paddingTop: 56, paddingBottom: 56, paddingHorizontal: 48 },
  header: { position: "absolute", top: 24, left: 48, right: 48, fontSize: 7.5, color: MUTED },
  footer: { position: "absolute", bottom: 24, left: 48, right: 48, fontSize: 7.5, color: MUTED, textAlign: "right" },
  title: { fontSize: 20, fontWeight: 700, color: ACCENT, marginBottom: 4 },
  subtitle: { fontSize: 12, marginBottom: 18 },
  section: { marginBottom: 16 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 700,
    color: ACCENT,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  row: { flexDirection: "row", marginBottom: 2.5 },
  label: { width: 150, color: MUTED },
  value: { flex: 1 },
  hash: { flex: 1, fontFamily: MONO, fontSize: 8 },
  note: { fontSize: 7.5, color: MUTED, marginTop: 4 },
  signer: { marginBottom: 10, padding: 8, borderWidth: 1, borderColor: RULE, borderRadius: 3 },
  signerName: { fontSize: 10.5, fontWeight: 700, marginBottom: 4 },
  chainStatus: { marginBottom: 6 },
  chainBroken: { marginBottom: 6, color: "#a11a1a", fontWeight: 700 },
  tableHeader: {
    flexDirection: "row",
    fontWeight: 700,
    color: MUTED,
    fontSize: 7.5,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  event: { paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: RULE },
  eventLine: { flexDirection: "row", fontSize: 7.5 },
  eventHash: { fontFamily: MONO, fontSize: 6.5, color: MUTED, marginTop: 1, paddingLeft: 28 },
  columnNumber: { width: 28 },
  columnTime: { width: 112 },
  columnEvent: { width: 110 },
  columnActor: { flex: 1, paddingRight: 4 },
  columnIp: { width: 90 },
});
