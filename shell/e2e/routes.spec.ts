import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { concretePath, headerSearch, sampleStores, trackPageErrors } from '../../e2e/support';
import { routeTable, type RouteDefinition } from '../src/routes/route-table';

const pageRoutes = routeTable.filter((route) => route.path !== '*');

/**
 * One route for each pair of layout and owner (the first in the table): the paths are the same in every locale, so
 * a market or an alias that resolves these resolves the rest as the full sweeps do.
 */
const layoutAndOwner = (route: RouteDefinition) =>
  `${route.layout} ${route.owner.kind === 'remote' ? route.owner.remote : 'shell'}`;
const onePerLayoutAndOwner = pageRoutes.filter(
  (route, index) => pageRoutes.findIndex((other) => layoutAndOwner(other) === layoutAndOwner(route)) === index,
);

/** Every route in English and in French; the other markets and the short French prefix over the sample above. */
const locales = [
  { locale: 'en-AU', origin: e2eOrigin('localhost'), prefix: '', routes: pageRoutes },
  { locale: 'fr-CA', origin: e2eOrigin('ca.localhost'), prefix: '/fr-CA', routes: pageRoutes },
  { locale: 'en-CA', origin: e2eOrigin('ca.localhost'), prefix: '', routes: onePerLayoutAndOwner },
  { locale: 'fr-CA', origin: e2eOrigin('ca.localhost'), prefix: '/fr', routes: onePerLayoutAndOwner },
  { locale: 'en-NZ', origin: e2eOrigin('nz.localhost'), prefix: '', routes: onePerLayoutAndOwner },
] as const;

/**
 * Account routes a guest does not see: the account remote sends them to its sign-in page (which brings them back after
 * signing in), so that page is what shows here.
 */
const signInFirst: ReadonlySet<string> = new Set([
  'account-home',
  'contact-details',
  'order-history',
  'order-details',
  'care-plan',
  'account-wishlist',
  'my-offers',
  'auth-redirect',
]);

for (const { locale, origin, prefix, routes } of locales) {
  test(`${routes === pageRoutes ? 'every route' : 'a route of each layout and area'} resolves to its layout and remote in ${locale} ${prefix || '(no prefix)'} @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = trackPageErrors(page);
    for (const route of routes) {
      const store = sampleStores[locale === 'en-AU' ? 'AU' : locale === 'en-NZ' ? 'NZ' : 'CA'];
      const path = prefix + (route.path === '/' ? '' : concretePath(route.path, { store })) || '/';
      await page.goto(origin + path);
      const signsInFirst = route.owner.kind === 'remote' && signInFirst.has(route.owner.routeId);
      if (signsInFirst)
        await expect(page, `${path} sends a guest to sign in`).toHaveURL(/\/my-account\/login\?returnTo=/);
      const layout = signsInFirst ? 'account' : route.layout;
      await expect(page.locator(`[data-layout="${layout}"]`), `${path} layout`).toBeVisible();
      await expect(page.locator('html'), `${path} lang`).toHaveAttribute('lang', locale);
      if (route.owner.kind === 'remote') {
        const shown = signsInFirst ? 'login' : route.owner.routeId;
        await expect(
          page.locator(`[data-remote="${route.owner.remote}"][data-route-id="${shown}"]`),
          `${path} remote`,
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 }), `${path} heading`).toBeVisible();
      }
    }
    expect(errors).toEqual([]);
  });
}

test('the home page shows the header, navigation, search, bag, account and footer @phone', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Lustre & Co. home' })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.getByRole('link', { name: /Bag, empty/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Country and language' })).toBeVisible();
});

test('main navigation is a menu drawer on mobile @mobile-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Stores' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.locator('[data-remote="stores"]')).toBeVisible();
});

test('searching from the header opens the results page', async ({ page }) => {
  await page.goto('/');
  const search = headerSearch(page);
  await search.fill('sapphire earrings');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sapphire%20earrings$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sapphire earrings');
});

test('the shell and the remotes share one contracts instance (and so one set of stores)', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.locator('[data-remote="catalogue"]')).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});
