/** @jest-environment node */
import { bootHintsOptions, matchPath, remotePageForPath, routeForPath, routeOwnerPatterns } from './route-owner';

describe('the remote page a path shows', () => {
  it('finds the owning remote and route in every locale', () => {
    expect(remotePageForPath('/p/halo-engagement-ring')).toEqual({ remote: 'catalogue', routeId: 'product' });
    expect(remotePageForPath('/fr-CA/p/halo-engagement-ring')).toEqual({ remote: 'catalogue', routeId: 'product' });
    expect(remotePageForPath('/')).toEqual({ remote: 'engagement', routeId: 'content-page' });
    expect(remotePageForPath('/fr')).toEqual({ remote: 'engagement', routeId: 'content-page' });
    expect(remotePageForPath('/stores')).toEqual({ remote: 'stores', routeId: 'store-finder' });
  });

  it('names no remote for the catch-all, the shell’s own pages and invalid parameters', () => {
    expect(routeForPath('/engagement-rings')?.route.id).toBe('catch-all');
    expect(remotePageForPath('/engagement-rings')).toBeUndefined();
    expect(remotePageForPath('/healthz')).toBeUndefined();
    expect(remotePageForPath('/my-account/order-history/<script>')).toBeUndefined();
  });

  it('matches parameters one segment at a time, decoded', () => {
    expect(matchPath('/p/:product', '/p/ring%20one')).toEqual({ product: 'ring one' });
    expect(matchPath('/p/:product', '/p/ring/extra')).toBeUndefined();
    expect(matchPath('/p/:product', '/p/%E0%A4%A')).toBeUndefined();
  });
});

describe('boot hints for the edge', () => {
  it('lists every remote route under every locale prefix, without the catch-all', () => {
    const patterns = routeOwnerPatterns();
    expect(patterns).toContainEqual({ path: '/p/:product', remote: 'catalogue', routeId: 'product' });
    expect(patterns).toContainEqual({ path: '/fr-CA/p/:product', remote: 'catalogue', routeId: 'product' });
    expect(patterns).toContainEqual({ path: '/fr', remote: 'engagement', routeId: 'content-page' });
    expect(patterns.some((pattern) => pattern.path.endsWith('*'))).toBe(false);
  });

  it('sends French prefixes to the French messages and everything else to English', () => {
    expect(bootHintsOptions().languages).toEqual([
      { language: 'fr', paths: ['/fr/*', '/fr-CA/*'] },
      { language: 'en', paths: ['*'] },
    ]);
  });
});
