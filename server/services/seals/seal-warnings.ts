/**
 * What Settings and /api/ready warn about a seal, in plain words: a self-signed one (readers
 * such as Adobe Acrobat show the seal as not trusted) and one that expires within a month.
 */

/** A seal expiring this soon is warned about. */
export const SEAL_EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type SealExpiry = "valid" | "expiresSoon" | "expired";

export function sealExpiry(notAfter: Date, now: Date): SealExpiry {
  if (notAfter.getTime() <= now.getTime()) return "expired";
  return notAfter.getTime() - now.getTime() <= SEAL_EXPIRY_WARNING_DAYS * DAY_MS ? "expiresSoon" : "valid";
}

/** "20 December 2026". */
export const sealDate = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The readiness answer's warnings about the installation's seal and the organizations' own. */
export function readinessSealWarnings(
  installation: { selfSigned: boolean; notAfter: Date | null } | "unreadable",
  organizations: { expiringSoon: number; expired: number },
  now: Date,
): string[] {
  const warnings: string[] = [];
  if (installation === "unreadable") {
    warnings.push("The installation's document seal cannot be opened, so documents cannot be finished. Check its seal certificate and password; the server log says why.");
    installation = { selfSigned: false, notAfter: null };
  }
  if (installation.selfSigned) {
    warnings.push(
      "The installation's document seal is self-signed: readers such as Adobe Acrobat show sealed PDFs as not trusted. Configure a seal certificate from a trusted certificate provider for the installation.",
    );
  }
  if (installation.notAfter) {
    const expiry = sealExpiry(installation.notAfter, now);
    if (expiry === "expired") warnings.push(`The installation's document seal expired on ${sealDate(installation.notAfter)}: configure a new one.`);
    if (expiry === "expiresSoon") warnings.push(`The installation's document seal expires on ${sealDate(installation.notAfter)}: configure a new one before then.`);
  }
  const count = (n: number) => (n === 1 ? "1 organization's own document seal" : `${n} organizations' own document seals`);
  if (organizations.expired > 0) warnings.push(`${count(organizations.expired)} ${organizations.expired === 1 ? "has" : "have"} expired.`);
  if (organizations.expiringSoon > 0) warnings.push(`${count(organizations.expiringSoon)} ${organizations.expiringSoon === 1 ? "expires" : "expire"} within ${SEAL_EXPIRY_WARNING_DAYS} days.`);
  return warnings;
}
