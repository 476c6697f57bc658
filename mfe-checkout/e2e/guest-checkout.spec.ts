import { expect, request as apiRequest, test, type Locator, type Page } from '@playwright/test';
import addresses from '../../e2e/addresses.json';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };
const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

/** The payment provider stand-in's test cards (its README, "Test data"). */
const cards = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

/** The seeded gift cards (README "Demo data"). */
const giftCards = {
  aud100: { number: '6036281000000010008', pin: '1234' },
  aud250: { number: '6036281000000020007', pin: '2468' },
  noBalance: { number: '6036281000000080001', pin: '2222' },
  expired: { number: '6036281000000090000', pin: '1111' },
} as const;

/** A unique guest e-mail per test run, so the outbox shows this test's orders only. */
function guestEmail(tag: string): string {
  return `guest.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface Piece {
  sku: string;
  name: string;
  priceCents: number;
  orderable: number;
}

/**
 * Unsized pieces the shop sells now in the page's market from `minCents` up, cheapest first, read as the shopper's
 * browser would.
 */
async function piecesFrom(
  page: Page,
  category: string,
  { stock = 'in_stock', minCents = 0 }: { stock?: 'in_stock' | 'low_stock'; minCents?: number } = {},
): Promise<Piece[]> {
  const items = await page.evaluate(
    async ({ slug, sort }) => {
      const answer = await fetch(`/api/products?category=${slug}&pageSize=48&sort=${sort}`);
      return ((await answer.json()) as { items: unknown[] }).items as {
        sku: string;
        name: string;
        availability: { stock: string; orderable?: number };
        flags: { sized: boolean };
        price: { effectiveCents: number };
      }[];
    },
    { slug: category, sort: minCents > 0 ? 'price-desc' : 'price-asc' },
  );
  return items
    .filter((item) => item.availability.stock === stock && !item.flags.sized && item.price.effectiveCents >= minCents)
    .sort((a, b) => a.price.effectiveCents - b.price.effectiveCents)
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      priceCents: item.price.effectiveCents,
      orderable: item.availability.orderable ?? 1,
    }));
}

/** Puts a piece in this browser's bag through the API (as the catalogue's add to bag does). */
async function addToBag(page: Page, sku: string, quantity = 1): Promise<void> {
  await page.evaluate(
    async ({ sku, quantity, headers }) => {
      const answer = await fetch('/api/bag/lines', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ sku, quantity }),
      });
      if (!answer.ok) throw new Error(`add to bag: ${answer.status} ${await answer.text()}`);
    },
    { sku, quantity, headers: csrf },
  );
}

/** E-mail, delivery to Sydney by standard delivery, billing same as delivery: through the API, from the page. */
async function readyToPay(page: Page, email: string): Promise<void> {
  await page.evaluate(
    async ({ email, address, headers }) => {
      const steps: [string, unknown][] = [
        ['/api/checkout/email', { email }],
        ['/api/checkout/shipping', { deliveryMethod: 'standard', address }],
        ['/api/checkout/billing', { sameAsShipping: true }],
      ];
      for (const [url, body] of steps) {
        const answer = await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      }
    },
    { email, address: addresses.AU, headers: csrf },
  );
}

/** A guest in Australia with one piece of at least `minCents` in the bag, ready to pay, on the billing step. */
async function onBillingWith(page: Page, tag: string, minCents = 0): Promise<{ piece: Piece; email: string }> {
  await page.goto('/');
  const pieces = await piecesFrom(page, 'necklaces-pendants', { minCents });
  const piece = pieces[0];
  if (!piece) throw new Error(`no piece in stock from ${minCents}`);
  await addToBag(page, piece.sku);
  const email = guestEmail(tag);
  await readyToPay(page, email);
  await page.goto('/checkout/billing');
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  return { piece, email };
}

/** Pays on the provider's hosted card page (and its 3-D Secure challenge when asked). */
async function payByCard(page: Page, card: string, otp?: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/35');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  if (otp !== undefined) {
    await expect(page.getByRole('heading', { level: 1, name: 'Verify it is you' })).toBeVisible();
    await page.getByLabel('One-time code').fill(otp);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/** Applies a gift card on the billing step. */
async function applyGiftCard(page: Page, card: { number: string; pin: string }): Promise<void> {
  await page.getByLabel('Gift card number').fill(card.number);
  await page.getByRole('textbox', { name: /^PIN\b/ }).fill(card.pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
}

/** The order-confirmation e-mails sent to an address (the development outbox). */
async function ordersMailedTo(page: Page, email: string): Promise<number> {
  return page.evaluate(async (to) => {
    const answer = await fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}&kind=order-confirmation`);
    return ((await answer.json()) as { messages: unknown[] }).messages.length;
  }, email);
}

