/** @jest-environment node */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { remoteNames, type LatestBuild, type RemoteRegistry, type SiteConfig } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { publishAll, publishAndPointRemote, rollback } from '../release-operations';
import { call, type Call } from '../testing/edge-requests';
import {
  createFakeRepo,
  fakeContext,
  writeRemoteDist,
  writeShellDist,
  type FakeRepo,
} from '../testing/release-fixtures';
import { createEdge } from './create-edge';
import type { HealthReport } from './health';

let repo: FakeRepo;
let edge: FastifyInstance | undefined;

/** A started edge over the test's release store, with a request helper. */
async function startEdge(env: NodeJS.ProcessEnv = {}) {
  const app = await createEdge({ dataDir: repo.dataDir, env: { LOG_LEVEL: 'silent', ...env } });
  edge = app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { port, request: (input: string | Call) => call(port, input) };
}

async function publishSite(): Promise<ReturnType<typeof fakeContext>> {
  const ctx = fakeContext(repo);
  await writeShellDist(repo.root);
  await writeRemoteDist(repo.root, 'catalogue');
  await publishAll(ctx);
  return ctx;
}

beforeEach(async () => {
  repo = await createFakeRepo();
});
afterEach(async () => {
  await edge?.close();
  edge = undefined;
  await repo.cleanup();
});

