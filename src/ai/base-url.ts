/** Base URLs of OpenAI-compatible services, as the investor types them. */

/** Dotted IPv4 (as the URL parser normalises every IPv4 form) → its four numbers. */
function ipv4(hostname: string): number[] | undefined {
  const parts = hostname.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : undefined;
}

function isLoopbackOrPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 127 || // loopback
    a === 10 ||
    (a === 172 && b !== undefined && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) // link-local
  );
}

function isLoopbackOrPrivateIpv6(address: string): boolean {
  if (address === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return isLoopbackOrPrivateIpv4(ipv4(mapped) ?? []);
  // The URL parser writes mapped IPv4 in hex (::ffff:7f00:1).
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (hexMapped) {
    const high = Number.parseInt(hexMapped[1] ?? '', 16);
    return isLoopbackOrPrivateIpv4([high >> 8, high & 0xff]);
  }
  const first = Number.parseInt(address.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // unique local, link-local
}

/**
 * Whether a URL's host is this computer or a private network, where plain http
 * does not expose the key to the internet: localhost names, loopback, the
 * RFC 1918 ranges, link-local, IPv6 unique-local.
 */
export function isLoopbackOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isLoopbackOrPrivateIpv6(host.slice(1, -1));
  const v4 = ipv4(host);
  return v4 !== undefined && isLoopbackOrPrivateIpv4(v4);
}

/**
 * Whether `url` can be a base URL: https, or http to a loopback or private
 * address (a model on this computer or the local network); no credentials in it
 * (no javascript:, no file:, no key sent in clear text across the internet).
 */
export function isUsableBaseUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.username || parsed.password) return false;
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && isLoopbackOrPrivateHost(parsed.hostname);
  } catch {
    return false;
  }
}

/** Trailing slashes are trimmed so `…/v1/` and `…/v1` reach the same endpoint. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
