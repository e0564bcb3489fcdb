/**
 * The From an email shows: MAIL_FROM's address always (it is the address the operator's mail
 * server or Resend domain is set up for), with the organization's sender name when it has one.
 */
export interface SenderAddress {
  name: string;
  address: string;
}

/** MAIL_FROM is `Name <address>` or a bare address (server/env.ts checks which). */
function parseMailFrom(mailFrom: string): SenderAddress {
  const named = /^(.*)<([^<>]+)>\s*$/.exec(mailFrom);
  if (!named) return { name: "", address: mailFrom.trim() };
  return { name: named[1]!.trim().replace(/^"(.*)"$/, "$1"), address: named[2]!.trim() };
}

export function senderAddress(mailFrom: string, senderName: string | null | undefined): SenderAddress {
  const from = parseMailFrom(mailFrom);
  const name = senderName?.replace(/\s+/g, " ").trim();
  return name ? { name, address: from.address } : from;
}

/** RFC 5322 atoms: a name of only these needs no quotes. */
const PLAIN_NAME = /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]+$/;

/** The header form, for APIs that take a string: a name with commas, dots or brackets is quoted, so it stays a name. */
export function formatSenderAddress({ name, address }: SenderAddress): string {
  if (!name) return address;
  if (PLAIN_NAME.test(name)) return `${name} <${address}>`;
  return `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}