describe('edge: registry and releases', () => {
  it('serves the registry with no-cache', async () => {
    await publishSite();
    const app = await startEdge();

    const response = await app.request('/remotes.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<RemoteRegistry>().remotes.catalogue?.entry).toMatch(
      /^\/remotes\/catalogue\/1\.0\.0-\w+\/mf-manifest\.json$/,
    );
  });

  it('serves remote files immutable, with CORS and their content type', async () => {
    await publishSite();
    const app = await startEdge();
    const entry = (await app.request('/remotes.json')).json<RemoteRegistry>().remotes.catalogue?.entry ?? '';

    const manifest = await app.request(entry);
    const remoteEntry = await app.request(entry.replace('mf-manifest.json', 'remoteEntry.js'));

    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(remoteEntry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(remoteEntry.body).toContain('var mfe_catalogue');
  });

  it('answers 404 for unknown remotes, versions, files and hidden files', async () => {
    await publishSite();
    const app = await startEdge();
    const version = (await app.request('/remotes.json')).json<RemoteRegistry>().remotes.catalogue?.version;

    for (const url of [
      '/remotes/payments/1.0.0/remoteEntry.js',
      '/remotes/catalogue/9.9.9/remoteEntry.js',
      `/remotes/catalogue/${version}/missing.js`,
      `/remotes/catalogue/${version}/.release.json`,
      `/remotes/catalogue/${version}/..%2F..%2Fregistry.json`,
    ]) {
      expect((await app.request(url)).statusCode).toBe(404);
    }
  });

  it('shows a registry change on the next request, without a restart', async () => {
    const ctx = await publishSite();
    const app = await startEdge();
    const before = (await app.request('/remotes.json')).json<RemoteRegistry>().remotes.catalogue?.version;

    await writeRemoteDist(repo.root, 'catalogue', { body: 'new' });
    const deployed = await publishAndPointRemote(ctx, 'catalogue', 'deploy');
    const afterDeploy = (await app.request('/remotes.json')).json<RemoteRegistry>().remotes.catalogue?.version;
    await rollback(ctx, 'catalogue');
    const afterRollback = (await app.request('/remotes.json')).json<RemoteRegistry>().remotes.catalogue?.version;

    expect(afterDeploy).toBe(deployed.current);
    expect(afterDeploy).not.toBe(before);
    expect(afterRollback).toBe(before);
  });
  it('keeps serving the last good registry when the file is broken by hand', async () => {
    await publishSite();
    const app = await startEdge();
    const before = (await app.request('/remotes.json')).json<RemoteRegistry>();

    await writeFile(`${repo.dataDir}/registry.json`, '{ "remotes": ');
    const during = await app.request('/remotes.json');

    expect(during.statusCode).toBe(200);
    expect(during.json<RemoteRegistry>()).toEqual(before);
  });
});

describe('edge: the shell document', () => {
  it('serves index.html no-cache with a CSP nonce that matches every script tag', async () => {
    await publishSite();
    const app = await startEdge();

    const response = await app.request({ url: '/', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scriptNonces = [...response.body.matchAll(/<script\b[^>]*>/g)].map(
      (match) => /nonce="([^"]+)"/.exec(match[0])?.[1],
    );
    expect(scriptNonces).toHaveLength(3); // the shell's two, and the inline boot data
    expect(scriptNonces.every((value) => value === nonce)).toBe(true);
    expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);

    const again = await app.request({ url: '/', headers: { accept: 'text/html' } });
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('inlines the site config and the registry, escaped, so the shell needs no round trip before rendering', async () => {
    await publishSite();
    const app = await startEdge({ INTEGRATIONS: '</script><script>alert(1)</script>' });

    const response = await app.request({ url: '/', headers: { accept: 'text/html' } });

    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    const element = /<script nonce="([^"]+)" type="application\/json" id="storefront-boot">([^<]*)<\/script>/.exec(
      response.body,
    );
    expect(element?.[1]).toBe(nonce);
    expect(response.body).not.toContain('<script>alert(1)');
    const boot = JSON.parse(element![2]!) as { config: SiteConfig; registry: RemoteRegistry };
    expect(boot.registry).toEqual((await app.request('/remotes.json')).json());
    expect(boot.config).toEqual((await app.request('/_config.json')).json());
    expect(boot.config.integrations).toEqual(['</script><script>alert(1)</script>']);
  });

  it('preloads the messages, boot chunks and the owning remote’s entry, route module and page chunks', async () => {
    const ctx = fakeContext(repo);
    const shellDist = await writeShellDist(repo.root);
    await writeFile(
      path.join(shellDist, 'boot-hints.json'),
      JSON.stringify({
        routes: [
          { path: '/p/:product', remote: 'catalogue', routeId: 'product' },
          { path: '/fr/p/:product', remote: 'catalogue', routeId: 'product' },
        ],
        boot: ['/_shell/dev/807.1a2b3c4d.js', '/_shell/dev/807.1a2b3c4d.css'],
        assets: [
          { path: '/fr/*', language: 'fr', files: ['/_shell/dev/shell-messages-fr-json.1a2b3c4d.js'] },
          { path: '*', language: 'en', files: ['/_shell/dev/shell-messages-en-json.1a2b3c4d.js'] },
        ],
      }),
    );
    const remoteDist = await writeRemoteDist(repo.root, 'catalogue');
    await writeFile(
      path.join(remoteDist, 'route-chunks.json'),
      JSON.stringify({
        routes: { product: ['142.1a2b3c4d.js', '142.1a2b3c4d.css'] },
        messages: { en: ['catalogue-messages-en-json.1a2b3c4d.js'], fr: ['catalogue-messages-fr-json.1a2b3c4d.js'] },
      }),
    );
    await publishAll(ctx);
    const app = await startEdge();
    const registry = (await app.request('/remotes.json')).json<RemoteRegistry>();
    const manifest = registry.remotes.catalogue!.entry;
    const folder = manifest.slice(0, manifest.lastIndexOf('/') + 1);

    const product = await app.request({ url: '/fr/p/some-ring?size=6', headers: { accept: 'text/html' } });
    const links = [
      ...product.body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?>/g),
    ].map(([, href, as, cors]) => `${as}${cors ? '+cors' : ''} ${href}`);
    expect(links).toEqual([
      'script /_shell/dev/807.1a2b3c4d.js',
      'style /_shell/dev/807.1a2b3c4d.css',
      'script /_shell/dev/shell-messages-fr-json.1a2b3c4d.js',
      `fetch+cors ${manifest}`,
      `script ${folder}remoteEntry.js`,
      `script ${folder}__federation_expose_routes.1a2b3c4d.js`,
      `script ${folder}142.1a2b3c4d.js`,
      `style ${folder}142.1a2b3c4d.css`,
      `script ${folder}catalogue-messages-fr-json.1a2b3c4d.js`,
    ]);

    const other = await app.request({ url: '/stores', headers: { accept: 'text/html' } });
    expect(other.body).toContain('shell-messages-en-json');
    expect(other.body).not.toContain(`<link rel="preload" href="${folder}`);
  });

  it('answers deep links with the shell (SPA fallback) and missing assets with 404', async () => {
    await publishSite();
    const app = await startEdge();

    const deepLink = await app.request({ url: '/fr-CA/p/some-ring', headers: { accept: 'text/html' } });
    const noAccept = await app.request('/my-account/order-history/123');
    const missing = await app.request('/static/missing.js');

    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    expect(noAccept.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('never redirects: protocol-relative and backslash look-alike paths get the document or a problem, no Location', async () => {
    await publishSite();
    const app = await startEdge();

    for (const url of [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '///evil.example/x',
      '/fr//evil.example',
    ]) {
      for (const accept of ['text/html', '*/*']) {
        const answer = await app.request({ url, headers: { accept } });
        expect([url, accept, answer.statusCode < 300 || answer.statusCode >= 400, answer.headers.location]).toEqual([
          url,
          accept,
          true,
          undefined,
        ]);
      }
    }
  });

  it('serves shell assets under any version path, immutable when content-hashed', async () => {
    await publishSite();
    const app = await startEdge();
    const shellVersion = (await app.request('/healthz')).json<HealthReport>().shell.version;

    const dev = await app.request('/_shell/dev/main.0a1b2c3d.js');
    const versioned = await app.request(`/_shell/${shellVersion}/shared-versions.json`);
    const unhashed = await app.request('/_shell/dev/shared-versions.json');

    expect(dev.statusCode).toBe(200);
    expect(dev.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(unhashed.headers['cache-control']).toBe('no-cache');
    expect((await app.request('/_shell/dev/nope.js')).statusCode).toBe(404);
  });

  it('keeps serving the assets of an older shell release to tabs that still use it', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root, { body: 'old' });
    await publishAll(ctx);
    const app = await startEdge();
    const oldVersion = (await app.request('/_build/latest.json')).json<LatestBuild>().buildId;

    await writeShellDist(repo.root, { body: 'new' });
    // A new build with a different main chunk name, as webpack would emit.
    await rm(`${repo.root}/shell/dist/main.0a1b2c3d.js`);
    await writeFile(`${repo.root}/shell/dist/main.9f8e7d6c.js`, 'console.log("new");');
    await publishAll(ctx);

    expect((await app.request('/_build/latest.json')).json<LatestBuild>().buildId).not.toBe(oldVersion);
    expect((await app.request('/_shell/dev/main.0a1b2c3d.js')).body).toContain('old');
    expect((await app.request('/_shell/dev/main.9f8e7d6c.js')).body).toContain('new');
  });

  it('answers documents 503 with Retry-After while the maintenance flag file exists, without a restart', async () => {
    await publishSite();
    const app = await startEdge();

    await writeFile(`${repo.dataDir}/maintenance`, '');
    const during = await app.request({ url: '/', headers: { accept: 'text/html' } });
    const config = (await app.request('/_config.json')).json<SiteConfig>();
    await rm(`${repo.dataDir}/maintenance`);
    const after = await app.request({ url: '/', headers: { accept: 'text/html' } });

    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('300');
    expect(during.body).toContain('<div id="root">');
    expect(config.maintenance).toBe(true);
    expect(after.statusCode).toBe(200);
  });

  it('explains how to build when no shell release exists, instead of crashing', async () => {
    const app = await startEdge();

    const response = await app.request({ url: '/', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses text assets over 1 KB with brotli or gzip', async () => {
    await publishSite();
    const app = await startEdge();

    const br = await app.request({ url: '/_shell/dev/main.0a1b2c3d.js', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.request({ url: '/_shell/dev/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    const small = await app.request({ url: '/remotes.json', headers: { 'accept-encoding': 'gzip' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('edge: platform endpoints', () => {
  it('serves the latest-build descriptor no-store and the build manifest by build id', async () => {
    await publishSite();
    const app = await startEdge();

    const latest = await app.request('/_build/latest.json');
    const { buildId } = latest.json<LatestBuild>();
    const manifest = await app.request(`/_build/${buildId}/manifest.json`);

    expect(latest.headers['cache-control']).toBe('no-store');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ buildId, files: expect.arrayContaining(['index.html']) });
    expect((await app.request('/_build/unknown/manifest.json')).statusCode).toBe(404);
  });

  it('serves site config from the environment, no-cache', async () => {
    const app = await startEdge({
      PORT: '9090',
      INTEGRATIONS: 'braze, contentful',
      BRAZE_API_KEY: 'web-app-key',
      BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com',
      BRAZE_ALLOW_USER_SCRIPT: '1',
      MARKET_HOSTS: JSON.stringify({ 'www.example.com.au': 'AU' }),
    });

    const response = await app.request('/_config.json');

    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      maintenance: false,
      marketHosts: { 'www.example.com.au': 'AU' },
      marketOrigins: { AU: 'http://au.localhost:9090', CA: 'http://ca.localhost:9090', NZ: 'http://nz.localhost:9090' },
      integrations: ['braze', 'contentful'],
      engagement: {
        apiKey: 'web-app-key',
        baseUrl: 'sdk.iad-03.braze.com',
        allowUserSuppliedJavascript: true,
        logging: false,
      },
    });
  });

  it('reports health as JSON, degraded while parts are missing', async () => {
    await publishSite();
    const app = await startEdge();

    const response = await app.request('/healthz');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const health = response.json<HealthReport>();
    expect(health).toMatchObject({
      status: 'degraded',
      shell: { version: expect.stringMatching(/^1\.0\.0-/), ok: true },
      api: 'not-configured',
    });
    expect(health.remotes.catalogue).toEqual({ version: expect.any(String), ok: true });
    expect(health.remotes.checkout).toEqual({ version: null, ok: false });
  });

  it('reports ok when every part is published and no API is configured yet, degraded when the API is down', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root);
    for (const remote of remoteNames) await writeRemoteDist(repo.root, remote);
    await publishAll(ctx);

    const alone = await startEdge();
    expect((await alone.request('/healthz')).json<HealthReport>()).toMatchObject({
      status: 'ok',
      api: 'not-configured',
    });
    await edge?.close();

    const down = await startEdge({ API_URL: 'http://127.0.0.1:9' });
    expect((await down.request('/healthz')).json<HealthReport>()).toMatchObject({
      status: 'degraded',
      api: 'unreachable',
    });
  });

  it('puts the security headers on every response', async () => {
    await publishSite();
    const app = await startEdge();

    for (const url of ['/', '/remotes.json', '/nothing.png', '/api/bag']) {
      const response = await app.request(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toBe('camera=(self), geolocation=(self), microphone=()');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('edge: API', () => {
  it('answers 503 problem+json when no API is configured', async () => {
    const app = await startEdge();

    const response = await app.request({ method: 'POST', url: '/api/bag/items', payload: { sku: 'x' } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ title: 'Service Unavailable', status: 503, code: 'api_unavailable' });
  });

  it('proxies /api to API_URL, keeping the path, method, body and original host', async () => {
    const api = Fastify();
    api.all('/api/*', async (request) => ({
      method: request.method,
      url: request.url,
      body: request.body ?? null,
      forwardedHost: request.headers['x-forwarded-host'],
    }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = api.server.address() as AddressInfo;
      const app = await startEdge({ API_URL: `http://127.0.0.1:${port}` });

      const response = await app.request({
        method: 'POST',
        url: '/api/bag/items?x=1',
        headers: { host: 'ca.localhost:8080' },
        payload: { sku: 'ring-1' },
      });
      const health = (await app.request('/healthz')).json<HealthReport>();

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        method: 'POST',
        url: '/api/bag/items?x=1',
        body: { sku: 'ring-1' },
        forwardedHost: 'ca.localhost:8080',
      });
      expect(health.api).toBe('ok');
    } finally {
      await api.close();
    }
  });

  it('answers 502 problem+json when the API does not answer', async () => {
    const app = await startEdge({ API_URL: 'http://127.0.0.1:9' });

    const response = await app.request('/api/products');

    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'api_unreachable' });
    expect((await app.request('/healthz')).json<HealthReport>().api).toBe('unreachable');
  });
});

describe('edge: listening', () => {
  it('answers fetch() like a browser, for the default and a market host', async () => {
    await publishSite();
    const { port, request } = await startEdge();

    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    const market = await request({ url: '/', headers: { host: `ca.localhost:${port}`, accept: 'text/html' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('csp-nonce');
    expect(market.statusCode).toBe(200);
  });
});

describe('edge: a product page’s prerendered payload and first view (SPEC §7)', () => {
  const product = {
    name: 'Aurora <Halo> Ring',
    variants: [
      { sku: 'R-1-WG', image: '/api/images/products/p-1/white-gold.svg' },
      { sku: 'R-1-YG', image: '/api/images/products/p-1/yellow-gold.svg' },
    ],
    selected: { sku: 'R-1-YG', price: { currency: 'CAD', listCents: 199900, effectiveCents: 179900 } },
  };

  /** A fake API that answers the product page (and remembers what it was asked). */
  async function startProductApi(delayMs = 0) {
    const asked: Array<{ url: string; locale: unknown; cookie: unknown; forwardedFor?: unknown }> = [];
    const api = Fastify();
    api.get('/api/products/:slug', async (request, reply) => {
      asked.push({
        url: request.url,
        locale: request.headers['x-storefront-locale'],
        cookie: request.headers.cookie,
        forwardedFor: request.headers['x-forwarded-for'],
      });
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if ((request.params as { slug: string }).slug === 'missing') return reply.code(404).send({ code: 'NOT_FOUND' });
      return product;
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    return { api, asked, url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
  }

  async function publishWithRoutes() {
    const ctx = fakeContext(repo);
    const shellDist = await writeShellDist(repo.root);
    await writeFile(
      path.join(shellDist, 'boot-hints.json'),
      JSON.stringify({
        routes: [
          { path: '/p/:product', remote: 'catalogue', routeId: 'product' },
          { path: '/fr/p/:product', remote: 'catalogue', routeId: 'product' },
          { path: '/stores', remote: 'stores', routeId: 'store-finder' },
        ],
        boot: [],
        assets: [{ path: '*', language: 'en', files: [] }],
      }),
    );
    await writeRemoteDist(repo.root, 'catalogue');
    await publishAll(ctx);
  }

  const payloadOf = (body: string) => {
    const element =
      /<script nonce="[^"]+" type="application\/json" id="storefront-page-payload">([^<]*)<\/script>/.exec(body);
    return element ? (JSON.parse(element[1]!) as Record<string, unknown>) : undefined;
  };

  it('puts the API’s answer and a first view (image, name, price) into the document, in the page’s locale', async () => {
    await publishWithRoutes();
    const { api, asked, url } = await startProductApi();
    try {
      const app = await startEdge({ API_URL: url });

      const page = await app.request({
        url: '/fr/p/aurora-ring?sku=R-1-YG',
        headers: { accept: 'text/html', host: 'ca.localhost:8080', cookie: 'sid=abc' },
      });

      expect(asked).toEqual([
        { url: '/api/products/aurora-ring?sku=R-1-YG', locale: 'fr-CA', cookie: 'sid=abc', forwardedFor: '127.0.0.1' },
      ]);
      expect(payloadOf(page.body)).toEqual({
        routeId: 'product',
        locale: 'fr-CA',
        path: '/fr/p/aurora-ring?sku=R-1-YG',
        data: product,
      });
      expect(page.body).toMatch(/<html data-first-view/);
      const firstView = /<div id="storefront-first-view"[^>]*>.*?<\/div><\/div><\/div>/.exec(page.body)?.[0] ?? '';
      expect(firstView).toContain('src="/api/images/products/p-1/yellow-gold.svg"');
      expect(firstView).toContain('Aurora &lt;Halo&gt; Ring');
      expect(firstView).toMatch(/1\s799,00\s\$/);
      // Its styles are a <style> element carrying the document's nonce: the CSP needs no 'unsafe-inline'.
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      const styles = [...page.body.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag);
      expect(styles).toEqual([`<style nonce="${nonce}">`]);
      expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(page.body).not.toMatch(/<[^>]+\sstyle=/);
      // The first view is the page until the app takes over: the remote's files are not preloaded beside its image.
      expect(page.body).not.toContain('remoteEntry.js');
    } finally {
      await api.close();
    }
  });

  it('serves the plain document when the API is slow, missing the product or down, and for other pages', async () => {
    await publishWithRoutes();
    const { api, url } = await startProductApi(400);
    try {
      const slow = await startEdge({ API_URL: url, FIRST_VIEW_TIMEOUT_MS: '100' });
      const late = await slow.request({ url: '/p/aurora-ring', headers: { accept: 'text/html' } });
      await edge?.close();
      const down = await startEdge({ API_URL: 'http://127.0.0.1:9' });
      const unreachable = await down.request({ url: '/p/aurora-ring', headers: { accept: 'text/html' } });
      const stores = await down.request({ url: '/stores', headers: { accept: 'text/html' } });

      // Without a first view, the remote that renders the page is preloaded with the shell.
      for (const document of [late, unreachable])
        expect(document.body).toMatch(/<link rel="preload" href="[^"]+\/remoteEntry\.js" as="script">/);
      for (const document of [late, unreachable, stores]) {
        expect(document.statusCode).toBe(200);
        // No first view: the shell's scripts start from the head, as the browser finds them.
        expect(document.body).toMatch(/<head>.*<script[^>]*\sdefer src="[^"]+main\.0a1b2c3d\.js"/s);
        expect(document.body).toContain('<div id="root">');
        expect(document.body).not.toContain('storefront-first-view');
        expect(payloadOf(document.body)).toBeUndefined();
      }
    } finally {
      await api.close();
    }
  });

  it('draws the first view whenever the shell renders the page: ?locale= on a non-Canadian host included', async () => {
    await publishWithRoutes();
    const { api, asked, url } = await startProductApi();
    try {
      const app = await startEdge({ API_URL: url });
      const html = (requestUrl: string, headers: Record<string, string>) =>
        app.request({ url: requestUrl, headers: { accept: 'text/html', ...headers } });

      // The shell ignores ?locale= outside Canada and renders the page as it is: so does the edge.
      const australia = await html('/p/aurora-ring?locale=en-CA&sku=R-1-YG', { host: 'localhost:8080' });
      // On the Canadian host an unknown ?locale= is ignored too, and the browser's languages decide.
      const canada = await html('/p/aurora-ring?locale=fr', { host: 'ca.localhost:8080', 'accept-language': 'de,en' });

      expect(asked.map(({ url: asked, locale }) => [asked, locale])).toEqual([
        ['/api/products/aurora-ring?sku=R-1-YG', 'en-AU'],
        ['/api/products/aurora-ring', 'en-CA'],
      ]);
      expect(payloadOf(australia.body)).toMatchObject({
        locale: 'en-AU',
        path: '/p/aurora-ring?locale=en-CA&sku=R-1-YG',
      });
      expect(payloadOf(canada.body)).toMatchObject({ locale: 'en-CA', path: '/p/aurora-ring?locale=fr' });
      for (const page of [australia, canada]) expect(page.body).toMatch(/<html data-first-view/);
    } finally {
      await api.close();
    }
  });

  it('draws nothing where the shell goes elsewhere first: ?locale= on the Canadian host, a French cookie or browser', async () => {
    await publishWithRoutes();
    const { api, asked, url } = await startProductApi();
    try {
      const app = await startEdge({ API_URL: url });
      const canada = { accept: 'text/html', host: 'ca.localhost:8080' };

      for (const request of [
        { url: '/p/aurora-ring?locale=fr-CA', headers: canada },
        { url: '/p/aurora-ring?locale=en-CA', headers: canada },
        { url: '/p/aurora-ring', headers: { ...canada, cookie: 'storefront_locale=fr-CA' } },
        { url: '/p/aurora-ring', headers: { ...canada, 'accept-language': 'fr-CA,en;q=0.5' } },
      ]) {
        const page = await app.request(request);
        expect(page.body).not.toContain('storefront-first-view');
      }
      expect(asked).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('asks nothing for a page the shell will redirect, or an address with other parameters', async () => {
    await publishWithRoutes();
    const { api, asked, url } = await startProductApi();
    try {
      const app = await startEdge({ API_URL: url });

      await app.request({ url: '/fr/p/aurora-ring', headers: { accept: 'text/html', host: 'localhost:8080' } });
      await app.request({ url: '/p/aurora-ring?utm_source=mail', headers: { accept: 'text/html' } });
      const missing = await app.request({ url: '/p/missing', headers: { accept: 'text/html' } });

      expect(asked.map((call) => call.url)).toEqual(['/api/products/missing']);
      expect(payloadOf(missing.body)).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

describe('edge: a category page’s and search results’ first view (issue 18)', () => {
  const tile = (name: string, image: string, cents: number) => ({
    name,
    image,
    price: { currency: 'AUD', listCents: cents, memberCents: null, effectiveCents: cents, isMemberPrice: false },
  });
  const category = { name: 'Engagement rings', description: 'Rings to ask with.', breadcrumbs: [] };
  const list = (items: unknown[]) => ({ category, items, page: 1, pageSize: 24, total: items.length });

  /** A fake API: the slug resolver, the category list and search (and what it was asked). */
  async function startListingApi() {
    const asked: Array<{ url: string; cookie: unknown }> = [];
    const api = Fastify();
    api.addHook('onRequest', async (request) => {
      asked.push({ url: request.url, cookie: request.headers.cookie });
    });
    api.get('/api/slugs/resolve', async (request) =>
      (request.query as { path: string }).path === '/engagement-rings'
        ? { kind: 'category', id: 'c-1', slug: 'engagement-rings' }
        : { kind: 'not-found' },
    );
    api.get('/api/products', async () =>
      list([tile('Aurora <Ring>', '/img/aurora.svg', 129900), tile('Halo', '/img/halo.svg', 99900)]),
    );
    api.get('/api/search', async (request) => ({
      ...list([tile('Diamond studs', '/img/studs.svg', 49900)]),
      category: null,
      query: (request.query as { q: string }).q.trim(),
    }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    return { api, asked, url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
  }

  async function publishListingShell() {
    const ctx = fakeContext(repo);
    const shellDist = await writeShellDist(repo.root);
    await writeFile(
      path.join(shellDist, 'boot-hints.json'),
      JSON.stringify({
        routes: [
          { path: '/search', remote: 'catalogue', routeId: 'search' },
          { path: '/fr/search', remote: 'catalogue', routeId: 'search' },
        ],
        documents: [
          { path: '/search', kind: 'page', routeId: 'search' },
          { path: '/fr/search', kind: 'page', routeId: 'search' },
          { path: '*', kind: 'slug' },
          { path: '/fr/*', kind: 'slug' },
        ],
        boot: [],
        assets: [{ path: '*', language: 'en', files: [] }],
      }),
    );
    await writeRemoteDist(repo.root, 'catalogue');
    await publishAll(ctx);
  }

  const html = { accept: 'text/html' };
  const payloadOf = (body: string) => {
    const element =
      /<script nonce="[^"]+" type="application\/json" id="storefront-page-payload">([^<]*)<\/script>/.exec(body);
    return element ? (JSON.parse(element[1]!) as Record<string, unknown>) : undefined;
  };

  it('draws a category page from the list answer its page asks for, with its first image preloaded first', async () => {
    await publishListingShell();
    const { api, asked, url } = await startListingApi();
    try {
      const app = await startEdge({ API_URL: url });
      const page = await app.request({ url: '/engagement-rings', headers: html });

      expect(page.statusCode).toBe(200);
      expect(payloadOf(page.body)).toMatchObject({
        routeId: 'product-list',
        locale: 'en-AU',
        path: '/engagement-rings',
      });
      expect(page.body).toMatch(/<html data-first-view/);
      expect(page.body).toContain('Engagement rings</p>');
      expect(page.body).toContain('Aurora &lt;Ring&gt;');
      expect(page.body).toContain('$1,299.00');
      // The first image is asked for before the shell's scripts: at the top of the head.
      const head = /<head>[\s\S]*<\/head>/.exec(page.body)?.[0] ?? '';
      const preload = head.indexOf('<link rel="preload" as="image" fetchpriority="high" href="/img/aurora.svg">');
      expect(preload).toBeGreaterThan(-1);
      expect(preload).toBeLessThan(head.indexOf('<script'));
      // The shell's scripts start once that image has painted: the loader at the end of the body names them.
      expect(head).not.toMatch(/<script[^>]*\ssrc=/);
      expect(head).not.toContain('<link rel="preload" href=');
      expect(page.body).toMatch(
        /<script nonce="[^"]+">\(function \(scripts, hints, limit\).*"\/_shell\/dev\/main\.0a1b2c3d\.js"/,
      );
      // The question the catalogue's category page asks (listing-query.ts freshRequests), after the slug resolver's.
      expect(asked.map((question) => question.url)).toEqual([
        '/api/slugs/resolve?path=%2Fengagement-rings&locale=en-AU',
        '/api/products?category=engagement-rings&page=1&pageSize=24',
      ]);
    } finally {
      await api.close();
    }
  });

  it('draws search results in the page’s words, with the shopper’s cookies, and nothing for a filtered address', async () => {
    await publishListingShell();
    const { api, asked, url } = await startListingApi();
    try {
      const app = await startEdge({ API_URL: url });
      const french = await app.request({
        url: '/fr/search?q=%20diamant',
        headers: { ...html, host: 'ca.localhost:8080', cookie: 'sid=1' },
      });
      const filtered = await app.request({ url: '/search?q=diamond&metal=platinum', headers: html });
      const notFound = await app.request({ url: '/no-such-page', headers: html });

      // The document is French from its first byte, as the shell will render it.
      expect(french.body).toMatch(/<html[^>]* lang="fr-CA">/);
      expect(payloadOf(french.body)).toMatchObject({
        routeId: 'search',
        locale: 'fr-CA',
        path: '/fr/search?q=%20diamant',
      });
      expect(french.body).toContain('Résultats pour «\u00a0diamant\u00a0»');
      expect(french.body).toMatch(/499,00\s\$/);
      expect(asked).toContainEqual({ url: '/api/search?q=diamant&page=1&pageSize=24', cookie: 'sid=1' });
      // A filter changes the question: the page asks it itself.
      expect(payloadOf(filtered.body)).toBeUndefined();
      expect(filtered.body).not.toContain('storefront-first-view');
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).not.toContain('storefront-first-view');
    } finally {
      await api.close();
    }
  });
});

describe('edge: the HTTP status of an unknown page’s document (issue 13)', () => {
  const slugRule = { patterns: [{ source: '^[a-z0-9]+(?:-[a-z0-9]+)*$', flags: '' }] };

  /** A fake API: the slug resolver knows one category and one page; the content API one article and one story. */
  async function startContentApi(delayMs = 0, failWith?: number) {
    const asked: Array<{ url: string; locale: unknown; cookie: unknown }> = [];
    const api = Fastify();
    const note = async (request: { url: string; headers: Record<string, unknown> }) => {
      asked.push({ url: request.url, locale: request.headers['x-storefront-locale'], cookie: request.headers.cookie });
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    };
    api.get('/api/slugs/resolve', async (request, reply) => {
      await note(request);
      if (failWith) return reply.code(failWith).send({ code: 'BROKEN' });
      const { path: asked } = request.query as { path: string };
      if (asked === '/engagement-rings') return { kind: 'category', id: 'engagement-rings', slug: 'engagement-rings' };
      if (asked === '/about-us') return { kind: 'content', id: 'page-about-us', slug: 'about-us' };
      return { kind: 'not-found' };
    });
    api.get('/api/content/articles/:slug', async (request, reply) => {
      await note(request);
      if (failWith) return reply.code(failWith).send({ code: 'BROKEN' });
      if ((request.params as { slug: string }).slug === 'diamond-warranty') {
        return {
          slug: 'diamond-warranty',
          title: 'Our lifetime diamond warranty',
          excerpt: 'Covered for life.',
          heroImage: { url: '/warranty.svg', alt: '', width: 1200, height: 675 },
          category: { slug: 'care', title: 'Care' },
        };
      }
      return reply.code(404).send({ code: 'CONTENT_NOT_FOUND' });
    });
    api.get('/api/content/pages/*', async (request, reply) => {
      await note(request);
      if ((request.params as { '*': string })['*'] === 'connected/ring-guide') return { slug: 'connected/ring-guide' };
      return reply.code(404).send({ code: 'CONTENT_NOT_FOUND' });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    return { api, asked, url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
  }

  /** A shell release whose boot hints describe its routes, as the shell build writes them. */
  async function publishWithDocuments(documents: unknown[] | undefined) {
    const ctx = fakeContext(repo);
    const shellDist = await writeShellDist(repo.root);
    await writeFile(
      path.join(shellDist, 'boot-hints.json'),
      JSON.stringify({
        routes: [
          { path: '/stores', remote: 'stores', routeId: 'store-finder' },
          { path: '/articles/:article', remote: 'engagement', routeId: 'article' },
        ],
        ...(documents ? { documents } : {}),
        boot: [],
        assets: [{ path: '*', language: 'en', files: [] }],
      }),
    );
    await publishAll(ctx);
  }

  const documents = [
    { path: '/cart', kind: 'redirect' },
    { path: '/stores', kind: 'page', routeId: 'store-finder' },
    { path: '/p/:product', kind: 'page', routeId: 'product', params: { product: slugRule } },
    { path: '/articles/:article', kind: 'page', routeId: 'article', params: { article: slugRule } },
    { path: '/fr/articles/:article', kind: 'page', routeId: 'article', params: { article: slugRule } },
    { path: '/connected/:slug', kind: 'page', routeId: 'connected-content', params: { slug: slugRule } },
    { path: '*', kind: 'slug' },
    { path: '/fr/*', kind: 'slug' },
  ];

  const html = { accept: 'text/html,application/xhtml+xml' };

  /** The shell's own document (whatever its status), never a problem document. */
  function expectShellDocument(answer: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<div id="root">');
    expect(answer.body).toContain('id="storefront-boot"');
  }

  it('answers 404 with the shell’s document for an unknown slug, an unknown article or story, or a bad parameter', async () => {
    await publishWithDocuments(documents);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url });
      const statusOf = async (requestUrl: string, headers: Record<string, string> = {}) => {
        const answer = await app.request({ url: requestUrl, headers: { ...html, ...headers } });
        expectShellDocument(answer);
        return answer.statusCode;
      };

      expect(await statusOf('/no-such-collection')).toBe(404);
      expect(await statusOf('/fr/rien-ici', { host: 'ca.localhost:8080' })).toBe(404);
      expect(await statusOf('/articles/no-such-article')).toBe(404);
      expect(await statusOf('/connected/no-such-story')).toBe(404);
      expect(await statusOf('/p/Not_A_Slug')).toBe(404);

      expect(await statusOf('/engagement-rings')).toBe(200);
      expect(await statusOf('/about-us')).toBe(200);
      expect(await statusOf('/articles/diamond-warranty')).toBe(200);
      expect(await statusOf('/connected/ring-guide')).toBe(200);
      expect(await statusOf('/stores')).toBe(200);
      expect(await statusOf('/cart')).toBe(200);

      // The resolver is asked as the shell asks it (the path without its prefix, the page's locale); no cookies.
      expect(asked.slice(0, 2)).toEqual([
        { url: '/api/slugs/resolve?path=%2Fno-such-collection&locale=en-AU', locale: 'en-AU', cookie: undefined },
        { url: '/api/slugs/resolve?path=%2Frien-ici&locale=fr-CA', locale: 'fr-CA', cookie: undefined },
      ]);
      // A bad parameter, a plain route and a route rule need no question.
      expect(asked.map((question) => question.url)).not.toContain(expect.stringContaining('Not_A_Slug'));
      // The catch-all's content page is then asked for its first view (the category's list is not in this fake API).
      expect(asked.map((question) => question.url)).toContain('/api/content/pages/about-us');
      expect(asked).toHaveLength(9);
    } finally {
      await api.close();
    }
  });

  it('draws an article’s first view from the answer that says it exists, asked once, and none over a 404', async () => {
    await publishWithDocuments(documents);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url });
      const found = await app.request({ url: '/articles/diamond-warranty', headers: { ...html, cookie: 'sid=1' } });
      const missing = await app.request({ url: '/articles/no-such-article', headers: html });

      expect(found.statusCode).toBe(200);
      expect(found.body).toMatch(/<html data-first-view/);
      expect(found.body).toContain('Our lifetime diamond warranty');
      expect(found.body).toContain('src="/warranty.svg"');
      // The page can take the answer from the document instead of asking again (takePagePayload('article')).
      expect(found.body).toContain('id="storefront-page-payload">{"routeId":"article","locale":"en-AU"');
      // Content is the same for everyone: no cookie sent, one question for the status and the first view.
      expect(missing.body).not.toContain('storefront-page-payload');
      expect(asked).toEqual([
        { url: '/api/content/articles/diamond-warranty', locale: 'en-AU', cookie: undefined },
        { url: '/api/content/articles/no-such-article', locale: 'en-AU', cookie: undefined },
      ]);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('storefront-first-view');
    } finally {
      await api.close();
    }
  });

  it('keeps the API’s word briefly, so a burst of visits to one address asks once', async () => {
    // The edge's clock stands still (only Date is faked; its timers and the sockets' stay real): the burst is one moment
    // however slowly a busy machine serves it, and the word lapses only when the test moves the clock. The API is given
    // the longest wait a document allows, so a slow first answer is not taken for no answer (a 200, not kept).
    jest.useFakeTimers({
      now: Date.parse('2027-03-24T13:30:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    await publishWithDocuments(documents);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url, FIRST_VIEW_TIMEOUT_MS: '5000' });
      const visit = async (visitor: number) =>
        (await app.request({ url: '/no-such-collection', headers: { ...html, cookie: `sid=${visitor}` } })).statusCode;
      const statuses = [];
      for (let visitor = 0; visitor < 3; visitor += 1) statuses.push(await visit(visitor));
      expect(statuses).toEqual([404, 404, 404]);
      expect(asked).toHaveLength(1);

      // Briefly: once the word has lapsed, the next visit asks again.
      jest.setSystemTime(Date.now() + 30_001);
      expect(await visit(3)).toBe(404);
      expect(asked).toHaveLength(2);
    } finally {
      jest.useRealTimers();
      await api.close();
    }
  });

  it('answers 200 when the API is slow, down or failing: never a false 404', async () => {
    await publishWithDocuments(documents);
    const slowApi = await startContentApi(400);
    const failingApi = await startContentApi(0, 503);
    try {
      const slow = await startEdge({ API_URL: slowApi.url, FIRST_VIEW_TIMEOUT_MS: '100' });
      const late = await slow.request({ url: '/no-such-collection', headers: html });
      await edge?.close();
      const down = await startEdge({ API_URL: 'http://127.0.0.1:9' });
      const unreachable = await down.request({ url: '/articles/no-such-article', headers: html });
      await edge?.close();
      const failing = await startEdge({ API_URL: failingApi.url });
      const broken = await failing.request({ url: '/no-such-collection', headers: html });
      const brokenAgain = await failing.request({ url: '/no-such-collection', headers: html });

      for (const answer of [late, unreachable, broken, brokenAgain]) {
        expect(answer.statusCode).toBe(200);
        expectShellDocument(answer);
      }
      // A failure is not kept: the next visit asks again.
      expect(failingApi.asked).toHaveLength(2);
    } finally {
      await slowApi.api.close();
      await failingApi.api.close();
    }
  });

  it('answers 200 for every path of a shell release whose hints describe no routes', async () => {
    await publishWithDocuments(undefined);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url });
      expect((await app.request({ url: '/no-such-collection', headers: html })).statusCode).toBe(200);
      expect(asked).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('keeps maintenance’s 503 for every document, and asks nothing', async () => {
    await publishWithDocuments(documents);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url, MAINTENANCE: 'on' });
      expect((await app.request({ url: '/no-such-collection', headers: html })).statusCode).toBe(503);
      expect(asked).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('gives a browser the shell’s document with 400 for an address that cannot be decoded, never raw JSON', async () => {
    await publishWithDocuments(documents);
    const { api, asked, url } = await startContentApi();
    try {
      const app = await startEdge({ API_URL: url });
      for (const address of ['/%', '/%E0%A4%A', '/fr/%zz']) {
        const answer = await app.request({ url: address, headers: { ...html, host: 'ca.localhost:8080' } });
        expect([address, answer.statusCode]).toEqual([address, 400]);
        expectShellDocument(answer);
        expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      }
      // A bad product address is the product route's failed check: 404.
      expect((await app.request({ url: '/p/%', headers: html })).statusCode).toBe(404);
      // A script or probe still gets the problem document.
      const probe = await app.request('/%');
      expect(probe.statusCode).toBe(400);
      expect(probe.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(probe.json()).toMatchObject({ status: 400, code: 'bad_url' });
      expect(asked).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
