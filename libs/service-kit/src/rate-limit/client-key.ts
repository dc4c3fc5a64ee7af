import { isIPv4, isIPv6 } from 'node:net';

/** The key of requests whose client address is not known (internal callers, an older gateway). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The rate-limit key of a client address as the gateway saw it. An IPv4 address is itself (also
 * when written IPv4-mapped, `::ffff:1.2.3.4`); an IPv6 address counts by its /64, because one
 * subscriber is usually given a whole /64 and could otherwise take a fresh address per attempt.
 */
export function clientKey(address: string | null | undefined): string {
  const ip = (address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return UNKNOWN_CLIENT;
}

/** The eight 16-bit groups of a valid IPv6 address, zone dropped, `::` expanded, no leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [address] = ip.split('%');
  let text = address;
  // A trailing dotted IPv4 part is two groups.
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
