import { expect, request as apiRequest, test, type Locator, type Page } from '@playwright/test';
import addresses from '../../e2e/addresses.json';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };
const canada = e2eOrigin('ca.localhost');

interface Piece {
  sku: string;
  name: string;
  priceCents: number;
}

/**
 * Unsized pieces of a category the shop can sell now, cheapest first when asked; read from the page, as a shopper's
 * browser would (the page's host decides the market).
 */
async function piecesFrom(
  page: Page,
  category: string,
  { stock = 'in_stock', maxCents = Infinity }: { stock?: 'in_stock' | 'low_stock'; maxCents?: number } = {},
): Promise<Piece[]> {
  const items = await page.evaluate(async (slug) => {
    const answer = await fetch(`/api/products?category=${slug}&pageSize=48&sort=price-asc`, {
      headers: { 'x-storefront-locale': document.documentElement.lang },
    });
    return ((await answer.json()) as { items: unknown[] }).items as {
      sku: string;
      name: string;
      availability: { stock: string };
      flags: { sized: boolean; online: boolean };
      price: { effectiveCents: number };
    }[];
  }, category);
  return items
    .filter((item) => item.availability.stock === stock && !item.flags.sized && item.price.effectiveCents <= maxCents)
    .map((item) => ({ sku: item.sku, name: item.name, priceCents: item.price.effectiveCents }));
}

/** Puts pieces in this browser's bag through the API (as the catalogue's add to bag does). */
async function addToBag(page: Page, lines: { sku: string; quantity?: number }[]): Promise<void> {
  await page.evaluate(
    async ({ lines, headers }) => {
      for (const line of lines) {
        const answer = await fetch('/api/bag/lines', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront-locale': document.documentElement.lang,
            ...headers,
          },
          body: JSON.stringify({ quantity: 1, ...line }),
        });
        if (!answer.ok) throw new Error(`add to bag: ${answer.status} ${await answer.text()}`);
      }
    },
    { lines, headers: csrf },
  );
}

const line = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
const bagLink = (page: Page, count: RegExp) => page.getByRole('banner').getByRole('link', { name: count });

/** Axe once the page is still: a tap's hover (a button under the finger after the page changed) has faded. */
async function expectStillPageAccessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await expectAccessible(page);
}

