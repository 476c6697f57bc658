import proxyaddr from '@fastify/proxy-addr';

/**
 * Whether an address is a proxy we trust to tell us who it forwards for. Fastify's `trustProxy` takes this function,
 * so `request.ip` is the right-most untrusted hop of `X-Forwarded-For` and `request.protocol` honours
 * `X-Forwarded-Proto` only from a trusted peer.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The names proxy-addr knows as ranges, besides addresses and CIDR blocks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The trusted proxies from a comma-separated list (`TRUSTED_PROXIES`): addresses, CIDR blocks (`10.0.0.0/8`) and the
 * names `loopback`, `linklocal`, `uniquelocal`; `none` (or empty) trusts nobody. An entry that is none of these is a
 * start-up error, never a silent "trust nothing" or "trust everything".
 */
export function parseTrustedProxies(value: string | undefined, fallback: readonly string[]): readonly string[] {
  const raw = value === undefined ? fallback.join(',') : value;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return [];
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    try {
      proxyaddr.compile(entry);
    } catch {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR block, or loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

/** The trust function for Fastify's `trustProxy` (never `true`: trusting every hop lets a client pick its address). */
export function trustProxy(trusted: readonly string[]): TrustProxy {
  if (trusted.length === 0) return () => false;
  return proxyaddr.compile([...trusted]);
}

/**
 * The client's address by the one rule: walk `X-Forwarded-For` from the socket leftwards while the hop is trusted;
 * the first untrusted hop is the client (the left-most entry when every hop is trusted).
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | readonly string[] | undefined,
  trust: TrustProxy,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor;
  const request = {
    socket: { remoteAddress: socketAddress },
    connection: { remoteAddress: socketAddress },
    headers: header ? { 'x-forwarded-for': header } : {},
  };
  return proxyaddr(request as never, trust);
}
