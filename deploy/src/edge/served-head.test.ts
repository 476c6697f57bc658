/** @jest-environment node */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { publishAll } from '../release-operations';
import { call, type Call } from '../testing/edge-requests';
import {
  createFakeRepo,
  fakeContext,
  writeRemoteDist,
  writeShellDist,
  type FakeRepo,
} from '../testing/release-fixtures';
import { createEdge } from './create-edge';

let repo: FakeRepo;
let edge: FastifyInstance | undefined;
let api: FastifyInstance | undefined;

const product = {
  name: 'Aurora <Halo> Ring',
  slug: 'aurora-ring',
  number: '100-200',
  description: 'A halo of diamonds around a round brilliant.',
  alternates: {
    'en-AU': '/p/aurora-ring',
    'en-CA': '/p/aurora-ring',
    'fr-CA': '/p/bague-aurora',
    'en-NZ': '/p/aurora-ring',
  },
  images: [{ url: '/api/images/products/p-1/yellow-gold.svg' }],
  breadcrumbs: [{ id: 'c1', name: 'Engagement rings', slug: 'engagement-rings', path: 'engagement-rings' }],
  flags: { madeToOrder: false },
  variants: [{ sku: 'R-1-YG', image: '/api/images/products/p-1/yellow-gold.svg' }],
  selected: { sku: 'R-1-YG', price: { currency: 'CAD', effectiveCents: 179900 }, availability: { stock: 'in_stock' } },
};

beforeEach(async () => {
  repo = await createFakeRepo();
  const ctx = fakeContext(repo);
  const shellDist = await writeShellDist(repo.root);
  await writeFile(
    path.join(shellDist, 'boot-hints.json'),
    JSON.stringify({
      routes: [
        { path: '/p/:product', remote: 'catalogue', routeId: 'product' },
        { path: '/fr/p/:product', remote: 'catalogue', routeId: 'product' },
        { path: '/my-bag', remote: 'checkout', routeId: 'bag' },
      ],
      boot: [],
      assets: [{ path: '*', language: 'en', files: [] }],
    }),
  );
  await writeRemoteDist(repo.root, 'catalogue');
  await publishAll(ctx);
  api = Fastify();
  api.get('/api/products/:slug', async (request, reply) =>
    (request.params as { slug: string }).slug === 'missing' ? reply.code(404).send({ code: 'NOT_FOUND' }) : product,
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  edge = await createEdge({
    dataDir: repo.dataDir,
    env: { LOG_LEVEL: 'silent', API_URL: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` },
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await edge?.close();
  await api?.close();
  await repo.cleanup();
});

const request = (input: string | Call) => call((edge!.server.address() as AddressInfo).port, input);
const page = (url: string, host = 'ca.localhost:8080') => request({ url, headers: { accept: 'text/html', host } });
const all = (body: string, pattern: RegExp) => [...body.matchAll(pattern)].map((match) => match[1] ?? match[0]);

describe('edge: the served document carries the page’s head (ADR 014)', () => {
  it('gives a product page its title, description, links, sharing tags and JSON-LD, from the first view’s answer', async () => {
    const document = await page('/fr/p/bague-aurora');
    const head = /<head>([\s\S]*)<\/head>/.exec(document.body)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(String(document.headers['content-security-policy']))?.[1];

    expect(document.statusCode).toBe(200);
    expect(all(head, /<title\b[^>]*>([^<]*)<\/title>/g)).toEqual(['Aurora &lt;Halo&gt; Ring | Lustre &amp; Co.']);
    expect(all(head, /<meta name="description" content="([^"]*)"/g)).toEqual([product.description]);
    expect(all(head, /<link rel="canonical" href="([^"]*)"/g)).toEqual(['http://ca.localhost:8080/fr/p/bague-aurora']);
    expect(all(head, /<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)).toEqual([
      'en-AU',
      'en-CA',
      'fr-CA',
      'en-NZ',
      'x-default',
    ]);
    expect(head).toContain('<meta property="og:type" content="product" data-served-head>');
    expect(head).toContain(
      '<meta property="og:image" content="http://ca.localhost:8080/api/images/products/p-1/yellow-gold.svg" data-served-head>',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" data-served-head>');
    // The JSON-LD carries the document's nonce, and is escaped: the product's "<Halo>" cannot open a tag.
    const scripts = all(head, /<script nonce="([^"]+)" type="application\/ld\+json" data-served-head>/g);
    expect(scripts).toEqual([nonce, nonce]);
    const ld = all(head, /<script[^>]* type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g).map(
      (json) => JSON.parse(json) as { '@type': string; offers?: unknown },
    );
    expect(ld.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ld[0]?.offers).toMatchObject({
      price: '1799.00',
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
    });
    expect(head).toContain('Aurora \\u003cHalo\\u003e Ring');
  });

  it('keeps the shell’s generic title where there is no first view, and keeps private pages out of indexes', async () => {
    const missing = await page('/p/missing');
    const bag = await page('/my-bag');

    for (const document of [missing, bag]) {
      expect(all(document.body, /<title>([^<]*)<\/title>/g)).toEqual(['Storefront']);
      expect(document.body).not.toContain('rel="canonical"');
      expect(document.body).not.toContain('application/ld+json');
    }
    expect(missing.body).not.toContain('name="robots"');
    expect(bag.body).toContain('<meta name="robots" content="noindex" data-served-head>');
  });
});
