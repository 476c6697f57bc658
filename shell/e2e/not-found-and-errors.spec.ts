import { expect, test, type Page } from '@playwright/test';
import { paths } from '@storefront/contracts';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/**
 * Unknown pages and bad addresses (issue 13): what a shopper sees, and the HTTP status a search engine gets for the
 * same document from the edge.
 */

async function expectNotFoundPage(page: Page, path: string, message = `Page not found: ${path}`) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('the document of an unknown page answers 404 @desktop-only', () => {
  for (const path of ['/no-such-collection', '/engagement-rings/no-such-style']) {
    test(`an address nothing renders: ${path}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await expectNotFoundPage(page, path);
      expect(errors).toEqual([]);
    });
  }

  test('a parameter that fails its route’s check', async ({ page }) => {
    const response = await page.goto('/p/Not_A_Slug');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, '/p/Not_A_Slug', 'Page Not Found: /p/Not_A_Slug');
  });

  test('an article or a connected story the content service does not have is the shell’s 404 page', async ({
    page,
  }) => {
    for (const path of ['/articles/no-such-article', '/connected/no-such-story']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      // The engagement's page says so (PageNotFound of contracts): the shell's 404 page, not the remote's fallback.
      await expectNotFoundPage(page, path);
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    }
  });

  test('pages that exist stay 200: a category, a route, the diamond warranty article, a French category', async ({
    page,
  }) => {
    for (const path of ['/engagement-rings', '/stores', paths.diamondWarranty(), '/customer-service/delivery']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 200]);
    }
    const french = await page.goto(`${e2eOrigin('ca.localhost')}/fr/bagues-de-fiancailles`);
    expect(french?.status()).toBe(200);
  });
});

test.describe('the not-found page', () => {
  test('leads to the catalogue’s top categories; one opens its category page', async ({ page }) => {
    const errors = trackPageErrors(page);
    const response = await page.goto('/no-such-collection');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, '/no-such-collection');
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(categories.getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Suggested pages' }).getByRole('link')).toHaveCount(5);
    await expectAccessible(page);

    await categories.getByRole('link', { name: 'Engagement Rings' }).click();
    await expect(page).toHaveURL(/\/engagement-rings$/);
    await expect(page.locator('[data-remote="catalogue"][data-route-id="product-list"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is French on the French site, with the categories’ French names and addresses @desktop-only', async ({
    page,
  }) => {
    const response = await page.goto(`${e2eOrigin('ca.localhost')}/fr/rien-ici`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Magasiner par catégorie' });
    await expect(categories.getByRole('link', { name: 'Bagues de fiançailles' })).toHaveAttribute(
      'href',
      '/fr/bagues-de-fiancailles',
    );
    await expectAccessible(page);
  });
});

test.describe('an address that cannot be decoded @desktop-only', () => {
  for (const path of ['/%', '/%E0%A4%A']) {
    test(`${path} gives the error page as a document with 400, never raw JSON`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
      await expect(page).toHaveTitle('Internal Server Error');
      await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('in French on the French site', async ({ page }) => {
    const response = await page.goto(`${e2eOrigin('ca.localhost')}/fr/%`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeVisible();
  });
});
