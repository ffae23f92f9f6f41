import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { InvalidInputError } from '../domain-errors';

/*
 * No request forgery through webhooks (decision 053): an endpoint must not lead into the shop's
 * own network. Checked when an endpoint is saved (its name resolved) and again at every send, on
 * the very address the connection then uses (`guardedLookup`), so a name that resolves to a
 * public address when saved and to 127.0.0.1 later (DNS rebinding) is still refused.
 * WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true lifts it, for a shop whose tools live on its own network.
 */

const blocked = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the machine itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the clouds' metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  blocked.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, bits, 'ipv6');

/** The 16 bytes of an IPv6 address as `isIPv6` accepts it (with `::` and a dotted IPv4 tail). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = groups(tail);
  const words = tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 one may carry, each as a translator or tunnel would read it: an IPv6
 * address is only as safe as the IPv4 address it leads to.
 *
 * - IPv4-mapped `::ffff:0:0/96`, IPv4-compatible `::/96` (deprecated, still routed by some
 *   stacks) and SIIT's IPv4-translated `::ffff:0:0:0/96` (RFC 2765): the last 32 bits.
 * - NAT64 (RFC 6052) in `64:ff9b::/32`: the well-known prefix `64:ff9b::/96` (RFC 6052 allows it
 *   only at /96) and the local-use `64:ff9b:1::/48` (RFC 8215), whose translator is the network's
 *   own and whose prefix length its operator chose. The /96 reading (the last 32 bits) always
 *   counts; the /32 to /64 ones count wherever the address is shaped as those layouts write it
 *   (bits 64 to 71 zero, and zeros after the IPv4 address).
 * - 6to4 `2002::/16`: bits 16 to 47.
 * - Teredo `2001::/32` (RFC 4380): the server at bits 32 to 63, the client in the last 32 bits
 *   with every bit flipped.
 */
function embeddedIpv4s(address: string): string[] {
  const bytes = ipv6Bytes(address);
  const quad = (...at: number[]) => at.map((index) => bytes[index]!).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return [quad(12, 13, 14, 15)]; // ::ffff:a.b.c.d
  if (zeros(0, 12)) return [quad(12, 13, 14, 15)]; // ::a.b.c.d
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return [quad(12, 13, 14, 15)]; // ::ffff:0:a.b.c.d
  if (starts(0x00, 0x64, 0xff, 0x9b)) {
    // RFC 6052's layouts: where the IPv4 address's four bytes sit for each prefix length, skipping byte 8.
    const layouts = [
      [4, 5, 6, 7],
      [5, 6, 7, 9],
      [6, 7, 9, 10],
      [7, 9, 10, 11],
      [9, 10, 11, 12],
    ];
    const shaped = layouts.filter((layout) => bytes[8] === 0 && zeros(layout.at(-1)! + 1, 16));
    return [quad(12, 13, 14, 15), ...shaped.map((layout) => quad(...layout))];
  }
  if (starts(0x20, 0x02)) return [quad(2, 3, 4, 5)]; // 2002:aabb:ccdd::/48
  if (starts(0x20, 0x01, 0x00, 0x00)) {
    const client = bytes.slice(12, 16).map((byte) => byte ^ 0xff);
    return [quad(4, 5, 6, 7), client.join('.')];
  }
  return [];
}

/** Whether an IP address is one a webhook must not reach: private, loopback, link-local, and their kin. */
export function isForbiddenAddress(address: string): boolean {
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  if (embeddedIpv4s(address).some((inner) => blocked.check(inner, 'ipv4'))) return true;
  return blocked.check(address.split('%')[0]!, 'ipv6');
}

/** `localhost` and its subdomains always mean this machine (RFC 6761), whatever DNS says. */
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.';

/** A URL's host as an address or name: brackets off an IPv6 literal, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

export class ForbiddenAddressError extends Error {}

const refusal = (host: string, address: string) =>
  new ForbiddenAddressError(
    host === address
      ? `${address} is a private, loopback or link-local address`
      : `${host} resolves to ${address}, a private, loopback or link-local address`,
  );

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    ),
  );

/**
 * An endpoint's URL checked where it leads, when saved: refused (400 naming `url`) if it is a
 * forbidden address, `localhost`, or a name any of whose addresses is forbidden. A name that
 * does not resolve yet is accepted: every send checks again. Plain http needs the setting too,
 * since the shop's data would cross the internet readable.
 */
export async function checkEndpointUrl(
  raw: string,
  options: { allowPrivateNetworks: boolean; resolve?: Resolve },
): Promise<void> {
  if (options.allowPrivateNetworks) return;
  const url = new URL(raw);
  if (url.protocol !== 'https:')
    throw new InvalidInputError(
      'WEBHOOK_URL_NOT_HTTPS',
      'url: must use https (plain http only with WEBHOOKS_ALLOW_PRIVATE_NETWORKS)',
      'url',
    );
  const host = hostOf(url);
  const fail = (address: string) => {
    throw new InvalidInputError('WEBHOOK_URL_PRIVATE', `url: ${refusal(host, address).message}`, 'url');
  };
  if (isLocalName(host)) fail('127.0.0.1');
  if (isIPv4(host) || isIPv6(host)) {
    if (isForbiddenAddress(host)) fail(host);
    return;
  }
  let addresses: string[];
  try {
    addresses = await withDeadline((options.resolve ?? resolveAll)(host), 5000);
  } catch {
    return;
  }
  const bad = addresses.find(isForbiddenAddress);
  if (bad) fail(bad);
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The `lookup` a send connects through (http.request's option): it resolves the name, refuses
 * when any address is forbidden, and hands the connection exactly the addresses it checked.
 */
export function guardedLookup(allowPrivateNetworks: boolean) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const host = hostname.toLowerCase();
      if (!allowPrivateNetworks) {
        const bad = isLocalName(host) ? { address: '127.0.0.1' } : addresses.find((a) => isForbiddenAddress(a.address));
        if (bad) return callback(refusal(host, bad.address) as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** A literal address in a URL is never looked up: it is checked here before connecting. */
export function checkLiteralHost(url: URL, allowPrivateNetworks: boolean): void {
  const host = hostOf(url);
  if (allowPrivateNetworks) return;
  if (isLocalName(host)) throw refusal(host, '127.0.0.1');
  if ((isIPv4(host) || isIPv6(host)) && isForbiddenAddress(host)) throw refusal(host, host);
}
