import { expect, test, type Page } from '@playwright/test';
import { engagementDeviceId, eventsFrom } from '../../e2e/engagement';
import addresses from '../../e2e/addresses.json';
import { e2eOrigin } from '../../e2e/e2e-env';
import { headerSearch, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

/** The payment provider stand-in's card that pays (its README, "Test data"). */
const payingCard = '4111 1111 1111 1111';

/** The SDK's API key in the journeys' stack (scripts/start-stack.mjs): its local-storage keys end with it. */
const SDK_STORAGE_SUFFIX = 'local-braze-api-key';

/** Each market as a shopper sees it: where, in which language, in which currency, and the words on its buttons. */
const markets = [
  {
    locale: 'en-AU',
    origin: '',
    prefix: '',
    currency: 'AUD',
    query: 'pearl',
    words: {
      wishlist: 'Add to wishlist',
      saved: 'Saved to wishlist',
      addToBag: 'Add to bag',
      bagWithOne: /^Bag, 1 item/,
      search: 'Search jewellery',
      placeOrder: 'Place order',
      thankYou: 'Thank you for your order',
      continueShopping: 'Continue shopping',
    },
    address: addresses.AU,
  },
  {
    locale: 'fr-CA',
    origin: e2eOrigin('ca.localhost'),
    prefix: '/fr-CA',
    currency: 'CAD',
    query: 'bague',
    words: {
      wishlist: 'Ajouter à la liste de souhaits',
      saved: 'Dans votre liste de souhaits',
      addToBag: 'Ajouter au panier',
      bagWithOne: /^Panier, 1 article/,
      search: 'Rechercher des bijoux',
      placeOrder: 'Passer la commande',
      thankYou: 'Merci pour votre commande',
      continueShopping: 'Continuer mes achats',
    },
    address: addresses['CA-QC'],
  },
] as const;
type Market = (typeof markets)[number];

interface Piece {
  id: string;
  slug: string;
  sku: string;
  name: string;
  priceCents: number;
}

/** The cheapest unsized piece in stock in the market, as its API lists it (in the market's language). */
async function aPieceInStock(page: Page, market: Market): Promise<Piece> {
  const items = await page.evaluate(async (locale) => {
    const answer = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc', {
      headers: { 'x-storefront-locale': locale },
    });
    return ((await answer.json()) as { items: unknown[] }).items as {
      id: string;
      slug: string;
      sku: string;
      name: string;
      availability: { stock: string };
      flags: { sized: boolean };
      price: { effectiveCents: number };
    }[];
  }, market.locale);
  const item = items.find((candidate) => candidate.availability.stock === 'in_stock' && !candidate.flags.sized);
  if (!item) throw new Error(`no unsized piece in stock in ${market.locale}`);
  return { id: item.id, slug: item.slug, sku: item.sku, name: item.name, priceCents: item.price.effectiveCents };
}

/** How many pieces the market's search finds for a query (what the search page says). */
async function searchTotal(page: Page, market: Market, query: string): Promise<number> {
  return page.evaluate(
    async ({ locale, query }) => {
      const answer = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
        headers: { 'x-storefront-locale': locale },
      });
      return ((await answer.json()) as { total: number }).total;
    },
    { locale: market.locale, query },
  );
}

