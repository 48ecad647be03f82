import net from 'node:net';

/**
 * Whether an IP address is one the server may fetch live data from (decision "Live data is fetched by
 * the server behind a guard"): only public unicast addresses. Anything else names what it is, for the
 * message the user reads: this machine, a private network, a link-local address (where cloud metadata
 * services answer), or a range that is reserved, documentation-only or multicast.
 */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cloud metadata'
  | 'shared (carrier-grade NAT)'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

type Ipv4Rule = readonly [base: string, prefix: number, kind: AddressKind];

/** IANA's special-purpose IPv4 ranges, most specific first (255.255.255.255 before 240/4). */
const IPV4_RULES: readonly Ipv4Rule[] = [
  ['169.254.169.254', 32, 'cloud metadata'],
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 32, 'unspecified'],
  ['0.0.0.0', 8, 'reserved'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv4Kind(address: string): AddressKind {
  const n = ipv4Number(address);
  for (const [base, prefix, kind] of IPV4_RULES) {
    const size = 2 ** (32 - prefix);
    if (Math.floor(n / size) === Math.floor(ipv4Number(base) / size)) return kind;
  }
  return 'public';
}

/** The eight 16-bit groups of a valid IPv6 address (a zone id dropped, an IPv4 tail turned into two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push(a * 256 + b, c * 256 + d);
    text = text.slice(0, -dotted[0].length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const [head, rest] = text.split('::') as [string, string | undefined];
  const before = parse(head);
  const after = rest === undefined ? [] : parse(rest);
  const zeros = 8 - before.length - after.length - tail.length;
  return [...before, ...Array<number>(Math.max(0, zeros)).fill(0), ...after, ...tail];
}

function ipv6Kind(address: string): AddressKind {
  const g = ipv6Groups(address);
  const [g0, g1] = g as [number, number];
  const firstFiveZero = g.slice(0, 5).every((x) => x === 0);
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) reaches that IPv4 address: judge it as one.
  if (firstFiveZero && g[5] === 0xffff) {
    return ipv4Kind(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  }
  if (g.every((x) => x === 0)) return 'unspecified';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
  if ((g0 & 0xfe00) === 0xfc00) return g0 === 0xfd00 && g1 === 0xec2 ? 'cloud metadata' : 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only global unicast (2000::/3) is public, less its special blocks: IETF protocol assignments and
  // Teredo (2001::/23), documentation (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16, which embeds an
  // IPv4 address of any kind).
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return 'reserved';
  if (g0 === 0x2002 || (g0 === 0x3fff && g1 < 0x1000)) return 'reserved';
  return 'public';
}

/** What an address is; an address that is not an IP address at all is 'reserved' (never fetched). */
export function addressKind(address: string): AddressKind {
  const family = net.isIP(address);
  if (family === 4) return ipv4Kind(address);
  if (family === 6) return ipv6Kind(address);
  return 'reserved';
}