const orderNumber = (page: Page) => page.getByTestId('order-number');

/** A gift card in the billing step's list of applied cards. */
const appliedCard = (page: Page, last4: string) =>
  page.getByRole('region', { name: 'Gift cards' }).getByText(`Gift card ending ${last4}`, { exact: true });

/**
 * A step's order summary. On a phone it is folded behind "Show order summary · total" above the forms (so the first
 * field is on the first screen): open it first.
 */
async function stepSummary(page: Page, name: string | RegExp, show: RegExp): Promise<Locator> {
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: show }).click();
  return page.getByRole('region', { name });
}

test.describe('a guest checking out', () => {
  test('in Australia through every step: GST inclusive, a card on the provider’s page, the order confirmed @phone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const [piece] = await piecesFrom(page, 'necklaces-pendants');
    await addToBag(page, piece!.sku);
    await page.goto('/my-bag');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);

    const email = guestEmail('au');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Street address').fill('12 George Street');
    await page.getByLabel('Town or city').fill('Sydney');
    await page.getByLabel('State or territory').selectOption({ label: 'New South Wales' });
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByRole('button', { name: 'Continue to billing' }).click();

    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await expectRemotePage(page, 'checkout', {
      routeId: 'checkout-billing',
      heading: 'Billing',
      trail: ['Home', 'My bag', 'Billing'],
    });
    await expect(page.getByRole('checkbox', { name: 'Same as my delivery address' })).toBeChecked();
    const summary = await stepSummary(page, 'Order summary', /^Show order summary/);
    await expect(summary.getByText('GST inclusive')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay in 4 instalments' })).toHaveAccessibleDescription(
      /^4 interest-free payments of \$[\d,]+\.\d\d, one today and then every 2 weeks\.$/,
    );
    await expectAccessible(page);

    // The processing page while the order is being placed (held back a moment to look at it).
    await page.route('**/api/checkout/place-order', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await payByCard(page, cards.success);
    await expect(page).toHaveURL(/\/checkout\/payment-processing\?session=/);
    await expect(page.getByRole('status').getByText('Confirming your payment and placing your order…')).toBeVisible();
    await expectAccessible(page);

    await expect(page).toHaveURL(/\/checkout\/thank-you$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    await expect(orderNumber(page)).toHaveText(/^\d{12}$/);
    const number = await orderNumber(page).textContent();
    await expect(page.getByText(`We’ve sent a confirmation to ${email}.`)).toBeVisible();
    await expect(page.getByText(piece!.name)).toBeVisible();
    await expect(page.getByText('Standard delivery')).toBeVisible();
    await expect(page.getByText('Visa ending 1111')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('GST inclusive')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/my-account/register?order=${number}`,
    );
    await expectAccessible(page);

    // A reload shows the same order; the header's bag is empty.
    await page.reload();
    await expect(orderNumber(page)).toHaveText(number!);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bag, empty' })).toBeVisible();
    expect(await ordersMailedTo(page, email)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('in New Zealand: pays in 4 instalments, GST inclusive', async ({ page }) => {
    await page.goto(`${newZealand}/`);
    const [piece] = await piecesFrom(page, 'necklaces-pendants');
    await addToBag(page, piece!.sku);
    await page.goto(`${newZealand}/checkout/shipping`);
    const email = guestEmail('nz');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('First name').fill('Aroha');
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('Street address').fill('45 Queen Street');
    await page.getByLabel('Town or city').fill('Auckland');
    await page.getByLabel('Postcode').fill('1010');
    await page.getByLabel('Phone').fill('021 555 0199');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);

    const summary = await stepSummary(page, 'Order summary', /^Show order summary/);
    await expect(summary.getByText('GST inclusive')).toBeVisible();
    await page.getByText('Pay in 4 instalments').click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay in 4 interest-free instalments' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Date of birth').fill('01/02/1990');
    await page.getByRole('button', { name: 'Agree and pay first instalment' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    await expect(page).toHaveURL(`${newZealand}/checkout/thank-you`);
    await expect(page.getByText('Pay in 4 instalments')).toBeVisible();
    await expect(page.getByText(/NZ\$|\$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('GST inclusive')).toBeVisible();
  });

  test('in French in Québec: QST on the summary, the card on the provider’s page, the confirmation in French', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/`);
    const [piece] = await piecesFrom(page, 'necklaces-pendants');
    await addToBag(page, piece!.sku);
    await page.goto(`${canada}/fr/checkout/shipping`);
    const email = guestEmail('qc');
    await page.getByLabel('Adresse courriel').fill(email);
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await page.getByLabel('Prénom').fill('Chloé');
    await page.getByLabel('Nom de famille').fill('Gagnon');
    await page.getByLabel('Adresse municipale').fill('1000 rue De La Gauchetière Ouest');
    await page.getByLabel('Ville').fill('Montréal');
    await page.getByLabel('Province ou territoire').selectOption({ label: 'Québec' });
    await page.getByLabel('Code postal').fill('H3B 1A4');
    await page.getByLabel('Téléphone').fill('514 555 0199');
    await page.getByRole('button', { name: 'Continuer vers la facturation' }).click();

    await expect(page).toHaveURL(/\/fr\/checkout\/billing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Paiement' })).toBeVisible();
    const summary = await stepSummary(page, /Récapitulatif|Sommaire/, /^Afficher le récapitulatif/);
    await expect(summary.getByText(/QST|TVQ/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pay in 4 instalments' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Financement Flexiti' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await payByCard(page, cards.success);

    await expect(page.getByRole('heading', { level: 2, name: 'Merci pour votre commande' })).toBeVisible();
    await expect(page).toHaveURL(`${canada}/fr/checkout/thank-you`);
    await expect(orderNumber(page)).toHaveText(/^\d{12}$/);
    await expect(page.getByText('Visa se terminant par 1111')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await expect(page.getByText(/QST|TVQ/).first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a guest paying on the billing step', () => {
  test('is refused a third gift card, and told why other cards cannot be used', async ({ page }) => {
    // Over A$350, so two cards (A$100 and A$250) leave something to pay.
    await onBillingWith(page, 'cards', 40_000);
    await applyGiftCard(page, giftCards.noBalance);
    await expect(page.getByRole('alert')).toContainText('This gift card has no remaining balance.');
    await applyGiftCard(page, giftCards.expired);
    await expect(page.getByRole('alert')).toContainText('This gift card has expired.');
    await applyGiftCard(page, { number: '482913', pin: '1234' });
    await expect(page.getByRole('alert')).toContainText('can only be redeemed through customer service');

    await applyGiftCard(page, giftCards.aud100);
    await expect(appliedCard(page, '0008')).toBeVisible();
    await applyGiftCard(page, giftCards.aud250);
    await expect(appliedCard(page, '0007')).toBeVisible();
    await expect(page.getByText('The maximum number of gift cards per order has been reached.')).toBeVisible();
    await expect(page.getByLabel('Gift card number')).toHaveCount(0);
    await expect(page.getByText(/^Remaining to pay: \$/)).toBeVisible();
    await expectAccessible(page);

    // Removing one lets another be entered again; what was applied survives a reload.
    await page.getByRole('button', { name: 'Remove gift card ending 0007' }).click();
    await expect(appliedCard(page, '0007')).toHaveCount(0);
    await expect(page.getByLabel('Gift card number')).toBeVisible();
    await page.reload();
    await expect(appliedCard(page, '0008')).toBeVisible();
  });

  test('has a card declined, is told to review it or try another method, then pays with another card', async ({
    page,
  }) => {
    const { email } = await onBillingWith(page, 'declined');
    await page.getByRole('button', { name: 'Place order' }).click();
    await payByCard(page, cards.declined);
    await expect(page).toHaveURL(/\/checkout\/billing\?payment=declined$/);
    await expect(page.getByRole('alert')).toContainText(
      'Please review your payment details or try another payment method. If the problem persists, please contact customer service.',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await payByCard(page, cards.success);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    expect(await ordersMailedTo(page, email)).toBe(1);
  });

  test('passes the bank’s 3-D Secure challenge', async ({ page }) => {
    await onBillingWith(page, 'challenge');
    await page.getByRole('button', { name: 'Place order' }).click();
    await payByCard(page, cards.challenge, '123456');
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Visa ending 3220')).toBeVisible();
  });

  test('cancels on the provider’s page and comes back to billing with the bag and gift card intact', async ({
    page,
  }) => {
    const { piece } = await onBillingWith(page, 'cancel', 15_000);
    await applyGiftCard(page, giftCards.aud100);
    await expect(appliedCard(page, '0008')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return to the store' }).click();

    await expect(page).toHaveURL(/\/checkout\/billing\?payment=cancelled&session=/);
    await expect(page.getByRole('alert')).toContainText('Payment cancelled. Please choose another payment method.');
    await expect(appliedCard(page, '0008')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Same as my delivery address' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await page.goto('/my-bag');
    await expect(page.getByRole('article', { name: piece.name, exact: true })).toBeVisible();
  });

  test('double-clicks Place order and gets one order', async ({ page }) => {
    const { email } = await onBillingWith(page, 'double');
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    await payByCard(page, cards.success);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    const number = await orderNumber(page).textContent();

    // The processing page of the same payment again (a reload, a back button): the same order, not a second one.
    await page.goto(`/checkout/payment-processing?session=${sessionId}`);
    await expect(page).toHaveURL(/\/checkout\/thank-you$/);
    await expect(orderNumber(page)).toHaveText(number!);
    expect(await ordersMailedTo(page, email)).toBe(1);
  });

  test('finds a piece sold out while paying and is shown the way out', async ({ page }, testInfo) => {
    await page.goto('/');
    // A charm with only a few left (the bag journeys take necklaces, earrings and bracelets), one per viewport so the
    // two runs never race for the same units. The shopper takes every unit there is; another shopper buys one.
    const pieces = await piecesFrom(page, 'charms', { stock: 'low_stock' });
    const piece = pieces[testInfo.project.name === 'mobile' ? 1 : 0];
    if (!piece) throw new Error('no charm with only a few left');
    await addToBag(page, piece.sku, 1);
    const { orderable } = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/bag')).json()) as { lines: { availability: { orderable: number } }[] };
      return answer.lines[0]!.availability;
    });
    if (orderable > 1) {
      await page.evaluate(
        async ({ quantity, headers }) => {
          const answer = (await (await fetch('/api/bag')).json()) as { lines: { id: string }[] };
          await fetch(`/api/bag/lines/${answer.lines[0]!.id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ quantity }),
          });
        },
        { quantity: orderable, headers: csrf },
      );
    }
    await readyToPay(page, guestEmail('stock'));
    await page.goto('/checkout/billing');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();

    // While the shopper is on the provider's page, another shopper buys one of them; the card is charged, then refunded.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    const other = await apiRequest.newContext({ baseURL: e2eOrigin('localhost'), extraHTTPHeaders: csrf });
    await buyOne(other, piece.sku);
    await other.dispose();
    await payByCard(page, cards.success);

    await expect(page.getByRole('alert')).toContainText('Please remove unavailable items or adjust quantities.');
    await expect(page.getByRole('alert')).toContainText('Your payment has been refunded in full.');
    await page.getByRole('link', { name: 'Review my bag' }).click();
    await expect(page).toHaveURL(/\/my-bag$/);
  });
});

test.describe('a guest paying with gift cards @serial', () => {
  test('enters a wrong PIN, then the right one, and pays the rest by card', async ({ page }) => {
    const { email } = await onBillingWith(page, 'gift', 15_000);
    await applyGiftCard(page, { ...giftCards.aud100, pin: '9999' });
    await expect(page.getByRole('alert')).toContainText('Incorrect gift card number and PIN combination');
    await expect(page.getByRole('textbox', { name: /^PIN\b/ })).toHaveAccessibleDescription(/Incorrect pin/);
    await expect(page.getByLabel('Gift card number')).toHaveValue(giftCards.aud100.number);
    // A wrong PIN blocks the card for a second.
    await page.waitForTimeout(1_100);
    await page.getByRole('textbox', { name: /^PIN\b/ }).fill(giftCards.aud100.pin);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(appliedCard(page, '0008')).toBeVisible();
    await expect(page.getByText(/^\$100\.00 applied of \$100\.00 balance$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Gift card ending 0008')).toBeVisible();

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await payByCard(page, cards.success);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
    const payment = page.getByRole('heading', { name: 'Payment', exact: true }).locator('..');
    await expect(payment.getByText('Gift card ending 0008')).toBeVisible();
    await expect(payment.getByText('$100.00')).toBeVisible();
    await expect(payment.getByText('Visa ending 1111')).toBeVisible();
    expect(await ordersMailedTo(page, email)).toBe(1);
  });
});

/** Another shopper buys one unit of a piece, paying by card, through the API. */
async function buyOne(shopper: Awaited<ReturnType<typeof apiRequest.newContext>>, sku: string): Promise<void> {
  const ok = async (response: Awaited<ReturnType<typeof shopper.post>>) => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(400);
    return response;
  };
  await ok(await shopper.post('/api/bag/lines', { data: { sku, quantity: 1 } }));
  await ok(await shopper.put('/api/checkout/email', { data: { email: 'another.shopper@example.com' } }));
  await ok(
    await shopper.put('/api/checkout/shipping', { data: { deliveryMethod: 'standard', address: addresses.AU } }),
  );
  await ok(await shopper.put('/api/checkout/billing', { data: { sameAsShipping: true } }));
  const session = (await (
    await ok(await shopper.post('/api/checkout/payment-session', { data: { method: 'card' } }))
  ).json()) as { redirectUrl: string; paymentSessionId: string };
  await shopper.post(session.redirectUrl, {
    form: { card_number: '4111111111111111', expiry: '12/35', cvc: '123' },
    maxRedirects: 0,
  });
  await ok(
    await shopper.post('/api/checkout/place-order', {
      data: { paymentSessionId: session.paymentSessionId },
      headers: { 'idempotency-key': `other-${Date.now()}-${Math.random()}` },
    }),
  );
}
