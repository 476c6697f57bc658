/**
 * @jest-environment node
 *
 * The edge answers a document's HTTP status from the shell's route table as the shell's build describes it
 * (`documentRoutes` in boot-hints.json): for every route of the real table, the edge and the shell's router agree on
 * which addresses are the 404 page. It lives at the root because it imports the shell and the edge.
 */
import { decideStatus } from '../deploy/src/edge/page-status';
import { documentRoutes, routeForPath } from '../shell/src/routes/route-owner';
import { paramsAreValid } from '../shell/src/routes/route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const rows = documentRoutes();

/** What the shell's router shows for a path: its own 404 page ('invalid'), the catch-all, or the route's page. */
function shellShows(path: string): 'invalid' | 'catch-all' | 'page' {
  const match = routeForPath(path);
  if (!match || match.route.path === '*') return 'catch-all';
  return paramsAreValid(match.route, match.params) ? 'page' : 'invalid';
}

describe('the edge’s status and the shell’s router agree', () => {
  it.each([
    '/',
    '/fr-CA',
    '/p/halo-engagement-ring',
    '/fr/p/halo-engagement-ring',
    '/p/Not_A_Slug',
    '/stores/sydney-pitt-street',
    '/stores/Sydney Pitt',
    '/articles/diamond-warranty',
    '/articles/not a slug',
    '/connected/ring-guide',
    '/connected/UPPER',
    '/my-account/order-history/146619813017/pcp/1',
    '/my-account/order-history/146619813017/pcp/0',
    '/customer-service/delivery',
    '/fr/customer-service/faqs',
    '/checkout/shipping',
    '/_icons',
    '/engagement-rings/solitaire',
    '/fr/rien-ici',
  ])('%s', (path) => {
    const encoded = path.replace(/ /g, '%20');
    const decision = decideStatus(rows, encoded);
    const shell = shellShows(path);
    if (shell === 'invalid') expect(decision).toEqual({ status: 404 });
    else if (shell === 'catch-all') expect(decision).toMatchObject({ question: { ask: 'slug' } });
    else expect(decision).not.toEqual({ status: 404 });
  });

  it('asks the content API for the two content routes whose subject may not exist', () => {
    expect(decideStatus(rows, '/fr-CA/articles/diamond-warranty')).toEqual({
      question: { ask: 'content', apiPath: '/content/articles/diamond-warranty' },
    });
    expect(decideStatus(rows, '/connected/ring-guide')).toEqual({
      question: { ask: 'content', apiPath: '/content/pages/connected/ring-guide' },
    });
  });

  it('lets the route rules redirect, not 404', () => {
    for (const path of ['/cart', '/fr/blog', '/contact-us']) expect(decideStatus(rows, path)).toEqual({ status: 200 });
  });
});
