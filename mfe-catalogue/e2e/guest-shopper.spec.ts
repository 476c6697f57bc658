import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { type PageFrame, expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The page is drawn by the catalogue remote (see `expectRemotePage`). */
const expectCataloguePage = (page: Page, frame: PageFrame<RouteId>) => expectRemotePage(page, 'catalogue', frame);

const canada = e2eOrigin('ca.localhost');

type RouteId = 'product-list' | 'product' | 'search' | 'wishlist' | 'jewellery-builder';

/** The heart drawn in the header's wishlist link: outlined when empty, filled when something is saved. */
const headerHeart = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).locator('svg use');

/** Answers the slug resolver for one path; every other path is unknown. */
async function resolveSlug(page: Page, path: string, resolution: { kind: 'category'; id: string; slug: string }) {
  await page.route('**/api/slugs/resolve?**', (route) => {
    const asked = new URL(route.request().url()).searchParams.get('path');
    return route.fulfill({ json: asked === path ? resolution : { kind: 'not-found' } });
  });
}

test.describe('a guest shopper browsing the catalogue', () => {
  test('searches from the header and lands on the results page with the query in its heading', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search jewellery' }).first();
    await search.fill('pearl studs');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pearl%20studs$/);
    await expectCataloguePage(page, {
      routeId: 'search',
      heading: 'Results for “pearl studs”',
      trail: ['Home', 'Search'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'No results for “pearl studs”' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('opens search without a query and is asked what they are looking for', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/search');
    await expectCataloguePage(page, { routeId: 'search', heading: 'Search', trail: ['Home', 'Search'] });
    await expect(page.getByRole('heading', { level: 2, name: 'What are you looking for?' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('finds an empty wishlist, an outlined heart in the header, and a way to browse', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/wishlist');
    await expectCataloguePage(page, { routeId: 'wishlist', heading: 'Wishlist', trail: ['Home', 'Wishlist'] });
    await expect(page.getByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeVisible();
    await expect(headerHeart(page)).toHaveAttribute('href', '#icon-heart');
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: 'Browse all jewellery' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expectCataloguePage(page, { routeId: 'search', heading: 'Search', trail: ['Home', 'Search'] });
    expect(errors).toEqual([]);
  });

  test('opens a piece that cannot be shown and is offered the whole range', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/p/solitaire-ring');
    await expectCataloguePage(page, {
      routeId: 'product',
      heading: 'Product details',
      trail: ['Home', 'Product details'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'This piece isn’t available to view' })).toBeVisible();
    await expect(page.getByText('We couldn’t find details for “solitaire-ring”.')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('starts designing a ring at its first step', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/jewellery-builder');
    await expectCataloguePage(page, {
      routeId: 'jewellery-builder',
      heading: 'Design your ring',
      trail: ['Home', 'Design your ring'],
    });
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByRole('listitem')).toHaveText([
      'Setting style',
      'Stone shape',
      'Stone size',
      'Metal',
      'Ring size',
      'Engraving',
      'Review',
    ]);
    await expect(steps.locator('[aria-current="step"]')).toHaveText(['Setting style']);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('browses a collection that has no pieces yet', async ({ page }) => {
    const errors = trackPageErrors(page);
    await resolveSlug(page, '/engagement-rings', { kind: 'category', id: 'cat-1', slug: 'engagement-rings' });
    await page.goto('/engagement-rings');
    await expectCataloguePage(page, {
      routeId: 'product-list',
      heading: 'Engagement rings',
      trail: ['Home', 'Engagement rings'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'No pieces to show yet' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a returning guest with a piece saved on this device', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const now = Date.now();
      window.localStorage.setItem(
        'storefront:wishlist',
        JSON.stringify({
          items: [{ productId: 'solitaire-ring', addedAt: now }],
          expiresAt: now + 24 * 60 * 60 * 1000,
        }),
      );
    });
  });

  test('sees the saved piece on the wishlist and a filled heart in the shell’s header', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/wishlist');
    await expectCataloguePage(page, { routeId: 'wishlist', heading: 'Wishlist', trail: ['Home', 'Wishlist'] });
    const saved = page.getByRole('region', { name: 'Wishlist' });
    await expect(saved.getByText('1 saved piece', { exact: true })).toBeVisible();
    await expect(saved.getByRole('link')).toHaveText(['solitaire-ring']);
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toHaveCount(0);
    await expect(headerHeart(page)).toHaveAttribute('href', '#icon-heart-filled');
    await expectAccessible(page);

    await saved.getByRole('link', { name: 'solitaire-ring' }).click();
    await expect(page).toHaveURL(/\/p\/solitaire-ring$/);
    await expectCataloguePage(page, {
      routeId: 'product',
      heading: 'Product details',
      trail: ['Home', 'Product details'],
    });
    await expect(headerHeart(page)).toHaveAttribute('href', '#icon-heart-filled');
    expect(errors).toEqual([]);
  });
});

test.describe('a French-speaking Canadian guest', () => {
  test('searches from the header in French and reads the results in French', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr`);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher des bijoux' }).first();
    await search.fill('bague');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/fr(-CA)?\/search\?q=bague$/);
    await expectCataloguePage(page, {
      routeId: 'search',
      heading: 'Résultats pour « bague »',
      trail: ['Accueil', 'Recherche'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Aucun résultat pour « bague »' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('finds an empty wishlist explained in French', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/wishlist`);
    await expectCataloguePage(page, {
      routeId: 'wishlist',
      heading: 'Liste de souhaits',
      trail: ['Accueil', 'Liste de souhaits'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Votre liste de souhaits est vide' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
