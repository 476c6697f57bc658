import { createTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the API as a whole', () => {
  it('answers unknown routes with a problem+json 404', async () => {
    const response = await api.client().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 problem, not a 500', async () => {
    const response = await api.client().request('POST', '/api/newsletter', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await api.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBe(new Set(api.app.documentedRoutes.map((r) => r.url)).size);
  });

  it('reports its health and database engine', async () => {
    const response = await api.client().get('/api/healthz');
    expect(response.json()).toEqual({ status: 'ok', database: api.engine });
  });

  it('serves a request without the storefront’s locale header in the locale the storefront would decide', async () => {
    const currency = async (headers: Record<string, string>) =>
      ((await api.app.inject({ url: '/api/bag/summary', headers })).json() as { currency: string }).currency;
    expect(await currency({ host: 'nz.localhost:8080', 'accept-language': 'fr-CA' })).toBe('NZD');
    expect(await currency({ host: 'ca.localhost:8080' })).toBe('CAD');
    expect(await currency({ host: 'www.example-jewellers.com.au', cookie: 'storefront_locale=fr-CA' })).toBe('AUD');
    expect(await currency({ host: 'ca.localhost:8080', 'x-storefront-locale': 'en-NZ' })).toBe('NZD');
  });

  it('marks personal answers as not cacheable', async () => {
    const response = await api.client().get('/api/healthz');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('cross-site request forgery (every state-changing route, found from the router)', () => {
  const writes = () =>
    api.app.documentedRoutes.filter((route) => route.method !== 'GET' && route.csrfExempt === undefined);

  it('has state-changing routes to check', () => {
    expect(writes().length).toBeGreaterThan(0);
  });

  it('refuses a request without the custom header with 403 CSRF_REJECTED', async () => {
    for (const route of writes()) {
      const url = `/api${route.url.replace(/:[A-Za-z]+/g, 'x')}`;
      const response = await api.client().request(route.method, url, { body: {}, csrf: false });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      expect(response.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    }
  });

  it('refuses a request from another origin even with the header', async () => {
    for (const route of writes()) {
      const url = `/api${route.url.replace(/:[A-Za-z]+/g, 'x')}`;
      const response = await api.client({ origin: 'https://evil.example' }).request(route.method, url, { body: {} });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });
});

describe('the session cookie over https', () => {
  it('is __Host- prefixed and Secure when the edge says the shopper came over https', async () => {
    const shopper = api.client();
    const https = { 'x-forwarded-proto': 'https' };
    const login = await shopper.request('POST', '/api/identity/login', {
      body: { email: 'ava.member@example.com', password: 'Lustre2026!' },
      headers: https,
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    const session = await shopper.request('GET', '/api/identity/session', { headers: https });
    expect(session.json()).toMatchObject({ signedIn: true });
    // The same cookie sent over plain http is not the session cookie there.
    expect((await shopper.get('/api/identity/session')).json()).toMatchObject({ signedIn: false });
  });
});
