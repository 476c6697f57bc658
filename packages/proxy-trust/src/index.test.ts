/** @jest-environment node */
import { clientAddress, parseTrustedProxies, trustProxy } from './index';

describe('parseTrustedProxies', () => {
  it.each([
    ['unset: the fallback', undefined, ['loopback'], ['loopback']],
    ['unset, no fallback: nobody', undefined, [], []],
    ['none: nobody, whatever the fallback', 'none', ['loopback'], []],
    ['empty: nobody', '', ['loopback'], []],
    [
      'addresses, CIDR blocks and names, spaces trimmed',
      ' 10.0.0.0/8, 192.0.2.7 ,loopback,::1',
      [],
      ['10.0.0.0/8', '192.0.2.7', 'loopback', '::1'],
    ],
  ])('%s', (_case, value, fallback, expected) => {
    expect(parseTrustedProxies(value, fallback)).toEqual(expected);
  });

  it.each(['*', 'true', 'everyone', '10.0.0.0/33', '300.1.2.3', 'localhost', 'none,10.0.0.1'])(
    'refuses "%s" at start-up, naming the variable',
    (value) => {
      expect(() => parseTrustedProxies(value, [])).toThrow(/^TRUSTED_PROXIES: /);
    },
  );
});

describe('clientAddress: the right-most untrusted hop', () => {
  const CASES: Array<
    [string, { trusted: string[]; socket: string; xff: string | string[] | undefined; client: string }]
  > = [
    [
      'a spoofed X-Forwarded-For from an untrusted socket is ignored',
      { trusted: [], socket: '203.0.113.9', xff: '1.2.3.4', client: '203.0.113.9' },
    ],
    [
      'trusting loopback does not make an internet peer trusted',
      { trusted: ['loopback'], socket: '203.0.113.9', xff: '127.0.0.1, 1.2.3.4', client: '203.0.113.9' },
    ],
    [
      'a trusted proxy names the client',
      { trusted: ['loopback'], socket: '127.0.0.1', xff: '198.51.100.20', client: '198.51.100.20' },
    ],
    [
      'what the client prepended before the trusted proxy appended is ignored',
      { trusted: ['loopback'], socket: '127.0.0.1', xff: '6.6.6.6, 198.51.100.20', client: '198.51.100.20' },
    ],
    [
      'a chain through two trusted hops (CIDR) stops at the first untrusted one',
      {
        trusted: ['10.0.0.0/8'],
        socket: '10.0.0.2',
        xff: '6.6.6.6, 198.51.100.20, 10.1.2.3',
        client: '198.51.100.20',
      },
    ],
    [
      'the header repeated is one list',
      {
        trusted: ['10.0.0.0/8'],
        socket: '10.0.0.2',
        xff: ['6.6.6.6', '198.51.100.20, 10.1.2.3'],
        client: '198.51.100.20',
      },
    ],
    [
      'every hop trusted: the left-most entry',
      { trusted: ['10.0.0.0/8'], socket: '10.0.0.2', xff: '10.9.9.9, 10.1.2.3', client: '10.9.9.9' },
    ],
    [
      'a trusted proxy that sends no header: the socket',
      { trusted: ['loopback'], socket: '127.0.0.1', xff: undefined, client: '127.0.0.1' },
    ],
    [
      'an IPv4-mapped socket address matches an IPv4 block',
      { trusted: ['10.0.0.0/8'], socket: '::ffff:10.0.0.2', xff: '198.51.100.20', client: '198.51.100.20' },
    ],
    [
      'IPv6 blocks',
      { trusted: ['2001:db8::/32'], socket: '2001:db8::1', xff: '2001:db8:ffff::1, 2a00::5', client: '2a00::5' },
    ],
    [
      'none: even loopback is the client',
      { trusted: [], socket: '127.0.0.1', xff: '198.51.100.20', client: '127.0.0.1' },
    ],
  ];

  it.each(CASES)('%s', (_case, { trusted, socket, xff, client }) => {
    expect(clientAddress(socket, xff, trustProxy(trusted))).toBe(client);
  });

  it('parses and trusts the same list (none trusts nobody)', () => {
    const trust = trustProxy(parseTrustedProxies('none', ['loopback']));

    expect(trust('127.0.0.1', 0)).toBe(false);
    expect(trustProxy(parseTrustedProxies(undefined, ['loopback']))('127.0.0.1', 0)).toBe(true);
  });
});
