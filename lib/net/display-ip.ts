/**
 * An IP address as a person reads it. A dual-stack server records IPv4 clients as
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`); that is the same address, so it is shown as IPv4.
 * The stored value (hashed into the audit chain) is never rewritten, only its display.
 */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function displayIp(ip: string): string {
  return IPV4_MAPPED.exec(ip.trim())?.[1] ?? ip;
}
