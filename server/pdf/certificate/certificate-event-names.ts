/**
 * The audit trail's event types in the certificate's language. The certificate is evidence
 * read by people who never saw the API, so it names events in words; each record is
 * exhaustive over AUDIT_EVENT_TYPES, so a new event type fails type checking until it has
 * words in every language.
 */
import type { Language } from "@/lib/languages";
import { isAuditEventType, type AuditEventType } from "@/lib/signing/audit-event-types";

type EventNames = Record<AuditEventType, string>;

const en: EventNames = {
  "process.created": "Process created",
  "process.sent": "Sent for signing",
  "process.started_from_public_link": "Started from a public link",
  "signer.invited": "Signer's turn began",
  "signer.opened": "Document opened",
  "signer.otp_sent": "One-time code sent by SMS",
  "signer.otp_verified": "One-time code confirmed",
  "signer.submitted": "Fields and signature submitted",
  "signer.completed": "Signed",
  "signer.declined": "Declined to sign",
  "signer.invite_resent": "New signing link sent",
  "signer.reminded": "Reminder sent",
  "process.extended": "Expiry extended",
  "process.voided": "Process voided",
  "process.expired": "Process expired",
  "process.completed": "Process completed",
  "observer.notified": "Copy or outcome sent to an observer",
  "kiosk.started": "Kiosk started by staff",
  "kiosk.unlocked": "Kiosk handed to the signer (PIN)",
  "kiosk.locked": "Kiosk locked after the signer’s turn",
  "kiosk.finished": "Kiosk ended by staff (PIN)",
  "process.erased": "Personal data and files erased",
  "process.legal_hold": "Legal hold placed or lifted",
};

const de: EventNames = {
  "process.created": "Vorgang erstellt",
  "process.sent": "Zur Unterschrift versendet",
  "process.started_from_public_link": "Über einen öffentlichen Link gestartet",
  "signer.invited": "Unterzeichnende Person ist an der Reihe",
  "signer.opened": "Dokument geöffnet",
  "signer.otp_sent": "Einmalcode per SMS gesendet",
  "signer.otp_verified": "Einmalcode bestätigt",
  "signer.submitted": "Felder und Unterschrift übermittelt",
  "signer.completed": "Unterschrieben",
  "signer.declined": "Unterschrift abgelehnt",
  "signer.invite_resent": "Neuer Link zum Unterschreiben gesendet",
  "signer.reminded": "Erinnerung gesendet",
  "process.extended": "Ablaufdatum verlängert",
  "process.voided": "Vorgang storniert",
  "process.expired": "Vorgang abgelaufen",
  "process.completed": "Vorgang abgeschlossen",
  "observer.notified": "Kopie oder Ergebnis an Beobachter gesendet",
  "kiosk.started": "Kiosk vom Personal gestartet",
  "kiosk.unlocked": "Kiosk an die unterzeichnende Person übergeben (PIN)",
  "kiosk.locked": "Kiosk nach dem Zug der unterzeichnenden Person gesperrt",
  "kiosk.finished": "Kiosk vom Personal beendet (PIN)",
  "process.erased": "Personenbezogene Daten und Dateien gelöscht",
  "process.legal_hold": "Aufbewahrungssperre gesetzt oder aufgehoben",
};

const fr: EventNames = {
  "process.created": "Procédure créée",
  "process.sent": "Envoyée pour signature",
  "process.started_from_public_link": "Lancée depuis un lien public",
  "signer.invited": "Au tour du signataire",
  "signer.opened": "Document ouvert",
  "signer.otp_sent": "Code à usage unique envoyé par SMS",
  "signer.otp_verified": "Code à usage unique validé",
  "signer.submitted": "Champs et signature transmis",
  "signer.completed": "Signé",
  "signer.declined": "Signature refusée",
  "signer.invite_resent": "Nouveau lien de signature envoyé",
  "signer.reminded": "Rappel envoyé",
  "process.extended": "Échéance prolongée",
  "process.voided": "Procédure annulée",
  "process.expired": "Procédure expirée",
  "process.completed": "Procédure finalisée",
  "observer.notified": "Exemplaire ou issue envoyé à un observateur",
  "kiosk.started": "Kiosque démarré par le personnel",
  "kiosk.unlocked": "Kiosque remis au signataire (code PIN)",
  "kiosk.locked": "Kiosque verrouillé après le tour du signataire",
  "kiosk.finished": "Kiosque arrêté par le personnel (code PIN)",
  "process.erased": "Données personnelles et fichiers effacés",
  "process.legal_hold": "Conservation légale posée ou levée",
};

const es: EventNames = {
  "process.created": "Proceso creado",
  "process.sent": "Enviado para firmar",
  "process.started_from_public_link": "Iniciado desde un enlace público",
  "signer.invited": "Turno del firmante",
  "signer.opened": "Documento abierto",
  "signer.otp_sent": "Código de un solo uso enviado por SMS",
  "signer.otp_verified": "Código de un solo uso confirmado",
  "signer.submitted": "Campos y firma enviados",
  "signer.completed": "Firmado",
  "signer.declined": "Firma rechazada",
  "signer.invite_resent": "Nuevo enlace de firma enviado",
  "signer.reminded": "Recordatorio enviado",
  "process.extended": "Vencimiento prorrogado",
  "process.voided": "Proceso anulado",
  "process.expired": "Proceso vencido",
  "process.completed": "Proceso finalizado",
  "observer.notified": "Copia o resultado enviado a un observador",
  "kiosk.started": "Quiosco iniciado por el personal",
  "kiosk.unlocked": "Quiosco entregado al firmante (PIN)",
  "kiosk.locked": "Quiosco bloqueado tras el turno del firmante",
  "kiosk.finished": "Quiosco finalizado por el personal (PIN)",
  "process.erased": "Datos personales y archivos borrados",
  "process.legal_hold": "Retención legal aplicada o retirada",
};

