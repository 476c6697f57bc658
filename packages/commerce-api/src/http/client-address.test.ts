import type { InjectOptions } from 'fastify';
import { defaultContent, fixtureVariant } from '../bag/test-fixtures';
import { createTestApi, PRODUCTION_ENV, TEST_ORIGIN, type TestApi } from '../test/harness';

/**
 * Who the client is and whether it came over https (issue 16): only the trusted proxies (`TRUSTED_PROXIES`, default
 * the edge on loopback) may say so through `X-Forwarded-For` / `X-Forwarded-Proto`; the client is the right-most
 * untrusted hop. Per-IP limits are keyed by that address, so a client cannot pick a new one per request.
 */
// Each file starts two or more APIs; on a shared 2-core machine that can take longer than jest's 5 s default.
jest.setTimeout(30_000);

const apis: TestApi[] = [];
async function api(env: NodeJS.ProcessEnv = {}): Promise<TestApi> {
  const started = await createTestApi({ env, content: defaultContent });
  apis.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(apis.map((started) => started.close()));
});

let counter = 0;
const enquiry = () => ({
  enquiryType: 'general',
  firstName: 'Grace',
  lastName: 'Nguyen',
  email: `grace.${(counter += 1)}@example.com`,
  comment: 'Could a store look at my clasp?',
});

/** The address the contact form's per-IP limit counted this request against. */
async function countedAddress(
  target: TestApi,
  remoteAddress: string,
  forwardedFor: string | undefined,
): Promise<string | undefined> {
  const before = await target.db.selectFrom('throttles').select('key').where('scope', '=', 'contact:ip').execute();
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: {
      'x-storefront-csrf': '1',
      origin: TEST_ORIGIN,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: enquiry(),
  });
  expect(response.statusCode).toBe(201);
  const after = await target.db.selectFrom('throttles').select('key').where('scope', '=', 'contact:ip').execute();
  const known = new Set(before.map((row) => row.key));
  const added = after.map((row) => row.key).filter((key) => !known.has(key));
  expect(added.length).toBeLessThanOrEqual(1);
  return added[0];
}

describe('the client address behind the edge (TRUSTED_PROXIES default: loopback)', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const target = await api();
    expect(await countedAddress(target, '203.0.113.10', '198.51.100.1')).toBe('203.0.113.10');
    expect(await countedAddress(target, '203.0.113.11', '198.51.100.1, 127.0.0.1')).toBe('203.0.113.11');
  });

  it('takes the address the edge on loopback (IPv4 or IPv6) forwards', async () => {
    const target = await api();
    expect(await countedAddress(target, '127.0.0.1', '198.51.100.2')).toBe('198.51.100.2');
    expect(await countedAddress(target, '::1', '198.51.100.3')).toBe('198.51.100.3');
  });

  it('takes the right-most untrusted hop, never an address the client wrote further left', async () => {
    const target = await api();
    expect(await countedAddress(target, '127.0.0.1', '192.0.2.66, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('keeps one address per client: a spoofed header per request does not reset the per-IP limit', async () => {
    const target = await api();
    const addresses = new Set<string | undefined>();
    for (const spoofed of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      addresses.add(await countedAddress(target, '203.0.113.12', spoofed));
    }
    expect([...addresses]).toEqual(['203.0.113.12']);
  });
});

describe('the client address behind a load balancer and the edge (TRUSTED_PROXIES=loopback,10.0.0.0/8)', () => {
  it('walks the trusted hops from the socket and stops at the first untrusted one', async () => {
    const target = await api({ TRUSTED_PROXIES: 'loopback,10.0.0.0/8' });
    expect(await countedAddress(target, '127.0.0.1', '192.0.2.66, 198.51.100.5, 10.1.2.3')).toBe('198.51.100.5');
    expect(await countedAddress(target, '10.0.0.7', '198.51.100.6')).toBe('198.51.100.6');
  });

  it('trusts nobody with TRUSTED_PROXIES=none', async () => {
    const target = await api({ TRUSTED_PROXIES: 'none' });
    expect(await countedAddress(target, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });
});

describe('the session cookie and X-Forwarded-Proto', () => {
  async function sessionCookie(target: TestApi, options: Pick<InjectOptions, 'remoteAddress' | 'headers'>) {
    const piece = await fixtureVariant(target.db, { sized: false, engravable: false, minStock: 5 });
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/bag/lines',
      ...options,
      headers: { 'x-storefront-csrf': '1', origin: TEST_ORIGIN, ...options.headers },
      payload: { sku: piece.sku, quantity: 1 },
    });
    expect(response.statusCode).toBe(201);
    return String(response.headers['set-cookie']);
  }
  const https = { 'x-forwarded-proto': 'https' };

  it('is __Host- and Secure when the trusted edge says the shopper came over https', async () => {
    const target = await api();
    expect(await sessionCookie(target, { remoteAddress: '127.0.0.1', headers: https })).toMatch(
      /^__Host-sid=[^;]+;.*; Secure/,
    );
    expect(await sessionCookie(target, { remoteAddress: '::1', headers: https })).toMatch(/^__Host-sid=.*; Secure/);
  });

  it('is neither when a peer that is not a trusted proxy claims https', async () => {
    const target = await api();
    const cookie = await sessionCookie(target, { remoteAddress: '203.0.113.20', headers: https });
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toContain('Secure');
  });

  it('honours https from a TLS-terminating load balancer in TRUSTED_PROXIES without any other variable', async () => {
    const target = await api({ TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(await sessionCookie(target, { remoteAddress: '10.0.0.7', headers: https })).toMatch(
      /^__Host-sid=.*; Secure/,
    );
  });

  it('is always __Host- and Secure in production, even over plain http', async () => {
    const target = await api(PRODUCTION_ENV);
    const cookie = await sessionCookie(target, {
      remoteAddress: '127.0.0.1',
      headers: { origin: PRODUCTION_ENV.ALLOWED_ORIGINS!.split(',')[0]! },
    });
    expect(cookie).toMatch(/^__Host-sid=.*; Secure/);
  });
});
