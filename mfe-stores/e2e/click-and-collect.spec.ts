import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/**
 * Click and collect and in-store stock, as a shopper meets them: the product page's stock at My Store (SPEC §4), the
 * stores nearby with theirs, choosing a store for click and collect (never for an engraved piece), the finder with the
 * piece in play, and the checkout collecting from a chosen store to a placed order, with the API's refusals (SPEC §8).
 *
 * The seeded stock (deterministic) this relies on, read from the seeded database:
 * - Oriana men's hammered wedding band (18036995-18W-W70): Westfield Sydney L 1, N 0, P 0; Bondi Junction L 6, N 2,
 *   P 2; online L 2, N 0. So in size N: Westfield "selected size not available", Bondi "limited", Chatswood and the
 *   Queen Victoria Building "not available"; in size L: Westfield "limited", Bondi "in stock", Chatswood "available"
 *   (online).
 * - Marquee emerald-cut ruby cluster ring (18044866-10R-100), size O: Bondi Junction 7, Queen Victoria Building 6,
 *   none at Chatswood.
 * - Belle Époque emerald-cut diamond pavé solitaire (18005820-14Y-070), size O: Centre Eaton 4 of 19, Fairview
 *   Pointe-Claire 1, none at Carrefour Laval (online 6).
 */

const csrf = { 'x-storefront-csrf': '1' };
const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

const stores = {
  westfield: { storeId: 'sydney-westfield-sydney', name: 'Lustre & Co. Westfield Sydney' },
  qvb: { storeId: 'sydney-queen-victoria-building', name: 'Lustre & Co. Queen Victoria Building' },
  bondi: 'Lustre & Co. Bondi Junction',
  chatswood: 'Lustre & Co. Chatswood',
  eaton: { storeId: 'montreal-centre-eaton', name: 'Lustre & Co. Centre Eaton de Montréal' },
  fairview: 'Lustre & Co. CF Fairview Pointe-Claire',
  laval: 'Lustre & Co. Carrefour Laval',
} as const;

const band = '/p/oriana-mens-hammered-wedding-band';
const ruby = { sku: '18044866-10R-100', size: 'O' };
const solitaire = '/p/belle-epoque-emerald-cut-diamond-pave-solitaire-engagement-ring';

/** The shopper chose this store before (kept in the browser, as the stores remote keeps it). */
async function withMyStore(page: Page, store: { storeId: string; name: string }): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-my-store-set')) {
      window.localStorage.setItem('storefront:my-store', JSON.stringify(value));
      window.sessionStorage.setItem('e2e-my-store-set', '1');
    }
  }, store);
}

/** The stores remote's in-store stock panel on the product page, brought into view (it loads near the viewport). */
async function stockPanel(page: Page, name = 'In-store availability'): Promise<Locator> {
  const panel = page.getByRole('region', { name });
  await page.locator('.sf-pdp-stores__stock').scrollIntoViewIfNeeded();
  await expect(panel).toBeVisible();
  return panel;
}

/** The card of a store in a chooser list. */
function storeCard(scope: Locator, name: string): Locator {
  return scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading', { name, exact: true }) });
}

async function searchStores(
  scope: Locator,
  place: string,
  words = { field: /Postcode, suburb or city/, go: 'Find stores' },
) {
  await scope.getByRole('textbox', { name: words.field }).fill(place);
  await scope.getByRole('button', { name: words.go }).click();
}

/** Puts a sized piece in this browser's bag through the API (as the product page's add to bag does). */
async function addToBag(page: Page, line: { sku: string; size?: string; engraving?: string }): Promise<void> {
  await page.evaluate(
    async ({ line, headers }) => {
      const answer = await fetch('/api/bag/lines', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ...line, quantity: 1 }),
      });
      if (!answer.ok) throw new Error(`add to bag: ${answer.status} ${await answer.text()}`);
    },
    { line, headers: csrf },
  );
}

