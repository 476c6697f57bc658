/** @jest-environment node */
import { decideStatus, documentRouteFor, isDecodable, statusFromAnswer, type DocumentRoute } from './page-status';

const slug = { patterns: [{ source: '^[a-z0-9]+(?:-[a-z0-9]+)*$', flags: '' }] };

/** A few rows as the shell writes them (shell/src/routes/route-owner.ts `documentRoutes`). */
const routes: DocumentRoute[] = [
  { path: '/cart', kind: 'redirect' },
  { path: '/fr/cart', kind: 'redirect' },
  { path: '/', kind: 'page', routeId: 'content-page', fixed: { slug: 'home' } },
  { path: '/fr', kind: 'page', routeId: 'content-page', fixed: { slug: 'home' } },
  { path: '/stores', kind: 'page', routeId: 'store-finder' },
  { path: '/p/:product', kind: 'page', routeId: 'product', params: { product: slug } },
  { path: '/articles/:article', kind: 'page', routeId: 'article', params: { article: slug } },
  { path: '/fr/articles/:article', kind: 'page', routeId: 'article', params: { article: slug } },
  { path: '/connected/:slug', kind: 'page', routeId: 'connected-content', params: { slug } },
  {
    path: '/my-account/order-history/:orderNo/pcp/:pcpIndex',
    kind: 'page',
    routeId: 'care-plan',
    // The order number's check has a transformation the edge cannot repeat: only the index is judged.
    params: { pcpIndex: { patterns: [{ source: '^[1-9]\\d{0,3}$', flags: '' }] } },
  },
  { path: '/_icons', kind: 'page', routeId: 'icons' },
  { path: '*', kind: 'slug' },
  { path: '/fr/*', kind: 'slug' },
];

describe('the status of a shell document', () => {
  it('is 200 for the shell’s own routes and route rules, and asks nothing', () => {
    for (const path of ['/', '/fr', '/stores', '/stores/', '/cart', '/fr/cart', '/_icons', '/p/halo-ring']) {
      expect([path, decideStatus(routes, path)]).toEqual([path, { status: 200 }]);
    }
  });

  it('is 404 for a route whose parameters fail its check, as the shell’s 404 page says', () => {
    for (const path of ['/p/Not_A_Slug', '/p/%3Cscript%3E', '/p/%', '/articles/a%20b', '/connected/Mixed_Case']) {
      expect([path, decideStatus(routes, path)]).toEqual([path, { status: 404 }]);
    }
    expect(decideStatus(routes, '/my-account/order-history/123/pcp/0')).toEqual({ status: 404 });
    // What the edge cannot judge it leaves to the page: an order number with letters is still 200 here.
    expect(decideStatus(routes, '/my-account/order-history/12ab/pcp/1')).toEqual({ status: 200 });
  });

  it('is 404 for a path no route matches when the shell has no catch-all', () => {
    const withoutCatchAll = routes.filter((route) => route.kind !== 'slug');
    expect(decideStatus(withoutCatchAll, '/no-such-page')).toEqual({ status: 404 });
  });

  it('asks the slug resolver for the catch-all, without the locale prefix', () => {
    expect(decideStatus(routes, '/engagement-rings/solitaire')).toEqual({
      question: { ask: 'slug', path: '/engagement-rings/solitaire' },
    });
    expect(decideStatus(routes, '/fr/rien-ici')).toEqual({ question: { ask: 'slug', path: '/rien-ici' } });
  });

  it('asks the content API whether an article or a connected page exists', () => {
    expect(decideStatus(routes, '/articles/diamond-warranty')).toEqual({
      question: { ask: 'content', apiPath: '/content/articles/diamond-warranty' },
    });
    expect(decideStatus(routes, '/fr/articles/diamond-warranty')).toEqual({
      question: { ask: 'content', apiPath: '/content/articles/diamond-warranty' },
    });
    expect(decideStatus(routes, '/connected/engagement-ring-guide')).toEqual({
      question: { ask: 'content', apiPath: '/content/pages/connected/engagement-ring-guide' },
    });
  });

  it('is 400 for an address the catch-all cannot decode (the shell shows its error page)', () => {
    for (const path of ['/%', '/%E0%A4%A', '/fr/%zz', '/rings/%']) {
      expect([path, decideStatus(routes, path)]).toEqual([path, { status: 400 }]);
    }
    expect(isDecodable('/bagues-de-fian%C3%A7ailles')).toBe(true);
    expect(isDecodable('/%E0%A4%A')).toBe(false);
  });

  it('is 200 for every path when the shell release describes no routes (an older shell)', () => {
    expect(decideStatus(undefined, '/no-such-page')).toEqual({ status: 200 });
    expect(decideStatus([], '/%')).toEqual({ status: 200 });
  });

  it('picks the most specific route, as the router does', () => {
    expect(documentRouteFor(routes, '/fr/articles/x')?.route.path).toBe('/fr/articles/:article');
    expect(documentRouteFor(routes, '/fr/anything/else')?.route.path).toBe('/fr/*');
    expect(documentRouteFor(routes, '/fr')?.route.path).toBe('/fr');
  });
});

describe('what an API answer means for the status', () => {
  const slugQuestion = { ask: 'slug', path: '/x' } as const;
  const contentQuestion = { ask: 'content', apiPath: '/content/articles/x' } as const;

  it('is 404 only for a clear "nothing here"', () => {
    expect(statusFromAnswer(slugQuestion, { status: 200, body: { kind: 'not-found' } })).toBe(404);
    expect(statusFromAnswer(contentQuestion, { status: 404, body: undefined })).toBe(404);
  });

  it('is 200 for a page that exists, an API error or an answer it does not understand (never a false 404)', () => {
    expect(statusFromAnswer(slugQuestion, { status: 200, body: { kind: 'category', id: 'r', slug: 'r' } })).toBe(200);
    expect(statusFromAnswer(slugQuestion, { status: 200, body: { kind: 'content', id: 'p', slug: 'p' } })).toBe(200);
    expect(statusFromAnswer(slugQuestion, { status: 503, body: undefined })).toBe(200);
    expect(statusFromAnswer(slugQuestion, { status: 200, body: { what: 'else' } })).toBe(200);
    expect(statusFromAnswer(contentQuestion, { status: 200, body: {} })).toBe(200);
    expect(statusFromAnswer(contentQuestion, { status: 503, body: undefined })).toBe(200);
    expect(statusFromAnswer(contentQuestion, { status: 400, body: undefined })).toBe(200);
  });
});