/** A guest's bag with the piece, delivery and billing chosen through the API, from the page (as the checkout does). */
async function readyToPay(page: Page, market: Market, sku: string): Promise<void> {
  const email = `events.${market.locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.evaluate(
    async ({ sku, email, address, headers }) => {
      const steps: [string, string, unknown][] = [
        ['POST', '/api/bag/lines', { sku, quantity: 1 }],
        ['PUT', '/api/checkout/email', { email }],
        ['PUT', '/api/checkout/shipping', { deliveryMethod: 'standard', address }],
        ['PUT', '/api/checkout/billing', { sameAsShipping: true }],
      ];
      for (const [method, url, body] of steps) {
        const answer = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
      }
    },
    { sku, email, address: market.address, headers: csrf },
  );
}

/**
 * Waits until the engagement SDK has started in this document (not only in an earlier page of the context, which
 * left its device id behind): it opened its session here, stamping the session's last activity after the page's load
 * event (the previous page's SDK stamps it too, while it unloads). The SDK starts once the page is interactive; what
 * the shopper does before then is not logged (see the README).
 */
async function engagementListensHere(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((key) => {
          const last = /\bl:(\d+)/.exec(localStorage.getItem(key) ?? '')?.[1];
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const loaded =
            navigation && navigation.loadEventEnd > 0 ? performance.timeOrigin + navigation.loadEventEnd : 0;
          return loaded > 0 && Number(last ?? 0) >= loaded;
        }, `ab.storage.sessionId.${SDK_STORAGE_SUFFIX}`),
      { message: 'the engagement SDK started in this page', timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Holds the order's placing until the engagement SDK listens in the page that places it (the one the provider's page
 * sends the shopper back to), so that it hears the confirmation announce the order.
 */
async function placeOrderOnceTheSdkListens(page: Page): Promise<void> {
  await page.route('**/api/checkout/place-order', async (route) => {
    await engagementListensHere(page);
    await route.continue();
  });
}

for (const market of markets) {
  test.describe(`a guest shopping in ${market.locale}`, () => {
    test('has a wishlist add, an add to bag and a search logged as custom events for this device', async ({ page }) => {
      test.setTimeout(60_000);
      const errors = trackPageErrors(page);
      await page.goto(`${market.origin}${market.prefix}/`);
      const piece = await aPieceInStock(page, market);
      await page.goto(`${market.origin}${market.prefix}/p/${piece.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
      const deviceId = await engagementDeviceId(page);
      await engagementListensHere(page);

      // The wishlist first: its in-app message slides up without covering the page (the others wait 30 s).
      await page.getByRole('button', { name: market.words.wishlist }).click();
      await expect(page.getByRole('button', { name: market.words.saved })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: market.words.addToBag, exact: true }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: market.words.bagWithOne })).toBeVisible();
      await headerSearch(page, market.words.search).fill(market.query);
      await headerSearch(page, market.words.search).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${market.query}$`));
      const found = await searchTotal(page, market, market.query);

      await expect
        .poll(
          async () => (await eventsFrom(deviceId)).filter((event) => event.name === 'ce').map((event) => event.data),
          { message: 'the custom events reached the stand-in (the SDK sends every 10 s)', timeout: 15_000 },
        )
        .toEqual(
          expect.arrayContaining([
            { n: 'added_to_wishlist', p: { product_id: piece.id, sku: piece.sku } },
            {
              n: 'added_to_bag',
              p: { sku: piece.sku, quantity: 1, price: piece.priceCents / 100, currency: market.currency },
            },
            { n: 'searched', p: { query: market.query, result_count: found } },
          ]),
        );
      expect(errors).toEqual([]);
    });

    test('has a category page opened from a link logged as a collection viewed for this device', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(`${market.origin}${market.prefix}/`);
      const category = await page.evaluate(async (locale) => {
        const answer = await fetch('/api/products?category=necklaces-pendants&pageSize=1', {
          headers: { 'x-storefront-locale': locale },
        });
        return ((await answer.json()) as { category: { id: string; name: string; path: string } }).category;
      }, market.locale);
      // Announced as the page loads, before the SDK starts: it is logged when the SDK starts.
      await page.goto(`${market.origin}${market.prefix}/${category.path}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      const deviceId = await engagementDeviceId(page);
      await expect
        .poll(
          async () => (await eventsFrom(deviceId)).filter((event) => event.name === 'ce').map((event) => event.data),
          { message: 'the collection viewed reached the stand-in (the SDK sends every 10 s)', timeout: 15_000 },
        )
        .toEqual([{ n: 'viewed_collection', p: { category: category.id, name: category.name } }]);
      expect(errors).toEqual([]);
    });

    test(`has a placed order logged once as a purchase per line in ${market.currency}, with a 2-decimal price`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = trackPageErrors(page);
      await page.goto(`${market.origin}${market.prefix}/`);
      const deviceId = await engagementDeviceId(page);
      const piece = await aPieceInStock(page, market);
      await readyToPay(page, market, piece.sku);
      await page.goto(`${market.origin}${market.prefix}/checkout/billing`);
      await placeOrderOnceTheSdkListens(page);
      await page.getByRole('button', { name: market.words.placeOrder }).click();

      // The provider's hosted page (in English whatever the market), then back to the store.
      await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
      await page.getByLabel('Card number').fill(payingCard);
      await page.getByLabel('Expiry date').fill('12/35');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('heading', { level: 2, name: market.words.thankYou })).toBeVisible();
      const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
      expect(orderNumber).toMatch(/^\d{12}$/);

      const purchases = async () =>
        (await eventsFrom(deviceId)).filter((event) => event.name === 'p').map((event) => event.data);
      const purchase = {
        pid: piece.id,
        c: market.currency,
        p: (piece.priceCents / 100).toFixed(2),
        q: 1,
        pr: { order_number: orderNumber, sku: piece.sku },
      };
      await expect
        .poll(purchases, { message: 'the purchase reached the stand-in (the SDK sends every 10 s)', timeout: 15_000 })
        .toEqual([purchase]);

      // The confirmation shown again (Back to it) logs no second purchase: a search after it arrives, the order not.
      const continueShopping = page.getByRole('link', { name: market.words.continueShopping }).first();
      await continueShopping.click();
      await expect(page).not.toHaveURL(/thank-you/);
      await page.goBack();
      await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
      await continueShopping.click();
      await expect(page).not.toHaveURL(/thank-you/);
      await headerSearch(page, market.words.search).fill(market.query);
      await headerSearch(page, market.words.search).press('Enter');
      await expect
        .poll(
          async () => (await eventsFrom(deviceId)).some((event) => event.name === 'ce' && event.data.n === 'searched'),
          { message: 'the search after the confirmation reached the stand-in', timeout: 15_000 },
        )
        .toBe(true);
      expect(await purchases()).toEqual([purchase]);
      expect(errors).toEqual([]);
    });
  });
}