test.describe('click and collect and in-store stock in Australia', () => {
  test('the product page shows each stock message at My Store and nearby, and chooses a store for click and collect', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await withMyStore(page, stores.westfield);

    // Size N: none at My Store (it has the band in other sizes), two at Bondi Junction, none near that sells it.
    await page.goto(`${band}?size=N`);
    let panel = await stockPanel(page);
    await expect(panel.getByText(`At ${stores.westfield.name}`)).toBeVisible();
    await expect(panel.getByText('Selected size not available')).toBeVisible();
    await expect(panel.getByText('0 of 1 in stock')).toBeVisible();
    await panel.getByRole('button', { name: 'Check other stores nearby' }).click();
    await searchStores(panel, '2000');
    await expect(storeCard(panel, stores.bondi).getByText('Limited stock – contact the store')).toBeVisible();
    await expect(storeCard(panel, stores.bondi).getByText('2 of 10 in stock')).toBeVisible();
    await expect(storeCard(panel, stores.chatswood).getByText('Not available', { exact: true })).toBeVisible();
    await expect(storeCard(panel, stores.bondi).getByText(/km away$/)).toBeVisible();
    await expect(storeCard(panel, stores.bondi).getByText(/^Today: /)).toBeVisible();
    await expectAccessible(page);

    // Size L: the last one at My Store, six at Bondi Junction, and Chatswood can only say it is available online.
    await page.goto(`${band}?size=L`);
    panel = await stockPanel(page);
    await expect(panel.getByText('Limited stock – contact the store')).toBeVisible();
    await expect(panel.getByText('1 of 1 in stock')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See stock at all stores' })).toHaveAttribute(
      'href',
      '/stores?sku=18036995-18W-W70&size=L',
    );

    // Click and collect: My Store first; a store that has none cannot be chosen, and says why.
    await page.getByRole('button', { name: 'Click and collect', exact: true }).click();
    const picker = page.getByRole('region', { name: 'Click and collect' });
    await expect(picker.getByRole('button', { name: `Collect here: ${stores.westfield.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await searchStores(picker, '2000');
    const chatswood = storeCard(picker, stores.chatswood);
    await expect(chatswood.getByText('Available online')).toBeVisible();
    await expect(chatswood.getByText('This product is not available at this store.')).toBeVisible();
    await expect(chatswood.getByRole('button')).toHaveCount(0);
    await expect(storeCard(picker, stores.bondi).getByText('In stock', { exact: true })).toBeVisible();
    await picker.getByRole('button', { name: `Collect here: ${stores.bondi}` }).click();
    await expect(
      picker.getByText(`Collect from ${stores.bondi}. It is now your store, so the checkout offers it first.`),
    ).toBeVisible();
    await expect(picker.getByRole('button', { name: `Collect here: ${stores.bondi}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page);

    // The stock panel now reads Bondi Junction, My Store.
    await expect(panel.getByText(`At ${stores.bondi}`)).toBeVisible();
    await expect(panel.getByText('6 of 10 in stock')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an engraved piece cannot be collected, and stock asks for a size first', async ({ page }) => {
    const errors = trackPageErrors(page);
    await withMyStore(page, stores.westfield);
    await page.goto(band);
    const panel = await stockPanel(page);
    await expect(panel.getByText('Choose a size to see stock in store.')).toBeVisible();
    await page.getByRole('button', { name: 'Click and collect', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Ring size' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Click and collect' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Ring size' }).selectOption({ value: 'L' });
    await page.getByRole('checkbox', { name: 'Add engraving' }).check();
    await page.getByRole('textbox', { name: 'Engraving text' }).fill('Always');
    await expect(panel.getByText('Engraving not available in store')).toBeVisible();
    await page.getByRole('button', { name: 'Click and collect', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /not available for engraved/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Click and collect' })).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('the checkout collects from My Store by default, explains a store that cannot, and places the order at the store chosen', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await withMyStore(page, stores.qvb);
    await page.goto('/');
    await addToBag(page, ruby);
    await page.goto('/checkout/shipping');
    await page.getByLabel('Email address').fill(`collect.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('radio', { name: 'Click and collect' }).check();
    await expect(page.getByText(`Collecting from ${stores.qvb.name}`)).toBeVisible();

    const picker = page.getByRole('region', { name: 'Click and collect' });
    await searchStores(picker, 'Sydney');
    await picker.getByRole('button', { name: `Collect here: ${stores.chatswood}` }).click();
    await expect(page.getByText(`Collecting from ${stores.chatswood}`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'is not available at this store' })).toBeVisible();
    await expectAccessible(page);

    await picker.getByRole('button', { name: `Collect here: ${stores.bondi}` }).click();
    await expect(page.getByText(`Collecting from ${stores.bondi}`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);

    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Street address').fill('12 George Street');
    await page.getByLabel('Town or city').fill('Sydney');
    await page.getByLabel('State or territory').selectOption({ label: 'New South Wales' });
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/35');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/checkout\/thank-you$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(stores.bondi).first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('the checkout does not offer click and collect for an engraved piece', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await addToBag(page, { sku: '18036995-18W-W70', size: 'L', engraving: 'Always' });
    await page.goto('/checkout/shipping');
    await page.getByLabel('Email address').fill(`engraved.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const collect = page.getByRole('radio', { name: 'Click and collect' });
    await expect(collect).toBeDisabled();
    await expect(collect).toHaveAccessibleDescription('Click and collect is not available for engraved products.');
    expect(errors).toEqual([]);
  });
});

test.describe('cueillette en magasin au Québec', () => {
  test('la fiche produit montre le stock à Mon magasin et aux magasins voisins, en français', async ({ page }) => {
    const errors = trackPageErrors(page);
    await withMyStore(page, stores.eaton);
    await page.goto(`${canada}/fr${solitaire}?size=O`);
    const panel = await stockPanel(page, 'Disponibilité en magasin');
    await expect(panel.getByText(`À ${stores.eaton.name}`)).toBeVisible();
    await expect(panel.getByText('En stock', { exact: true })).toBeVisible();
    await expect(panel.getByText('4 sur 19 en stock')).toBeVisible();
    await panel.getByRole('button', { name: 'Vérifier d’autres magasins à proximité' }).click();
    await searchStores(panel, 'H3B 1A4', { field: /Code postal, quartier ou ville/, go: 'Trouver des magasins' });
    await expect(
      storeCard(panel, stores.fairview).getByText('Stock limité – communiquez avec le magasin'),
    ).toBeVisible();
    await expect(storeCard(panel, stores.laval).getByText('Offert en ligne')).toBeVisible();
    await expect(
      storeCard(panel, stores.laval).getByRole('button', { name: `En faire mon magasin : ${stores.laval}` }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Cueillette en magasin', exact: true }).click();
    const picker = page.getByRole('region', { name: 'Cueillette en magasin' });
    await searchStores(picker, 'H3B 1A4', { field: /Code postal, quartier ou ville/, go: 'Trouver des magasins' });
    await expect(
      storeCard(picker, stores.laval).getByText('Ce produit n’est pas offert dans ce magasin.'),
    ).toBeVisible();
    await picker.getByRole('button', { name: `Ramasser ici : ${stores.fairview}` }).click();
    await expect(picker.getByText(new RegExp(`^Cueillette à ${stores.fairview}\\.`))).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('stock in store in New Zealand', () => {
  test('a shopper without a store is asked to choose one, and the finder shows stock of the piece', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${newZealand}${band}?size=L`);
    const panel = await stockPanel(page);
    await expect(panel.getByText('Choose a store to see its stock.')).toBeVisible();
    await panel.getByRole('link', { name: 'See stock at all stores' }).click();
    await expect(page).toHaveURL(/\/stores\?sku=18036995-18W-W70&size=L$/);
    await page.getByRole('textbox', { name: /Postcode, suburb or city/ }).fill('1010');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await expect(page).toHaveURL(/q=1010/);
    await expect(page).toHaveURL(/sku=18036995-18W-W70/);
    const results = page.getByRole('region', { name: 'Stores found' });
    await expect(results.getByText('Each store shows its stock of the piece you were looking at.')).toBeVisible();
    await expect(results.locator('[data-stock]').first()).toHaveText(
      /In stock|Limited stock|Available online|Not available|Selected size not available/,
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
