/** @jest-environment node */
import { contentSlugSchema, orderNumberSchema, pcpIndexSchema } from '@storefront/validation';
import * as v from 'valibot';
import {
  bootHintsOptions,
  documentRoutes,
  matchPath,
  paramRuleOf,
  remotePageForPath,
  routeForPath,
  routeOwnerPatterns,
} from './route-owner';

describe('the remote page a path shows', () => {
  it('finds the owning remote and route in every locale', () => {
    expect(remotePageForPath('/p/halo-engagement-ring')).toEqual({ remote: 'catalogue', routeId: 'product' });
    expect(remotePageForPath('/fr-CA/p/halo-engagement-ring')).toEqual({ remote: 'catalogue', routeId: 'product' });
    expect(remotePageForPath('/')).toEqual({ remote: 'engagement', routeId: 'home' });
    expect(remotePageForPath('/fr')).toEqual({ remote: 'engagement', routeId: 'home' });
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
    expect(patterns).toContainEqual({ path: '/fr', remote: 'engagement', routeId: 'home' });
    expect(patterns.some((pattern) => pattern.path.endsWith('*'))).toBe(false);
  });

  it('sends French prefixes to the French messages and everything else to English', () => {
    expect(bootHintsOptions().languages).toEqual([
      { language: 'fr', paths: ['/fr/*', '/fr-CA/*'] },
      { language: 'en', paths: ['*'] },
    ]);
  });
});

describe('document routes for the edge’s status (boot hints)', () => {
  const rows = documentRoutes();
  const row = (path: string) => rows.find((candidate) => candidate.path === path);

  it('lists every route, the shell’s own pages, the route rules and the catch-all, under every locale prefix', () => {
    expect(row('/p/:product')).toMatchObject({
      kind: 'page',
      routeId: 'product',
      params: { product: expect.anything() },
    });
    expect(row('/fr-CA/articles/:article')).toMatchObject({ kind: 'page', routeId: 'article' });
    expect(row('/fr/connected/:slug')).toMatchObject({ kind: 'page', routeId: 'connected-content' });
    expect(row('/_icons')).toEqual({ path: '/_icons', kind: 'page', routeId: 'icons' });
    expect(row('/customer-service/delivery')).toMatchObject({ fixed: { slug: 'customer-service/delivery' } });
    expect(row('/fr/cart')).toEqual({ path: '/fr/cart', kind: 'redirect' });
    expect(row('*')).toEqual({ path: '*', kind: 'slug' });
    expect(row('/fr-CA/*')).toEqual({ path: '/fr-CA/*', kind: 'slug' });
    expect(bootHintsOptions().documents).toEqual(rows);
  });

  it('writes a parameter’s check as patterns the edge applies as the shell does', () => {
    const rule = paramRuleOf(contentSlugSchema)!;
    const passes = (value: string) =>
      rule.patterns.every(({ source, flags }) => new RegExp(source, flags).test(rule.trim ? value.trim() : value));
    for (const value of ['diamond-warranty', 'Diamond_Warranty', '', 'a b', '../x']) {
      expect([value, passes(value)]).toEqual([value, v.is(contentSlugSchema, value)]);
    }
    expect(paramRuleOf(pcpIndexSchema)?.patterns).toHaveLength(1);
  });

  it('leaves out a check with a transformation the edge cannot repeat (the order number’s spaces)', () => {
    expect(paramRuleOf(orderNumberSchema)).toBeUndefined();
    expect(row('/my-account/order-history/:orderNo')?.params).toBeUndefined();
    expect(Object.keys(row('/my-account/order-history/:orderNo/pcp/:pcpIndex')?.params ?? {})).toEqual(['pcpIndex']);
  });
});
