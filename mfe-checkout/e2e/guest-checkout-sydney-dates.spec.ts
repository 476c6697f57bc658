import { expect, test, type Page } from '@playwright/test';
import addresses from '../../e2e/addresses.json';
import { e2eOrigin } from '../../e2e/e2e-env';
import { trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

/**
 * The instant this shopper orders at, on the API's development clock (the `storefront_dev_clock` cookie, honoured
 * only with `DEV_CLOCK=true`, which the journeys' stack sets and production refuses; packages/commerce-api README):
 * Thursday 25 March 2027, 00:30 in Sydney (AEDT, UTC+11), a night owl's order, while UTC still says Wednesday 24 March,
 * 13:30. Easter is that weekend: Good Friday (26 March) and Easter Monday (29 March) are public holidays in New South
 * Wales, where the Australian site's pieces leave from.
 */
const ORDERED_AT = '2027-03-24T13:30:00Z';

/**
 * What the shopper must read, derived by hand with Sydney's rules (business days are Monday to Friday that are not
 * NSW public holidays, counted from Sydney's today, Thursday 25 March; the day itself never counts):
 * - dispatch: 1 business day (the AU site's standard dispatch for a piece in stock): Friday 26 is Good Friday, then
 *   the weekend and Easter Monday 29, so Tuesday 30 March. (Counted from UTC's Wednesday it would say Thursday 25.)
 * - Express Post, 1–3 business days after dispatch: Wednesday 31 March to Friday 2 April.
 * - Premium, 1 business day after dispatch: Wednesday 31 March.
 * - Standard, 2–6 business days after dispatch: Thursday 1 April to Wednesday 7 April (no holiday in between).
 * Dates are written as the pages write them in en-AU.
 */
const expected = {
  dispatch: 'Estimated dispatch Tuesday 30 March',
  expressPost: 'Estimated delivery Wed, 31 Mar – Fri, 2 Apr',
  premium: 'Estimated delivery Wed, 31 Mar',
  standard: 'Estimated delivery Thu, 1 Apr – Wed, 7 Apr',
} as const;

interface Piece {
  slug: string;
  sku: string;
  name: string;
}

/**
 * An unsized necklace or pendant that is ready to ship (in stock, not made to order: the standard dispatch of one
 * business day), read as the shopper's browser would.
 */
async function pieceReadyToShip(page: Page): Promise<Piece> {
  return page.evaluate(async () => {
    const list = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc');
    const items = ((await list.json()) as { items: unknown[] }).items as {
      slug: string;
      sku: string;
      name: string;
      availability: { stock: string };
      flags: { sized: boolean };
    }[];
    for (const item of items.filter(
      (candidate) => candidate.availability.stock === 'in_stock' && !candidate.flags.sized,
    )) {
      const detail = await fetch(`/api/products/${item.slug}?sku=${encodeURIComponent(item.sku)}`);
      const product = (await detail.json()) as {
        selected: { availability: { dispatch: { kind: string; businessDays: number } | null } };
      };
      const dispatch = product.selected.availability.dispatch;
      if (dispatch?.kind === 'ready_to_ship' && dispatch.businessDays === 1) {
        return { slug: item.slug, sku: item.sku, name: item.name };
      }
    }
    throw new Error('no piece ready to ship');
  });
}

/** Puts the piece in this browser's bag through the API (as the catalogue's add to bag does). */
async function addToBag(page: Page, sku: string): Promise<void> {
  await page.evaluate(
    async ({ sku, headers }) => {
      const answer = await fetch('/api/bag/lines', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ sku, quantity: 1 }),
      });
      if (!answer.ok) throw new Error(`add to bag: ${answer.status} ${await answer.text()}`);
    },
    { sku, headers: csrf },
  );
}

test.describe('an Australian guest ordering just after midnight in Sydney', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'storefront_dev_clock', value: ORDERED_AT, url: e2eOrigin('localhost') }]);
  });

  test('sees dispatch and delivery counted from Sydney’s Thursday, past Easter, on the product page, at checkout and on the confirmation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = trackPageErrors(page);
    await page.goto('/');
    const piece = await pieceReadyToShip(page);

    // The product page (its first view is fetched by the edge with the shopper's cookies, so it is on the same clock).
    await page.goto(`/p/${piece.slug}?sku=${encodeURIComponent(piece.sku)}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    const availability = page.getByRole('status').filter({ hasText: 'Ready to ship' });
    await expect(availability.getByText('Ready to ship')).toBeVisible();
    await expect(availability.getByText(expected.dispatch, { exact: true })).toBeVisible();

    // Checkout: each delivery method's dates, then Express Post.
    await addToBag(page, piece.sku);
    await page.goto('/checkout/shipping');
    const address = addresses.AU;
    await page.getByLabel('Email address').fill(`guest.sydney-night.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('First name').fill(address.firstName);
    await page.getByLabel('Last name').fill(address.lastName);
    await page.getByLabel('Street address').fill(address.address1);
    await page.getByLabel('Town or city').fill(address.city);
    await page.getByLabel('State or territory').selectOption({ label: 'New South Wales' });
    await page.getByLabel('Postcode').fill(address.postcode);
    await page.getByLabel('Phone').fill(address.phone);
    const methods = page.getByRole('radiogroup', { name: /^Delivery method/ });
    const method = (name: RegExp) => methods.getByRole('radio', { name });
    await expect(method(/^Standard delivery/)).toHaveAccessibleDescription(new RegExp(`^${expected.standard}( ·|$)`));
    await expect(method(/^Express Post/)).toHaveAccessibleDescription(new RegExp(`^${expected.expressPost}( ·|$)`));
    await expect(method(/^Premium delivery/)).toHaveAccessibleDescription(new RegExp(`^${expected.premium}( ·|$)`));
    await methods.getByText('Express Post').click();
    await expect(method(/^Express Post/)).toBeChecked();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);

    // Paid by card on the provider's page; the confirmation says when it should arrive.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/35');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(expected.expressPost, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