const it: EventNames = {
  "process.created": "Procedura creata",
  "process.sent": "Inviata per la firma",
  "process.started_from_public_link": "Avviata da un link pubblico",
  "signer.invited": "Turno del firmatario",
  "signer.opened": "Documento aperto",
  "signer.otp_sent": "Codice monouso inviato via SMS",
  "signer.otp_verified": "Codice monouso confermato",
  "signer.submitted": "Campi e firma inviati",
  "signer.completed": "Firmato",
  "signer.declined": "Firma rifiutata",
  "signer.invite_resent": "Nuovo link di firma inviato",
  "signer.reminded": "Promemoria inviato",
  "process.extended": "Scadenza prorogata",
  "process.voided": "Procedura annullata",
  "process.expired": "Procedura scaduta",
  "process.completed": "Procedura completata",
  "observer.notified": "Copia o esito inviato a un osservatore",
  "kiosk.started": "Chiosco avviato dal personale",
  "kiosk.unlocked": "Chiosco consegnato al firmatario (PIN)",
  "kiosk.locked": "Chiosco bloccato dopo il turno del firmatario",
  "kiosk.finished": "Chiosco chiuso dal personale (PIN)",
  "process.erased": "Dati personali e file cancellati",
  "process.legal_hold": "Conservazione a fini legali applicata o revocata",
};

const ar: EventNames = {
  "process.created": "إنشاء العملية",
  "process.sent": "الإرسال للتوقيع",
  "process.started_from_public_link": "البدء من رابط عام",
  "signer.invited": "بدء دور الموقّع",
  "signer.opened": "فتح المستند",
  "signer.otp_sent": "إرسال رمز لمرة واحدة عبر رسالة نصية",
  "signer.otp_verified": "تأكيد الرمز لمرة واحدة",
  "signer.submitted": "إرسال الحقول والتوقيع",
  "signer.completed": "التوقيع",
  "signer.declined": "رفض التوقيع",
  "signer.invite_resent": "إرسال رابط توقيع جديد",
  "signer.reminded": "إرسال تذكير",
  "process.extended": "تمديد الصلاحية",
  "process.voided": "إلغاء العملية",
  "process.expired": "انتهاء صلاحية العملية",
  "process.completed": "إتمام العملية",
  "observer.notified": "إرسال نسخة أو نتيجة إلى مراقب",
  "kiosk.started": "تشغيل الكشك من الموظفين",
  "kiosk.unlocked": "تسليم الكشك إلى الموقّع (PIN)",
  "kiosk.locked": "قفل الكشك بعد دور الموقّع",
  "kiosk.finished": "إنهاء الكشك من الموظفين (PIN)",
  "process.erased": "محو البيانات الشخصية والملفات",
  "process.legal_hold": "فرض حفظ قانوني أو رفعه",
};

const he: EventNames = {
  "process.created": "התהליך נוצר",
  "process.sent": "נשלח לחתימה",
  "process.started_from_public_link": "התחיל מקישור ציבורי",
  "signer.invited": "תורו של החותם התחיל",
  "signer.opened": "המסמך נפתח",
  "signer.otp_sent": "קוד חד-פעמי נשלח ב-SMS",
  "signer.otp_verified": "קוד חד-פעמי אושר",
  "signer.submitted": "השדות והחתימה נשלחו",
  "signer.completed": "נחתם",
  "signer.declined": "סירוב לחתום",
  "signer.invite_resent": "נשלח קישור חתימה חדש",
  "signer.reminded": "נשלחה תזכורת",
  "process.extended": "התוקף הוארך",
  "process.voided": "התהליך בוטל",
  "process.expired": "תוקף התהליך פג",
  "process.completed": "התהליך הושלם",
  "observer.notified": "עותק או תוצאה נשלחו לצופה",
  "kiosk.started": "העמדה הופעלה על ידי הצוות",
  "kiosk.unlocked": "העמדה נמסרה לחותם (PIN)",
  "kiosk.locked": "העמדה ננעלה אחרי תורו של החותם",
  "kiosk.finished": "העמדה נסגרה על ידי הצוות (PIN)",
  "process.erased": "נתונים אישיים וקבצים נמחקו",
  "process.legal_hold": "עיכוב משפטי הוטל או הוסר",
};

export const CERTIFICATE_EVENT_NAMES: Record<Language, EventNames> = { en, de, fr, es, it, ar, he };

/** An event type this version does not know (a newer server's) reads as "Other event". */
export const OTHER_EVENT: Record<Language, string> = { en: "Other event", de: "Sonstiges Ereignis", fr: "Autre événement", es: "Otro evento", it: "Altro evento", ar: "حدث آخر", he: "אירוע אחר" };

export function certificateEventName(language: Language, type: string): string {
  return isAuditEventType(type) ? CERTIFICATE_EVENT_NAMES[language][type] : OTHER_EVENT[language];
}
