/**
 * The addresses a webhook may never reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is true: the
 * server itself, the networks behind it and the cloud's metadata service. Webhook URLs come
 * from customers, so without this list they could make Signet probe its own infrastructure.
 */
import { BlockList, isIPv4, isIPv6 } from "node:net";

interface Range {
  network: string;
  prefix: number;
  kind: string;
}

const IPV4_RANGES: Range[] = [
  { network: "0.0.0.0", prefix: 8, kind: "a 'this network' address" },
  { network: "10.0.0.0", prefix: 8, kind: "a private address" },
  { network: "100.64.0.0", prefix: 10, kind: "a carrier-grade NAT address" },
  { network: "127.0.0.0", prefix: 8, kind: "a loopback address" },
  { network: "169.254.169.254", prefix: 32, kind: "the cloud metadata service" },
  { network: "169.254.0.0", prefix: 16, kind: "a link-local address" },
  { network: "172.16.0.0", prefix: 12, kind: "a private address" },
  { network: "192.0.0.0", prefix: 24, kind: "a reserved address" },
  { network: "192.168.0.0", prefix: 16, kind: "a private address" },
  { network: "198.18.0.0", prefix: 15, kind: "a reserved address" },
  { network: "224.0.0.0", prefix: 4, kind: "a multicast address" },
  { network: "240.0.0.0", prefix: 4, kind: "a reserved address" },
];

const IPV6_RANGES: Range[] = [
  // Covers :: (unspecified), ::1 (loopback) and the deprecated IPv4-compatible ::a.b.c.d.
  { network: "::", prefix: 96, kind: "a loopback or unspecified address" },
  // Local-use NAT64 (RFC 8215): its operator chooses where the IPv4 address sits, so none is read.
  { network: "64:ff9b:1::", prefix: 48, kind: "a local-use NAT64 address" },
  { network: "100::", prefix: 64, kind: "a discard address" },
  { network: "2001::", prefix: 32, kind: "a Teredo tunnel address" },
  { network: "fd00:ec2::254", prefix: 128, kind: "the cloud metadata service" },
  { network: "fc00::", prefix: 7, kind: "a unique-local address" },
  { network: "fe80::", prefix: 10, kind: "a link-local address" },
  { network: "fec0::", prefix: 10, kind: "a site-local address" },
  { network: "ff00::", prefix: 8, kind: "a multicast address" },
];

/** Host names of metadata services that some clouds answer before any address is involved. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"]);

function blockListOf(ranges: Range[], family: "ipv4" | "ipv6"): BlockList {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.network, range.prefix, family);
  return list;
}

const ipv4List = blockListOf(IPV4_RANGES, "ipv4");
const ipv6List = blockListOf(IPV6_RANGES, "ipv6");

function ipv4Kind(address: string): string | null {
  if (!ipv4List.check(address, "ipv4")) return null;
  const single = new BlockList();
  // The first listed range that matches names it (metadata before link-local).
  for (const range of IPV4_RANGES) {
    single.addSubnet(range.network, range.prefix, "ipv4");
    if (single.check(address, "ipv4")) return range.kind;
  }
  return "a reserved address";
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0]!;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headGroups = head ? head.split(":").filter(Boolean) : [];
  const tailGroups = tail ? tail.split(":").filter(Boolean) : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv6 form carries (mapped, translated, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const toIpv4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return toIpv4(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return toIpv4(groups[6]!, groups[7]!); // ::ffff:0:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return toIpv4(groups[6]!, groups[7]!); // 64:ff9b::/96
  if (groups[0] === 0x2002) return toIpv4(groups[1]!, groups[2]!); // 6to4
  return null;
}

/**
 * Why a webhook may not connect to `address` ("a loopback address", ...), or null when it is
 * a public address. IPv6 forms that carry an IPv4 address are judged by that address.
 */
export function forbiddenAddressKind(address: string): string | null {
  if (isIPv4(address)) return ipv4Kind(address);
  if (!isIPv6(address)) return "not an IP address";
  const inner = embeddedIpv4(address);
  if (inner) return ipv4Kind(inner);
  if (!ipv6List.check(address, "ipv6")) return null;
  const single = new BlockList();
  for (const range of IPV6_RANGES) {
    single.addSubnet(range.network, range.prefix, "ipv6");
    if (single.check(address, "ipv6")) return range.kind;
  }
  return "a reserved address";
}

export function isMetadataHost(hostname: string): boolean {
  return METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ""));
}
