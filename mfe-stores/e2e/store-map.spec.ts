import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

/** The listed stores, in the order shown. */
const results = (page: Page) => page.getByRole('region', { name: /^(Stores found|Magasins trouvés)$/ });
/** The map beside (or above) the list. */
const storeMap = (page: Page) =>
  page.getByRole('region', { name: /^(Map of the stores found|Carte des magasins trouvés)$/ });
/** A result's card, by its store's name. */
const resultCard = (page: Page, name: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The map has one marker per listed store, named "<n>. <store>" in the list's order, over the drawn land. */
async function expectMarkerPerResult(page: Page): Promise<string[]> {
  await expect(results(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  const names = await results(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(1);
  const markers = storeMap(page).getByRole('button');
  await expect(markers).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(markers.nth(index)).toHaveAccessibleName(`${index + 1}. ${name}`);
    await expect(markers.nth(index)).toBeVisible();
  }
  await expect(storeMap(page).locator('path.sf-store-map__land')).toHaveAttribute('d', /^M/);
  return names;
}

test.describe('a shopper finding a store on the map', () => {
  test('searches a city and sees a marker for each store found, numbered as the list, where the list says', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores?q=Sydney');
    await expect(page.getByText(/^10 stores near Sydney 2000, nearest first$/)).toBeVisible();
    const map = storeMap(page);
    await expect(map).toHaveAccessibleDescription(/numbered marker is the store of the same number in the list/);
    await expectMarkerPerResult(page);

    // Beside the list on a desktop, above it on a phone.
    const mapBox = (await map.boundingBox())!;
    const listBox = (await results(page).boundingBox())!;
    if (page.viewportSize()!.width >= 980) expect(mapBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);
    else expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(listBox.y + 1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('chooses a result by keyboard and sees its marker marked, then a marker and sees its result marked', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores?q=Sydney');
    const names = await expectMarkerPerResult(page);
    const third = names[2]!;
    const fifth = names[4]!;

    const showThird = resultCard(page, third).getByRole('button', { name: `Show on map: ${third}` });
    await showThird.focus();
    await page.keyboard.press('Enter');
    await expect(showThird).toHaveAttribute('aria-pressed', 'true');
    const thirdMarker = storeMap(page).getByRole('button', { name: `3. ${third}` });
    await expect(thirdMarker).toHaveAttribute('aria-pressed', 'true');
    await expect(storeMap(page).getByRole('link', { name: `View store: ${third}` })).toBeVisible();
    await expect(storeMap(page).getByRole('button', { pressed: true })).toHaveCount(1);
    const desktop = page.viewportSize()!.width >= 980;
    // On a phone the map is above the list: choosing a result brings it back into view.
    if (!desktop) await expect(thirdMarker).toBeInViewport();
    await expectAccessible(page);

    const fifthMarker = storeMap(page).getByRole('button', { name: `5. ${fifth}` });
    await fifthMarker.focus();
    await page.keyboard.press('Space');
    await expect(fifthMarker).toHaveAttribute('aria-pressed', 'true');
    await expect(thirdMarker).toHaveAttribute('aria-pressed', 'false');
    const showFifth = resultCard(page, fifth).getByRole('button', { name: `Show on map: ${fifth}` });
    await expect(showFifth).toHaveAttribute('aria-pressed', 'true');
    await expect(showThird).toHaveAttribute('aria-pressed', 'false');
    // On a desktop the list scrolls beside the map: choosing a marker brings its result into view.
    if (desktop) await expect(resultCard(page, fifth)).toBeInViewport();

    // Tab moves from marker to marker in the list's order.
    await page.keyboard.press('Tab');
    await expect(storeMap(page).getByRole('button', { name: `6. ${names[5]!}` })).toBeFocused();

    await storeMap(page)
      .getByRole('link', { name: `View store: ${fifth}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: fifth })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('sees the list at once, before the map’s coastline has arrived @phone', async ({ page }) => {
    let releaseOutline = () => {};
    const outlineHeld = new Promise<void>((resolve) => (releaseOutline = resolve));
    await page.route('**/maps/au-outline.*.json', async (route) => {
      await outlineHeld;
      await route.continue();
    });
    await page.goto('/stores?q=Sydney');
    await expect(resultCard(page, 'Lustre & Co. Westfield Sydney')).toBeVisible();
    await expect(storeMap(page).getByRole('button', { name: '1. Lustre & Co. Westfield Sydney' })).toBeVisible();
    await expect(storeMap(page).locator('path.sf-store-map__land')).toHaveCount(0);
    releaseOutline();
    await expect(storeMap(page).locator('path.sf-store-map__land')).toHaveAttribute('d', /^M/);
  });

  test('in Canadian French, searches Montréal and chooses a store on the map', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/stores?q=Montr%C3%A9al`);
    await expect(storeMap(page)).toHaveAccessibleName('Carte des magasins trouvés');
    await expect(storeMap(page)).toHaveAccessibleDescription(/repère numéroté correspond au magasin du même numéro/);
    const names = await expectMarkerPerResult(page);
    expect(names[0]).toBe('Lustre & Co. Centre Eaton de Montréal');

    const second = storeMap(page).getByRole('button', { name: `2. ${names[1]!}` });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(
      resultCard(page, names[1]!).getByRole('button', { name: `Voir sur la carte : ${names[1]!}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(storeMap(page).getByRole('link', { name: `Voir le magasin : ${names[1]!}` })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('opens a store page and sees the store on a small map among the stores nearest it', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores/sydney-westfield-sydney');
    const map = page.getByRole('region', { name: 'Map of Lustre & Co. Westfield Sydney and the stores nearby' });
    await expect(map.getByRole('button', { name: 'Lustre & Co. Westfield Sydney' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(map.getByRole('button')).toHaveCount(4);
    await expect(map.locator('path.sf-store-map__land')).toHaveAttribute('d', /^M/);
    const nearby = page.getByRole('region', { name: 'Nearby stores' }).getByRole('link');
    await expect(nearby.first()).toBeVisible();
    for (const name of await nearby.allTextContents()) await expect(map.getByRole('button', { name })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('in New Zealand, searches Auckland and sees only New Zealand’s stores on its map', async ({ page }) => {
    const errors = trackPageErrors(page);
    const outline = page.waitForResponse(/\/remotes\/stores\/[^/]+\/maps\/nz-outline\.[0-9a-f]{8}\.json$/);
    await page.goto(`${newZealand}/stores?q=Auckland`);
    expect((await outline).status()).toBe(200);
    const names = await expectMarkerPerResult(page);
    expect(names[0]).toBe('Lustre & Co. Commercial Bay');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
