import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { type PageFrame, expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The page is drawn by the stores remote (see `expectRemotePage`). */
const expectStoresPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'stores', frame);

const canada = e2eOrigin('ca.localhost');

test.describe('a shopper on a store’s page', () => {
  test('sees the address, phone, directions, the week with today marked, special hours and services @phone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores/sydney-westfield-sydney');
    await expectStoresPage(page, {
      routeId: 'store-detail',
      heading: 'Lustre & Co. Westfield Sydney',
      trail: ['Home', 'Stores', 'Lustre & Co. Westfield Sydney'],
    });
    await expect(page).toHaveTitle('Lustre & Co. Westfield Sydney | Lustre & Co.');
    const main = page.locator('main');
    await expect(main.getByText('188 Pitt Street')).toBeVisible();
    await expect(main.getByRole('link', { name: '(02) 9221 4310' })).toHaveAttribute('href', 'tel:0292214310');
    const directions = main.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-33.8703,151.2085',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);

    const week = main.getByRole('table', { name: 'Opening hours this week' });
    await expect(week.getByRole('row')).toHaveCount(8);
    await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(week.locator('tr[aria-current="date"]')).toContainText('Today');
    await expect(main.getByRole('heading', { level: 2, name: 'Special hours' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'In store' }).getByText('Custom design')).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'JewelryStore',
      name: 'Lustre & Co. Westfield Sydney',
      telephone: '(02) 9221 4310',
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stores\/sydney-westfield-sydney$/);
    await expectAccessible(page);

    const nearby = main.getByRole('region', { name: 'Nearby stores' });
    await expect(nearby.getByRole('link')).toHaveCount(3);
    const next = (await nearby.getByRole('link').first().textContent()) ?? '';
    await nearby.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
    expect(errors).toEqual([]);
  });

  test('a store the market does not have is the 404 page', async ({ page }) => {
    const response = await page.goto('/stores/atlantis-harbour');
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('a French-speaking Canadian shopper on a Québec store’s page', () => {
  test('reads the store page in French', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/stores/montreal-centre-eaton`);
    await expectStoresPage(page, {
      routeId: 'store-detail',
      heading: 'Lustre & Co. Centre Eaton de Montréal',
      trail: ['Accueil', 'Magasins', 'Lustre & Co. Centre Eaton de Montréal'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const week = page.getByRole('table', { name: 'Heures d’ouverture cette semaine' });
    await expect(week.getByRole('rowheader', { name: /lundi/ })).toBeVisible();
    await expect(week.getByText(/\d+ h \d{2} – \d+ h \d{2}/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Obtenir l’itinéraire/ })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveCount(1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
