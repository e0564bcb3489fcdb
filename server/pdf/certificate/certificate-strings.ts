/** The certificate's wording in each language the product speaks. */
import type { Language } from "@/lib/languages";

const en = {
  documentTitle: "Completion certificate",
  producedBy: "Issued by Signet for {organization}",
  page: "Page {page} of {pages}",
  summary: "Signing process",
  subject: "Subject",
  organization: "Organization",
  processId: "Process ID",
  created: "Started",
  completed: "Completed",
  signerCount: "Signers",
  hashes: "Documents (SHA-256)",
  sourceHash: "Original document",
  finalHash: "Signed document",
  hashNote:
    "Both files issued with this certificate carry an electronic seal (PAdES). The signed document is the file whose SHA-256 hash is shown above; any change to it breaks its seal.",
  signers: "Signers",
  signerHeading: "{order}. {name}",
  role: "Role",
  email: "Email",
  phone: "Mobile phone",
  authentication: "Authentication",
  authAesOtp: "Personal link and one-time code by SMS",
  authLinkOnly: "Personal link",
  otpVerified: "One-time code confirmed",
  opened: "Opened",
  signed: "Signed",
  ip: "IP address",
  device: "Device (user agent)",
  signature: "Signature",
  signatureDrawn: "Drawn by hand",
  signatureTyped: "Typed name",
  none: "–",
  auditTrail: "Audit trail",
  chainIntact: "The hash chain is intact: {count} events, each linked to the one before by its hash.",
  headHash: "Last hash",
  chainBroken: "Warning: the hash chain does not verify ({count} events).",
  chainTruncated: "Warning: events recorded for this process are missing from the end of the trail ({count} events remain).",
  columnNumber: "No.",
  columnTime: "Time (UTC)",
  columnEvent: "Event",
  columnActor: "Actor",
  columnIp: "IP",
  hash: "hash",
  prevHash: "prev",
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  documentTitle: "Abschlusszertifikat",
  producedBy: "Ausgestellt von Signet für {organization}",
  page: "Seite {page} von {pages}",
  summary: "Signaturvorgang",
  subject: "Betreff",
  organization: "Organisation",
  processId: "Vorgangs-ID",
  created: "Gestartet",
  completed: "Abgeschlossen",
  signerCount: "Unterzeichnende",
  hashes: "Dokumente (SHA-256)",
  sourceHash: "Originaldokument",
  finalHash: "Unterschriebenes Dokument",
  hashNote:
    "Beide mit diesem Zertifikat ausgegebenen Dateien tragen ein elektronisches Siegel (PAdES). Das unterschriebene Dokument ist die Datei mit dem oben genannten SHA-256-Hashwert; jede Änderung daran bricht ihr Siegel.",
  signers: "Unterzeichnende",
  signerHeading: "{order}. {name}",
  role: "Rolle",
  email: "E-Mail",
  phone: "Mobiltelefon",
  authentication: "Authentifizierung",
  authAesOtp: "Persönlicher Link und Einmalcode per SMS",
  authLinkOnly: "Persönlicher Link",
  otpVerified: "Einmalcode bestätigt",
  opened: "Geöffnet",
  signed: "Unterschrieben",
  ip: "IP-Adresse",
  device: "Gerät (User-Agent)",
  signature: "Unterschrift",
  signatureDrawn: "Von Hand gezeichnet",
  signatureTyped: "Getippter Name",
  none: "–",
  auditTrail: "Prüfprotokoll",
  chainIntact: "Die Hash-Kette ist intakt: {count} Ereignisse, jedes über seinen Hashwert mit dem vorigen verknüpft.",
  headHash: "Letzter Hashwert",
  chainBroken: "Warnung: Die Hash-Kette lässt sich nicht bestätigen ({count} Ereignisse).",
  chainTruncated: "Warnung: Am Ende des Protokolls fehlen Ereignisse, die für diesen Vorgang aufgezeichnet wurden ({count} Ereignisse vorhanden).",
  columnNumber: "Nr.",
  columnTime: "Zeit (UTC)",
  columnEvent: "Ereignis",
  columnActor: "Akteur",
  columnIp: "IP",
  hash: "Hash",
  prevHash: "vorher",
};

const dictionaries: Record<Language, Strings> = { en, de };

export type CertificateText = (key: keyof Strings, values?: Record<string, string | number>) => string;

export function certificateText(language: Language): CertificateText {
  const strings = dictionaries[language];
  return (key, values = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
