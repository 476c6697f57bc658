import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import {
  type PageFrame,
  expectAccessible,
  expectFieldError,
  expectRemotePage,
  trackPageErrors,
} from '../../e2e/support';

/** The page is drawn by the stores remote (see `expectRemotePage`). */
const expectStoresPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'stores', frame);

const canada = e2eOrigin('ca.localhost');

test.describe('a shopper looking for a store near them', () => {
  test('opens the store finder and searches without a location', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores');
    await expectStoresPage(page, { routeId: 'store-finder', heading: 'Find a store', trail: ['Home', 'Find a store'] });
    await expectAccessible(page);

    const finder = page.getByRole('search', { name: 'Store search' });
    const location = finder.getByLabel('Postcode, suburb or city');
    await finder.getByRole('button', { name: 'Find stores' }).click();
    await expectFieldError(page, location, 'Please enter location');
    await expect(location).toBeFocused();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('types a location the finder cannot read, is told so, and keeps what they typed', async ({ page }) => {
    await page.goto('/stores');
    const finder = page.getByRole('search', { name: 'Store search' });
    const location = finder.getByLabel('Postcode, suburb or city');
    const submit = finder.getByRole('button', { name: 'Find stores' });

    await location.fill('Sydney <CBD>');
    await submit.click();
    await expectFieldError(page, location, 'Please enter a valid postcode, suburb or city');
    await expect(location).toBeFocused();
    await expect(location).toHaveValue('Sydney <CBD>');

    await location.fill('St Kilda');
    await submit.click();
    await expect(location).not.toHaveAttribute('aria-invalid', 'true');
    await expect(location).toHaveValue('St Kilda');
  });

  test('opens a store’s page and goes back to the finder', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores/sydney-pitt-street');
    await expectStoresPage(page, {
      routeId: 'store-detail',
      heading: 'Sydney pitt street',
      trail: ['Home', 'Stores', 'Sydney pitt street'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Store details are on their way' })).toBeVisible();
    await expectAccessible(page);

    await page.locator('main').getByRole('link', { name: 'Find another store' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expectStoresPage(page, { routeId: 'store-finder', heading: 'Find a store', trail: ['Home', 'Find a store'] });
    expect(errors).toEqual([]);
  });

  test('follows the store page’s breadcrumbs to the finder and home', async ({ page }) => {
    await page.goto('/stores/sydney-pitt-street');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.locator('[data-remote="stores"][data-route-id="store-finder"]')).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('[data-remote="engagement"][data-route-id="home"]')).toBeVisible();
  });
});

test.describe('a French-speaking Canadian shopper looking for a store', () => {
  test('is told in French to enter a location, and that what they typed cannot be read', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/stores`);
    await expectStoresPage(page, {
      routeId: 'store-finder',
      heading: 'Trouver un magasin',
      trail: ['Accueil', 'Trouver un magasin'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const finder = page.getByRole('search', { name: 'Recherche de magasins' });
    const location = finder.getByLabel('Code postal, quartier ou ville');
    const submit = finder.getByRole('button', { name: 'Trouver des magasins' });

    await submit.click();
    await expectFieldError(page, location, 'Veuillez saisir un emplacement');
    await expect(location).toBeFocused();

    await location.fill('Montréal #1');
    await submit.click();
    await expectFieldError(page, location, 'Veuillez saisir un code postal, un quartier ou une ville valide');
    await expect(location).toHaveValue('Montréal #1');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('opens a store’s page in French', async ({ page }) => {
    await page.goto(`${canada}/fr/stores/montreal-centre-eaton`);
    await expectStoresPage(page, {
      routeId: 'store-detail',
      heading: 'Montreal centre eaton',
      trail: ['Accueil', 'Magasins', 'Montreal centre eaton'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Les détails du magasin arrivent bientôt' }),
    ).toBeVisible();
  });
});
