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

/** The IPv4 address an IPv6 one carries (IPv4-mapped, IPv4-compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const quad = (from: number) => bytes.slice(from, from + 4).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return quad(12); // ::ffff:a.b.c.d
  if (zeros(0, 12)) return quad(12); // ::a.b.c.d (deprecated, still routed by some stacks)
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return quad(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return quad(2); // 2002:aabb:ccdd::/48
  return null;
}

/** Whether an IP address is one a webhook must not reach: private, loopback, link-local, and their kin. */
export function isForbiddenAddress(address: string): boolean {
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  const inner = embeddedIpv4(address);
  if (inner !== null && blocked.check(inner, 'ipv4')) return true;
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
