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
const newZealand = e2eOrigin('nz.localhost');

/** The names of the listed stores, in the order shown. */
const storeNames = (page: Page) =>
  page.getByRole('region', { name: /Stores found|Magasins trouvés/ }).getByRole('heading', { level: 2 });

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

    await location.fill('Atlantis');
    await submit.click();
    await expect(page).toHaveURL(/\/stores\?q=Atlantis$/);
    await expectFieldError(page, location, 'Please enter a valid postcode, suburb or city');
    await expect(location).toHaveValue('Atlantis');
  });

  test('searches a city, sees the nearest stores, opens one and comes back to the same results @phone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores');
    const finder = page.getByRole('search', { name: 'Store search' });
    await finder.getByLabel('Postcode, suburb or city').fill('Sydney');
    await finder.getByRole('button', { name: 'Find stores' }).click();

    await expect(page).toHaveURL(/\/stores\?q=Sydney$/);
    await expect(page.getByText(/^10 stores near Sydney 2000, nearest first$/)).toBeVisible();
    await expect(storeNames(page).first()).toHaveText('Lustre & Co. Westfield Sydney');
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Lustre & Co. Westfield Sydney' }) });
    await expect(first.getByText(/^\d+(\.\d)? km away$/)).toBeVisible();
    await expect(first.getByText(/^(Open now|Closed now)$/)).toBeVisible();
    await expect(first.getByText(/^Today: /)).toBeVisible();
    await expectAccessible(page);

    await first.getByRole('link', { name: 'View store: Lustre & Co. Westfield Sydney' }).click();
    await expect(page).toHaveURL(/\/stores\/sydney-westfield-sydney$/);
    await expectStoresPage(page, {
      routeId: 'store-detail',
      heading: 'Lustre & Co. Westfield Sydney',
      trail: ['Home', 'Stores', 'Lustre & Co. Westfield Sydney'],
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/stores\?q=Sydney$/);
    await expect(page.getByRole('search', { name: 'Store search' }).getByLabel('Postcode, suburb or city')).toHaveValue(
      'Sydney',
    );
    await expect(storeNames(page).first()).toHaveText('Lustre & Co. Westfield Sydney');
    expect(errors).toEqual([]);
  });

  test('a shared search opens with its results', async ({ page }) => {
    await page.goto('/stores?q=3000');
    await expect(storeNames(page).first()).toHaveText(/Lustre & Co\. (Melbourne Central|Emporium Melbourne)/);
  });

  test('uses their location once they allow it, and the address keeps it', async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -37.8102, longitude: 144.9629 });
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\/stores\?near=-37\.8102%2C144\.9629$/);
    await expect(page.getByText(/^10 stores near you, nearest first$/)).toBeVisible();
    await expect(storeNames(page).first()).toHaveText('Lustre & Co. Melbourne Central');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('is told when they refuse their location', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'use your location' })).toHaveText(
      'You have not allowed this site to use your location. Enter a postcode, suburb or city instead.',
    );
    await expect(page).toHaveURL(/\/stores$/);
  });
});

test.describe('a New Zealand shopper looking for a store', () => {
  test('finds the Auckland stores', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${newZealand}/stores`);
    const finder = page.getByRole('search', { name: 'Store search' });
    await finder.getByLabel('Postcode, suburb or city').fill('1010');
    await finder.getByRole('button', { name: 'Find stores' }).click();
    await expect(storeNames(page).first()).toHaveText('Lustre & Co. Commercial Bay');
    await expectAccessible(page);
    expect(errors).toEqual([]);
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

  test('searches Montréal in French and opens the nearest store', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/stores`);
    const finder = page.getByRole('search', { name: 'Recherche de magasins' });
    await finder.getByLabel('Code postal, quartier ou ville').fill('Montréal');
    await finder.getByRole('button', { name: 'Trouver des magasins' }).click();
    await expect(page).toHaveURL(/\/fr\/stores\?q=Montr%C3%A9al$/);
    await expect(page.getByText(/magasins près de .*, du plus proche au plus éloigné$/)).toBeVisible();
    await expect(page.getByText(/^(Ouvert|Fermé) maintenant$/).first()).toBeVisible();
    await expectAccessible(page);
    await storeNames(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/fr\/stores\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Heures d’ouverture' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
