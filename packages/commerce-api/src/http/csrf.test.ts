import { createTestApi, PRODUCTION_ENV, PRODUCTION_ORIGINS, type TestApi } from '../test/harness';

/**
 * The CSRF origin check (issue 16): in production only the configured market origins (`ALLOWED_ORIGINS`) may write;
 * outside production `localhost`, any `*.localhost` and `127.0.0.1` pass too, so the markets work on one machine.
 */
// Each file starts two or more APIs; on a shared 2-core machine that can take longer than jest's 5 s default.
jest.setTimeout(30_000);

let development: TestApi;
let production: TestApi;
beforeAll(async () => {
  [development, production] = await Promise.all([createTestApi(), createTestApi({ env: PRODUCTION_ENV })]);
});
afterAll(async () => {
  await Promise.all([development.close(), production.close()]);
});

let counter = 0;
async function signUp(api: TestApi, origin: string, host?: string) {
  counter += 1;
  const response = await api
    .client({ origin })
    .post('/api/newsletter', { email: `reader.${counter}@example.com` }, host ? { host } : undefined);
  return response.statusCode;
}

describe('the CSRF origin check in production', () => {
  it.each(['http://evil.localhost', 'http://evil.localhost:8080', 'http://localhost:8080', 'http://127.0.0.1:8080'])(
    'refuses a write from %s with 403',
    async (origin) => {
      expect(await signUp(production, origin)).toBe(403);
    },
  );

  it('refuses an origin that only matches the Host header', async () => {
    expect(await signUp(production, 'https://shop.example.net', 'shop.example.net')).toBe(403);
  });

  it.each(PRODUCTION_ORIGINS)('accepts a write from the market origin %s', async (origin) => {
    expect(await signUp(production, origin)).toBe(202);
  });

  it('has no same-site hosts', () => {
    expect(production.config.sameSiteHostSuffixes).toEqual([]);
  });
});

describe('the CSRF origin check in development', () => {
  it.each(['http://evil.localhost', 'http://au.localhost:8080', 'http://localhost:3001', 'http://127.0.0.1:8080'])(
    'accepts a write from %s',
    async (origin) => {
      expect(await signUp(development, origin)).toBe(202);
    },
  );

  it('still refuses another site', async () => {
    expect(await signUp(development, 'https://evil.example')).toBe(403);
  });
});
