/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RemoteRegistry } from '@storefront/contracts';
import { publishAll, publishAndPointRemote } from '../release-operations';
import { startRecordingApi } from '../testing/edge-requests';
import {
  createFakeRepo,
  fakeContext,
  writeRemoteDist,
  writeShellDist,
  type FakeRepo,
} from '../testing/release-fixtures';
import { createEdge } from '../edge/create-edge';
import { renderNginxConfig } from './nginx-config';
import { startNginx, type RunningNginx } from './nginx-process';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Seen {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser on `localAddress` would make it (node:http: nothing decompressed, any Host). */
function get(
  port: number,
  url: string,
  options: { method?: string; headers?: Record<string, string>; localAddress?: string; body?: string } = {},
): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: options.method ?? 'GET',
        headers: { host: 'localhost', ...options.headers },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function runDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-nginx-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function nginx(settings: {
  edges: string[];
  apis: string[];
  maxFails?: number;
}): Promise<RunningNginx & { port: number; apiPort: number }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const running = await startNginx({
    listen: `127.0.0.1:${port}`,
    apiListen: `127.0.0.1:${apiPort}`,
    runDir: await runDir(),
    workerProcesses: 1,
    ...settings,
  });
  cleanups.push(() => running.stop());
  return { ...running, port, apiPort };
}

