/** @jest-environment node */
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
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
import { BAG_FIRST_VIEW_LINES, bagFirstView, bagWords } from './bag-first-view';
import { createEdge } from './create-edge';

const line = (name: string, imageUrl: string, lineCents: number) => ({ name, imageUrl, lineCents });
const bag = (lines: ReturnType<typeof line>[], currency = 'AUD') => ({
  bagVersion: 3,
  market: currency === 'CAD' ? 'CA' : 'AU',
  currency,
  lines,
  savedForLater: [],
  summary: { itemCount: lines.length, totalCents: lines.reduce((sum, each) => sum + each.lineCents, 0) },
  changes: [],
});

describe('bag first view: the view', () => {
  it('draws the page’s heading, the lines’ heading with the count, each line’s image, name and price, and the total', () => {
    const view =
      bagFirstView(
        bag([line('Aurora <Ring>', '/img/aurora.svg', 184900), line('Halo studs', '/img/studs.svg', 49900)]),
        'en-AU',
      ) ?? '';

    expect(view).toContain('<p class="sf-fv__title">My bag</p>');
    expect(view).toContain('Items in your bag<span class="sf-fv__count">2 items</span>');
    expect(view).toContain('Aurora &lt;Ring&gt;');
    expect(view).toContain('$1,849.00');
    expect(view).toContain('$2,348.00');
    // The first line's image is asked for first; the others as usual.
    expect(view).toContain('<img src="/img/aurora.svg" alt="" width="160" height="160" fetchpriority="high"');
    expect(view.match(/fetchpriority/g)).toHaveLength(1);
    expect(view).toContain('aria-hidden="true"');
  });

  it('draws at most the first lines, in the shopper’s language and currency', () => {
    const lines = ['a', 'b', 'c', 'd', 'e'].map((id) => line(`Bague ${id}`, `/img/${id}.svg`, 100000));
    const view = bagFirstView(bag(lines, 'CAD'), 'fr-CA') ?? '';

    expect(view.match(/class="sf-fv__line"/g)).toHaveLength(BAG_FIRST_VIEW_LINES);
    expect(view).not.toContain('Bague d');
    expect(view).toContain('Mon panier');
    expect(view).toContain('5 articles');
    expect(view).toContain('1\u00a0000,00\u00a0$');
  });

  it('draws nothing for an empty bag or an answer of another shape', () => {
    expect(bagFirstView(bag([]), 'en-AU')).toBeUndefined();
    expect(bagFirstView({ lines: 'none' }, 'en-AU')).toBeUndefined();
    expect(bagFirstView(null, 'en-AU')).toBeUndefined();
  });

  it('uses the bag page’s own words (its English messages and lang/fr.json)', async () => {
    const root = path.resolve(__dirname, '../../../mfe-checkout');
    const french = JSON.parse(await readFile(path.join(root, 'lang/fr.json'), 'utf8')) as Record<string, string>;
    const english = [
      await readFile(path.join(root, 'src/routes/checkout-route-messages.ts'), 'utf8'),
      await readFile(path.join(root, 'src/features/bag/bag-messages.ts'), 'utf8'),
    ].join('\n');
    const defaultOf = (id: string) => new RegExp(`id: '${id}',\\s*defaultMessage: '([^']*)'`).exec(english)?.[1];
    const plural = (message: string | undefined, count: number) =>
      /one \{# ([^}]*)\} other \{# ([^}]*)\}/
        .exec(message ?? '')
        ?.slice(1)
        .map((noun) => `${count} ${noun}`)[count === 1 ? 0 : 1];

    expect(bagWords.en.title).toBe(defaultOf('checkout.bag.title'));
    expect(bagWords.en.linesHeading).toBe(defaultOf('checkout.bag.linesHeading'));
    expect(bagWords.en.total).toBe(defaultOf('checkout.bag.checkoutBarTotal'));
    expect(bagWords.fr.title).toBe(french['checkout.bag.title']);
    expect(bagWords.fr.linesHeading).toBe(french['checkout.bag.linesHeading']);
    expect(bagWords.fr.total).toBe(french['checkout.bag.checkoutBarTotal']);
    for (const count of [1, 2]) {
      expect(bagWords.en.itemCount(count)).toBe(plural(defaultOf('checkout.bag.itemCount'), count));
      expect(bagWords.fr.itemCount(count)).toBe(plural(french['checkout.bag.itemCount'], count));
    }
  });
});

describe('edge: the bag’s prerendered payload and first view (issue 18)', () => {
  let repo: FakeRepo;
  let edge: FastifyInstance | undefined;
  let api: FastifyInstance | undefined;

  beforeEach(async () => {
    repo = await createFakeRepo();
  });
  afterEach(async () => {
    await edge?.close();
    await api?.close();
    edge = undefined;
    api = undefined;
    await repo.cleanup();
  });

  /** A fake API whose bag is the cookie's: a ring for `sid=1`, empty otherwise (and what it was asked). */
  async function startBagApi() {
    const asked: Array<{ url: string; cookie: unknown }> = [];
    api = Fastify();
    api.get('/api/bag', async (request) => {
      asked.push({ url: request.url, cookie: request.headers.cookie });
      return request.headers.cookie === 'sid=1' ? bag([line('Aurora ring', '/img/aurora.svg', 184900)]) : bag([]);
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    return { asked, url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}` };
  }

  async function startEdge(env: NodeJS.ProcessEnv) {
    const ctx = fakeContext(repo);
    const shellDist = await writeShellDist(repo.root);
    await writeFile(
      path.join(shellDist, 'boot-hints.json'),
      JSON.stringify({
        routes: [{ path: '/my-bag', remote: 'checkout', routeId: 'bag' }],
        documents: [{ path: '/my-bag', kind: 'page', routeId: 'bag' }],
        boot: [],
        assets: [{ path: '*', language: 'en', files: [] }],
      }),
    );
    await writeRemoteDist(repo.root, 'checkout');
    await publishAll(ctx);
    edge = await createEdge({ dataDir: repo.dataDir, env: { LOG_LEVEL: 'silent', ...env } });
    await edge.listen({ port: 0, host: '127.0.0.1' });
    const { port } = edge.server.address() as AddressInfo;
    return (input: string | Call) => call(port, input);
  }

  const payloadOf = (body: string) => {
    const element =
      /<script nonce="[^"]+" type="application\/json" id="storefront-page-payload">([^<]*)<\/script>/.exec(body);
    return element ? (JSON.parse(element[1]!) as Record<string, unknown>) : undefined;
  };

  it('draws the shopper’s own bag, asked with their cookies every time, never kept', async () => {
    const { asked, url } = await startBagApi();
    const request = await startEdge({ API_URL: url });

    const first = await request({ url: '/my-bag', headers: { accept: 'text/html', cookie: 'sid=1' } });
    const again = await request({ url: '/my-bag', headers: { accept: 'text/html', cookie: 'sid=1' } });
    const another = await request({ url: '/my-bag', headers: { accept: 'text/html', cookie: 'sid=2' } });

    expect(first.statusCode).toBe(200);
    expect(payloadOf(first.body)).toMatchObject({ routeId: 'bag', locale: 'en-AU', path: '/my-bag' });
    expect(first.body).toMatch(/<html data-first-view/);
    expect(first.body).toContain('Aurora ring');
    expect(first.body).toContain('$1,849.00');
    expect(again.body).toContain('Aurora ring');
    // Another shopper's bag is their own: empty, so a payload and no view.
    expect(payloadOf(another.body)).toMatchObject({ routeId: 'bag', data: { lines: [] } });
    expect(another.body).not.toContain('Aurora ring');
    expect(another.body).not.toMatch(/<html data-first-view/);
    expect(asked).toEqual([
      { url: '/api/bag', cookie: 'sid=1' },
      { url: '/api/bag', cookie: 'sid=1' },
      { url: '/api/bag', cookie: 'sid=2' },
    ]);
  });

  it('asks nothing for a visitor without cookies: there is no bag of theirs to draw', async () => {
    const { asked, url } = await startBagApi();
    const request = await startEdge({ API_URL: url });

    const page = await request({ url: '/my-bag', headers: { accept: 'text/html' } });

    expect(page.statusCode).toBe(200);
    expect(payloadOf(page.body)).toBeUndefined();
    expect(page.body).not.toMatch(/<html data-first-view/);
    expect(asked).toEqual([]);
  });
});
