import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectNoA11yViolations, trackPageErrors } from '../../e2e/support';

test.describe('not found', () => {
  test('an unmatched path gives the 404 page with its path', async ({ page }) => {
    await page.goto('/no-such-collection');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-collection')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a route whose parameters fail validation gives the default 404 message', async ({ page }) => {
    await page.goto('/my-account/order-history/12ab');
    await expect(page.getByText('Page Not Found: /my-account/order-history/12ab')).toBeVisible();
    await page.goto('/p/Not_A_Slug');
    await expect(page.getByText('Page Not Found: /p/Not_A_Slug')).toBeVisible();
  });

  test('the 404 page is French on the French site', async ({ page }) => {
    await page.goto(`${e2eOrigin('ca.localhost')}/fr/rien-ici`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByText('Page introuvable : /fr/rien-ici')).toBeVisible();
  });
});

test.describe('locale and market', () => {
  test('French paths on the Canadian host are in fr-CA and set the locale cookie', async ({ page, context }) => {
    await page.goto(`${e2eOrigin('ca.localhost')}/fr/my-bag`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('link', { name: /Panier/ }).first()).toBeVisible();
    const cookie = (await context.cookies(e2eOrigin('ca.localhost'))).find((c) => c.name === 'storefront_locale');
    expect(cookie?.value).toBe('fr-CA');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('the Canadian site follows the cookie, then the browser language', async ({ browser }) => {
    const french = await browser.newContext({ locale: 'fr-CA' });
    const page = await french.newPage();
    await page.goto(`${e2eOrigin('ca.localhost')}/stores`);
    await expect(page).toHaveURL(`${e2eOrigin('ca.localhost')}/fr/stores`);
    await french.close();

    const english = await browser.newContext({ locale: 'en-CA' });
    const page2 = await english.newPage();
    await page2.goto(`${e2eOrigin('ca.localhost')}/stores`);
    await expect(page2.locator('html')).toHaveAttribute('lang', 'en-CA');
    await english.close();
  });

  test('switching language sets the cookie and reloads the same page in French, and back', async ({ page }) => {
    await page.goto(`${e2eOrigin('ca.localhost')}/stores`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Country and language' }).selectOption('fr-CA');
    await footer.getByRole('button', { name: 'Change' }).click();
    await expect(page).toHaveURL(`${e2eOrigin('ca.localhost')}/fr/stores`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto(`${e2eOrigin('ca.localhost')}/stores`);
    await expect(page).toHaveURL(`${e2eOrigin('ca.localhost')}/fr/stores`);
    const pied = page.getByRole('contentinfo');
    await pied.getByRole('combobox', { name: 'Pays et langue' }).selectOption('en-CA');
    await pied.getByRole('button', { name: 'Changer' }).click();
    await expect(page).toHaveURL(`${e2eOrigin('ca.localhost')}/stores`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('a French path on another market goes to the Canadian site', async ({ page }) => {
    await page.goto(`${e2eOrigin('localhost')}/fr/my-bag`);
    await expect(page).toHaveURL(`${e2eOrigin('ca.localhost')}/fr/my-bag`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('choosing New Zealand goes to the New Zealand site', async ({ page }) => {
    await page.goto('/stores');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Country and language' }).selectOption('en-NZ');
    await footer.getByRole('button', { name: 'Change' }).click();
    await expect(page).toHaveURL(`${e2eOrigin('nz.localhost')}/stores`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  });
});

test.describe('route rules and scrolling', () => {
  test('an old address redirects inside the site', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/my-bag$/);
    await expect(page.locator('[data-remote="checkout"]')).toBeVisible();
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/search?q=ring');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/search?q=ring', '/no-such-page', '/my-account', '/checkout/shipping', '/_icons']) {
    test(`no axe violations on ${path} @phone`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expect(page.locator('[data-layout]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