describe('the CDN and load balancer (nginx) in front of two edges', () => {
  let repo: FakeRepo;
  let edgePorts: number[];
  let api: Awaited<ReturnType<typeof startRecordingApi>>;
  let cdn: Awaited<ReturnType<typeof nginx>>;

  beforeEach(async () => {
    repo = await createFakeRepo();
    cleanups.push(() => repo.cleanup());
    await writeShellDist(repo.root);
    await writeRemoteDist(repo.root, 'catalogue');
    await publishAll(fakeContext(repo));
    api = await startRecordingApi();
    cleanups.push(() => api.app.close());
    const apiPort = await freePort();
    edgePorts = [];
    for (let i = 0; i < 2; i++) {
      // The edge believes nginx (127.0.0.1) and nobody else; its API is nginx's API balancer.
      const edge = await createEdge({
        dataDir: repo.dataDir,
        env: {
          LOG_LEVEL: 'silent',
          TRUSTED_PROXIES: '127.0.0.1',
          API_URL: `http://127.0.0.1:${apiPort}`,
          FIRST_VIEW_TIMEOUT_MS: '0',
        },
      });
      cleanups.push(() => edge.close());
      await edge.listen({ port: 0, host: '127.0.0.1' });
      edgePorts.push((edge.server.address() as AddressInfo).port);
    }
    const port = await freePort();
    const running = await startNginx({
      listen: `127.0.0.1:${port}`,
      apiListen: `127.0.0.1:${apiPort}`,
      edges: edgePorts.map((edgePort) => `127.0.0.1:${edgePort}`),
      apis: [new URL(api.url).host],
      runDir: await runDir(),
      workerProcesses: 1,
    });
    cleanups.push(() => running.stop());
    cdn = { ...running, port, apiPort };
  });

  it('keeps immutable remote files after the first request, and never a document, /remotes.json or /api', async () => {
    const registry = JSON.parse((await get(cdn.port, '/remotes.json')).body.toString()) as RemoteRegistry;
    const entry = registry.remotes.catalogue?.entry.replace('mf-manifest.json', 'remoteEntry.js') ?? '';

    const first = await get(cdn.port, entry);
    const second = await get(cdn.port, entry);
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const documents = [
      await get(cdn.port, '/', { headers: { accept: 'text/html' } }),
      await get(cdn.port, '/', { headers: { accept: 'text/html' } }),
    ];
    const nonces = documents.map((document) => /nonce="([^"]+)"/.exec(document.body.toString())?.[1]);
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(documents[1]?.headers['x-cache-status']).toBeUndefined();

    await get(cdn.port, '/api/products?page=1');
    await get(cdn.port, '/api/products?page=1');
    expect(api.seen.filter((seen) => seen.url === '/api/products?page=1')).toHaveLength(2);
  });

  it('reuses its connections to the edges: twenty requests in a row are all answered', async () => {
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await get(cdn.port, `/api/products/p${i % 3}`)).statusCode);

    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('shows a deploy on /remotes.json at once, whichever edge answers, and every edge still serves the old version', async () => {
    const before = JSON.parse((await get(cdn.port, '/remotes.json')).body.toString()) as RemoteRegistry;
    const oldEntry = before.remotes.catalogue?.entry ?? '';
    await writeRemoteDist(repo.root, 'catalogue', { body: 'second build' });
    const deployed = await publishAndPointRemote(fakeContext(repo), 'catalogue', 'deploy');

    const answers = await Promise.all([1, 2, 3, 4].map(() => get(cdn.port, '/remotes.json')));
    for (const answer of answers) {
      expect((JSON.parse(answer.body.toString()) as RemoteRegistry).remotes.catalogue?.version).toBe(deployed.current);
    }
    // A tab opened before the deploy keeps loading its version, from either edge.
    for (const edgePort of edgePorts) expect((await get(edgePort, oldEntry)).statusCode).toBe(200);
  });

  it('sends brotli to a browser that takes it and gzip to one that takes only gzip, each kept once', async () => {
    const { buildId } = JSON.parse((await get(cdn.port, '/_build/latest.json')).body.toString()) as { buildId: string };
    const entry = `/_shell/${buildId}/main.0a1b2c3d.js`;
    const plain = await get(cdn.port, entry);

    const br = await get(cdn.port, entry, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const brAgain = await get(cdn.port, entry, { headers: { 'accept-encoding': 'br' } });
    const gzip = await get(cdn.port, entry, { headers: { 'accept-encoding': 'gzip' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brAgain.headers['x-cache-status']).toBe('HIT');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('passes the client address on, so the edge (TRUSTED_PROXIES=127.0.0.1) names the shopper and not a forged hop', async () => {
    const answer = await get(cdn.port, '/api/whoami', {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });

    expect(answer.statusCode).toBe(200);
    // The edge decided 127.0.0.2 (the forged hop stays to the left of what nginx appended); nginx's API balancer
    // appended the edge's own address, which the API trusts as loopback.
    expect(api.seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.2, 127.0.0.1');
  });
});

describe('the API balancer (nginx) in front of the API processes', () => {
  /** An API process that answers with its name, or breaks every connection after reading the request. */
  async function apiProcess(name: string, behaviour: 'answers' | 'breaks' = 'answers') {
    const seen: string[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => {
        if (behaviour === 'breaks') req.socket.destroy();
        else res.end(name);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    return { seen, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('tries a GET again on another API process when one breaks the connection, and never a POST it sent', async () => {
    const broken = await apiProcess('broken', 'breaks');
    const healthy = await apiProcess('healthy');
    const lb = await nginx({ edges: ['127.0.0.1:1'], apis: [broken.address, healthy.address], maxFails: 100 });

    const gets = [];
    for (let i = 0; i < 4; i++) gets.push(await get(lb.apiPort, `/api/products?i=${i}`));
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await get(lb.apiPort, `/api/bag/lines?i=${i}`, { method: 'POST', body: '{}' }));

    expect(gets.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(broken.seen.filter((line) => line.startsWith('GET')).length).toBeGreaterThan(0);
    // Each POST reached exactly one API process; those the broken one took are answered 502, not sent again.
    const brokenPosts = broken.seen.filter((line) => line.startsWith('POST'));
    const healthyPosts = healthy.seen.filter((line) => line.startsWith('POST'));
    expect(brokenPosts.length).toBeGreaterThan(0);
    expect(brokenPosts.length + healthyPosts.length).toBe(4);
    expect(posts.filter((answer) => answer.statusCode === 502)).toHaveLength(brokenPosts.length);
  });

  it('sends a POST to another API process when the first refuses the connection (it was never sent)', async () => {
    const healthy = await apiProcess('healthy');
    const lb = await nginx({ edges: ['127.0.0.1:1'], apis: [`127.0.0.1:${await freePort()}`, healthy.address] });

    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await get(lb.apiPort, `/api/bag/lines?i=${i}`, { method: 'POST', body: '{}' }));

    expect(posts.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(healthy.seen).toHaveLength(4);
  });

  it('leaves a failing API process out after max_fails failures (passive health)', async () => {
    const broken = await apiProcess('broken', 'breaks');
    const healthy = await apiProcess('healthy');
    const lb = await nginx({ edges: ['127.0.0.1:1'], apis: [broken.address, healthy.address], maxFails: 2 });

    for (let i = 0; i < 10; i++) expect((await get(lb.apiPort, `/api/products?i=${i}`)).statusCode).toBe(200);

    expect(broken.seen).toHaveLength(2);
    expect(healthy.seen).toHaveLength(10);
  });
});

describe('renderNginxConfig', () => {
  const settings = {
    listen: '127.0.0.1:1',
    apiListen: '127.0.0.1:2',
    edges: ['127.0.0.1:3'],
    apis: ['127.0.0.1:4'],
    runDir: '/run/x',
  };

  it('refuses an upstream that is not host:port and a template name it has no value for', () => {
    expect(() => renderNginxConfig({ ...settings, edges: ['http://edge'] })).toThrow(
      'edge "http://edge" is not host:port',
    );
    expect(() => renderNginxConfig({ ...settings, apis: [] })).toThrow('at least one API process');
    expect(() => renderNginxConfig(settings, 'listen ${NOPE};')).toThrow('no value for ${NOPE}');
  });

  it('leaves the API balancer out without apiListen, and writes no user directive for a non-root pod', () => {
    const { apiListen: _none, apis: _noApis, ...edgesOnly } = settings;
    const kubernetes = renderNginxConfig({ ...edgesOnly, asRoot: false, accessLog: '/dev/stdout' });
    expect(kubernetes).not.toContain('storefront_apis');
    expect(kubernetes).not.toContain('# [api balancer]');
    expect(kubernetes).not.toMatch(/^user /m);
    expect(kubernetes).toContain('access_log /dev/stdout combined buffer=64k flush=1s;');
    expect(kubernetes).toContain('upstream storefront_edges');
    const local = renderNginxConfig({ ...settings, asRoot: true, accessLog: 'off' });
    expect(local).toContain('listen 127.0.0.1:2;');
    expect(local).toMatch(/^user www-data;$/m);
    expect(local).toContain('access_log off;');
  });
});
