/** German. Typed against the English keys, so a missing or misspelled key fails the build. */
import type { Messages } from "../translate";

export const de: Messages = {
  "email.greeting": "Hallo {signerName},",
  "email.footer": "Gesendet von Signet im Auftrag von {organizationName}.",
  "email.linkHint": "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
  "email.reasonLabel": "Angegebener Grund:",

  "email.invite.subject": "{organizationName} bittet Sie, „{subject}“ zu unterschreiben",
  "email.invite.heading": "Bitte unterschreiben Sie „{subject}“",
  "email.invite.intro": "{organizationName} hat Ihnen „{subject}“ zur Prüfung und Unterschrift gesendet.",
  "email.invite.noteLabel": "Nachricht von {organizationName}:",
  "email.invite.button": "„{subject}“ prüfen und unterschreiben",
  "email.invite.expires": "Bitte unterschreiben Sie bis {expiresAt}.",
  "email.invite.personal": "Dieser Link gilt nur für Sie: Bitte leiten Sie diese E-Mail nicht weiter.",

  "email.reminder.subject": "Erinnerung: {organizationName} bittet Sie, „{subject}“ zu unterschreiben",
  "email.reminder.heading": "Erinnerung: Bitte unterschreiben Sie „{subject}“",
  "email.reminder.intro": "{organizationName} wartet noch auf Ihre Unterschrift unter „{subject}“.",

  "email.completed.subject": "„{subject}“ wurde von allen unterschrieben",
  "email.completed.heading": "Alle Unterschriften liegen vor",
  "email.completed.intro":
    "Alle Beteiligten haben „{subject}“ von {organizationName} unterschrieben. Ihre Kopie des unterschriebenen Dokuments steht bereit.",
  "email.completed.button": "Ihre Kopie von „{subject}“ herunterladen",

  "email.declined.subject": "„{subject}“ wurde abgelehnt",
  "email.declined.heading": "Die Unterschrift wurde abgelehnt",
  "email.declined.intro":
    "{declinedBy} hat es abgelehnt, „{subject}“ von {organizationName} zu unterschreiben. Der Vorgang ist beendet; Sie müssen nichts weiter tun.",

  "email.voided.subject": "„{subject}“ wurde zurückgezogen",
  "email.voided.heading": "Der Vorgang wurde zurückgezogen",
  "email.voided.intro":
    "{organizationName} hat den Vorgang „{subject}“ zurückgezogen. Sie müssen das Dokument nicht mehr unterschreiben.",

  "email.expired.subject": "„{subject}“ ist abgelaufen",
  "email.expired.heading": "Die Frist ist abgelaufen",
  "email.expired.intro":
    "Die Frist zum Unterschreiben von „{subject}“ von {organizationName} ist abgelaufen; das Dokument kann nicht mehr unterschrieben werden. Bitte wenden Sie sich an {organizationName}, wenn Sie es weiterhin unterschreiben müssen.",

  "sms.otp": "Ihr Signet-Code für {organizationName}: {code}. Er läuft in {minutes} Minuten ab. Geben Sie ihn niemals weiter.",
  "files.signedDocument": "{subject} - unterschrieben.pdf",
  "files.completionCertificate": "{subject} - Abschlusszertifikat.pdf",
};
