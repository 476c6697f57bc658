/** @jest-environment node */
import { prefixedPath, ruleRoutes } from './create-router';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

async function follow(rule: { from: string; to: string }, prefix: 'fr' | null = null) {
  const [route] = ruleRoutes(prefix, [rule]);
  const loader = route!.loader as (args: { request: Request; params: object }) => Promise<Response> | Response;
  const response = await loader({ request: new Request(`http://localhost${route!.path}`), params: {} });
  return { path: route!.path, response };
}

describe('route rules', () => {
  it('redirects inside the site, keeping the locale prefix', async () => {
    const { path, response } = await follow({ from: '/cart', to: '/my-bag' }, 'fr');
    expect(path).toBe('/fr/cart');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/fr/my-bag');
    expect(response.headers.get('X-Remix-Reload-Document')).toBeNull();
  });

  it('sends an external target through a full page load', async () => {
    const { response } = await follow({ from: '/careers', to: 'https://careers.example.com/' });
    expect(response.headers.get('Location')).toBe('https://careers.example.com/');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('can redirect the root', async () => {
    const { path, response } = await follow({ from: '/', to: '/search' });
    expect(path).toBe('/');
    expect(response.headers.get('Location')).toBe('/search');
  });
});

describe('locale prefixes', () => {
  it.each([
    ['/', 'fr-CA', '/fr-CA'],
    ['*', 'fr', '/fr/*'],
    ['/p/:product', 'fr', '/fr/p/:product'],
    ['/p/:product', null, '/p/:product'],
  ] as const)('%s under %s is %s', (path, prefix, expected) => expect(prefixedPath(path, prefix)).toBe(expected));
});