test.describe('the bag', () => {
  test.describe.configure({ timeout: 60_000 });

  test('empty: says so, with ways back into the catalogue', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-bag');
    await expectRemotePage(page, 'checkout', { routeId: 'bag', heading: 'My bag', trail: ['Home', 'My bag'] });
    await expect(page.getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeVisible();
    await expectStillPageAccessible(page);
    await page.locator('main').getByRole('link', { name: 'View my wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.locator('[data-remote="catalogue"][data-route-id="wishlist"]')).toBeVisible();
    await page.goBack();
    await page.locator('main').getByRole('link', { name: 'Start shopping' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('[data-remote="catalogue"][data-route-id="search"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('changes a quantity, saves a piece for later and moves it back, then empties the bag', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const [first, second] = await piecesFrom(page, 'necklaces-pendants');
    await addToBag(page, [{ sku: first!.sku }, { sku: second!.sku }]);
    await page.goto('/my-bag');
    await expectRemotePage(page, 'checkout', { routeId: 'bag', heading: 'My bag', trail: ['Home', 'My bag'] });
    await expect(line(page, first!.name)).toBeVisible();
    await expect(line(page, second!.name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items in your bag 2 items' })).toBeVisible();
    await expect(bagLink(page, /^Bag, 2 items/)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('GST inclusive');

    // Quantity: through the API, the summary and the header follow, and it is announced.
    await line(page, first!.name).getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await expect(page.getByText(`Quantity of ${first!.name} changed to 2`)).toBeAttached();
    await expect(bagLink(page, /^Bag, 3 items/)).toBeVisible();
    await expect(summary).toContainText('Subtotal (3 items)');

    // Save for later and back.
    await page.getByRole('button', { name: `Save ${second!.name} for later` }).click();
    const saved = page.getByRole('region', { name: /^Saved for later/ });
    await expect(saved.getByRole('article', { name: second!.name })).toBeVisible();
    await expect(bagLink(page, /^Bag, 2 items/)).toBeVisible();
    await expect(page.getByRole('heading', { name: first!.name })).toBeFocused();
    await expectStillPageAccessible(page);
    await saved.getByRole('button', { name: `Move ${second!.name} to your bag` }).click();
    await expect(saved).toHaveCount(0);
    await expect(line(page, second!.name)).toBeVisible();
    await expect(bagLink(page, /^Bag, 3 items/)).toBeVisible();

    // The way on to checkout.
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/shipping');

    // Remove both: the empty bag, with its ways back into the catalogue.
    await page.getByRole('button', { name: `Remove ${first!.name} from your bag` }).click();
    await expect(line(page, first!.name)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: second!.name })).toBeFocused();
    await page.getByRole('button', { name: `Remove ${second!.name} from your bag` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeVisible();
    await expect(bagLink(page, /^Bag, empty/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Start shopping' })).toBeVisible();
    await expectStillPageAccessible(page);
    expect(errors).toEqual([]);
  });

  test('refuses a coupon under its minimum spend with the SPEC message, then applies another', async ({ page }) => {
    await page.goto('/');
    const [cheap] = await piecesFrom(page, 'necklaces-pendants', { maxCents: 40_000 });
    await addToBag(page, [{ sku: cheap!.sku }]);
    await page.goto('/my-bag');
    await page.getByRole('button', { name: 'Add a promotion code' }).click();
    const code = page.getByRole('textbox', { name: 'Promotion code' });
    await code.fill('TAKE50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription(/Your bag hasn’t reached the minimum spend for this code\./);
    await expect(code).toBeFocused();

    await code.fill('SUMMER20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription(/This promotion has ended\./);

    await code.fill('sparkle10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Promotion code SPARKLE10 applied').first()).toBeVisible();
    await expect(summary.getByRole('status')).toHaveText('Promotion code SPARKLE10 applied');
    await expect(summary.getByText('Discount (SPARKLE10)')).toBeVisible();
    await page.getByRole('button', { name: 'Remove promotion code SPARKLE10' }).click();
    await expect(summary.getByText('Discount (SPARKLE10)')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Promotion code' })).toBeFocused();
  });

  test('a piece another shopper bought meanwhile shows its way out before checkout', async ({ page }, testInfo) => {
    await page.goto('/');
    // A piece with only a few left (a different one per project: they run side by side on one shop).
    const scarce = [
      ...(await piecesFrom(page, 'necklaces-pendants', { stock: 'low_stock' })),
      ...(await piecesFrom(page, 'earrings', { stock: 'low_stock' })),
      ...(await piecesFrom(page, 'bracelets', { stock: 'low_stock' })),
    ];
    const piece = scarce[testInfo.project.name === 'mobile' ? 1 : 0] ?? scarce[0]!;
    await addToBag(page, [{ sku: piece.sku }]);
    await page.goto('/my-bag');
    // Take every unit the shop has.
    await expect(line(page, piece.name)).toBeVisible();
    const quantity = line(page, piece.name).getByRole('combobox', { name: 'Quantity' });
    const options = await quantity.locator('option').allTextContents();
    await quantity.selectOption(options.at(-1)!);
    await expect(page.getByText(`Quantity of ${piece.name} changed to ${options.at(-1)}`)).toBeAttached();
    const all = Number(options.at(-1));

    // Someone else buys one of them.
    const other = await apiRequest.newContext({ baseURL: e2eOrigin('localhost'), extraHTTPHeaders: csrf });
    await buyOne(other, piece.sku);
    await other.dispose();

    await page.reload();
    await expect(page.getByText('Your bag or delivery method has been updated')).toBeVisible();
    await expect(page.getByText(`${piece.name} is no longer available in the quantity you chose.`)).toBeVisible();
    await expect(page.getByText('Some items have an invalid price or an unavailable quantity')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      'Remove unavailable items or adjust quantities before checking out.',
    );
    await expectStillPageAccessible(page);

    if (all > 1) {
      await expect(line(page, piece.name)).toContainText(`Only ${all - 1} available. Adjust the quantity to continue.`);
      await page.getByRole('button', { name: `Change quantity to ${all - 1}` }).click();
      await expect(page.getByText('Some items have an invalid price or an unavailable quantity')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
        'Confirm the changes to your bag before checking out.',
      );
      await page.getByRole('button', { name: 'Confirm changes' }).click();
      await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    } else {
      await expect(line(page, piece.name)).toContainText('This item is now out of stock.');
      await page.getByRole('button', { name: `Remove ${piece.name} from your bag` }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeVisible();
    }
  });

  test('in French Canada: the lines, the sales tax note and financing, in French @phone', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/`);
    const [piece] = await piecesFrom(page, 'necklaces-pendants');
    await addToBag(page, [{ sku: piece!.sku }]);
    await page.goto(`${canada}/fr/my-bag`);
    await expectRemotePage(page, 'checkout', {
      routeId: 'bag',
      heading: 'Mon panier',
      trail: ['Accueil', 'Mon panier'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(page.getByRole('heading', { name: 'Articles dans votre panier 1 article' })).toBeVisible();
    await expect(line(page, piece!.name)).toContainText('Métal');
    const summary = page.getByRole('region', { name: 'Récapitulatif de la commande' });
    await expect(summary).toContainText('Taxes de vente estimées');
    await expect(summary).not.toContainText('TPS incluse');
    await expect(summary).toContainText('$'); // amounts in CAD, French format
    const note = summary.getByRole('button', { name: 'Comment les taxes de vente sont estimées' });
    if ((await note.count()) > 0) {
      await note.click();
      await expect(note).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByText('Étalez le coût grâce au financement', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer à la caisse' })).toHaveAttribute(
      'href',
      '/fr/checkout/shipping',
    );
    await expectStillPageAccessible(page);
    expect(errors).toEqual([]);
  });
});

/** Another shopper (their own session) buys one unit by card: e-mail, address, billing, the provider's page, order. */
async function buyOne(shopper: Awaited<ReturnType<typeof apiRequest.newContext>>, sku: string): Promise<void> {
  const ok = async (response: Awaited<ReturnType<typeof shopper.post>>) => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
    return response;
  };
  await ok(await shopper.post('/api/bag/lines', { data: { sku, quantity: 1 } }));
  await ok(await shopper.put('/api/checkout/email', { data: { email: 'another.shopper@example.com' } }));
  await ok(
    await shopper.put('/api/checkout/shipping', {
      data: {
        deliveryMethod: 'standard',
        address: addresses.AU,
      },
    }),
  );
  await ok(await shopper.put('/api/checkout/billing', { data: { sameAsShipping: true } }));
  const session = (await (
    await ok(await shopper.post('/api/checkout/payment-session', { data: { method: 'card' } }))
  ).json()) as { redirectUrl: string; paymentSessionId: string };
  const paid = await shopper.post(session.redirectUrl, {
    form: { card_number: '4111111111111111', expiry: '12/35', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await ok(
    await shopper.post('/api/checkout/place-order', {
      data: { paymentSessionId: session.paymentSessionId },
      headers: { 'idempotency-key': `bag-spec-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    }),
  );
}
