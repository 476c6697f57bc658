import type { Bag } from '@storefront/api-schemas';
import { buildBagAnswer, buildBagLine } from '@storefront/api-schemas/testing';
import { PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests, useBagCount } from '@storefront/contracts';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { jsonReply, pendingReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BagPage } from './bag-page';
import { rememberBagVersion } from '../lib/bag-summary-sync';

function BagCount() {
  return <output aria-label="bag count">{useBagCount()}</output>;
}

let requests: FakeRequest[] = [];

/** Renders the bag page with the bag API of `fetch`, the cart preferences empty unless it names them. */
function renderBag(fetch: FetchTable, locale: LocaleCode = 'en-AU') {
  const rendered = renderRemotePage(
    <>
      <BagCount />
      <BagPage />
    </>,
    { app: 'checkout', locale, fetch: { 'GET /api/content/cart-preferences': emptyPreferences, ...fetch } },
  );
  requests = rendered.requests;
  return rendered;
}

const ring = buildBagLine({
  id: '3f2b8c1e-0000-4000-8000-000000000002',
  sku: '11000004-18Y',
  name: 'Halo Oval Ring',
  slug: 'halo-oval-ring',
  metal: '18kt-yellow-gold',
  metalLabel: '18kt Yellow Gold',
  size: 'M',
  engravable: true,
  engraving: 'Forever',
  carePlan: { selected: true, priceCents: 9_900, termMonths: 24 },
  carePlanCents: 9_900,
  unitCents: 249_900,
  listUnitCents: 279_900,
  memberUnitCents: 249_900,
  lineCents: 259_800,
  availability: { stock: 'low_stock', orderable: 3, dispatch: { kind: 'ships_in', businessDays: 4 } },
});
const pendant = buildBagLine();
const studs = buildBagLine({
  id: '3f2b8c1e-0000-4000-8000-000000000003',
  name: 'Celeste Pearl Studs',
  unitCents: 29_900,
  listUnitCents: 29_900,
  lineCents: 29_900,
});

const emptyPreferences = {
  salesTaxTooltip: null,
  informationAlertBar: [],
  orderInformationAccordion: [],
  productPromotion: null,
};

beforeEach(() => sessionStorage.clear());

function lineNamed(name: string) {
  return screen.getByRole('article', { name });
}

describe('BagPage', () => {
  it('shows each line with its options, availability and prices, and the summary', async () => {
    renderBag({ 'GET /api/bag': buildBagAnswer({ lines: [ring, pendant] }) });
    const line = await screen.findByRole('article', { name: 'Halo Oval Ring' });
    const options = within(line)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(options).toEqual([
      'Metal: 18kt Yellow Gold',
      'Size: M',
      'Engraving: “Forever”',
      'Professional care plan: 24 months, $99.00 each',
    ]);
    expect(within(line).getByText('Selling fast')).toBeInTheDocument();
    expect(within(line).getByText('Ships in 4 business days')).toBeInTheDocument();
    expect(within(line).getByText('Brilliance member price')).toBeInTheDocument();
    expect(within(line).getByText('$2,799.00')).toBeInTheDocument(); // the list price, struck through
    expect(within(line).getByRole('combobox', { name: 'Quantity' })).toHaveValue('1');
    expect(within(lineNamed('Aurora Diamond Pendant')).queryByText('Engraving')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items in your bag 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Subtotal (2 items)$3,897.00');
    expect(screen.getByText(/Or 4 interest-free fortnightly payments of \$974\.25/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/shipping');
    expect(screen.getByLabelText('bag count')).toHaveTextContent('2');
  });

  it('shows a Canadian ring size as the shopper chose it (6,5 on fr-CA), not the letter stock keeps it by', async () => {
    const canadian = buildBagLine({ ...ring, size: 'M', sizeLabel: '6,5' });
    renderBag({ 'GET /api/bag': buildBagAnswer({ market: 'CA', currency: 'CAD', lines: [canadian] }) }, 'fr-CA');
    const line = await screen.findByRole('article', { name: 'Halo Oval Ring' });
    const size = within(line).getByText('Taille');
    expect(size.nextElementSibling).toHaveTextContent(/^6,5$/);
    expect(within(line).queryByText('M')).not.toBeInTheDocument();
  });

  it('changes a quantity through the API, announces it and updates the header count', async () => {
    const user = userEvent.setup();
    renderBag({
      'GET /api/bag': buildBagAnswer({ lines: [pendant] }),
      'PATCH /api/bag/lines/:id': (request) =>
        buildBagAnswer({
          bagVersion: 4,
          lines: [buildBagLine({ quantity: (request.body as { quantity: number }).quantity })],
        }),
    });
    const quantity = await screen.findByRole('combobox', { name: 'Quantity' });
    await user.selectOptions(quantity, '3');
    await waitFor(() => expect(screen.getByLabelText('bag count')).toHaveTextContent('3'));
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: `/api/bag/lines/${pendant.id}`,
      body: { quantity: 3 },
    });
    expect(screen.getByText('Quantity of Aurora Diamond Pendant changed to 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$3,897.00');
    expect(sessionStorage.getItem('storefront.checkout.bagVersion')).toBe('4');
  });

  it('says when a quantity is not available', async () => {
    const user = userEvent.setup();
    renderBag({
      'GET /api/bag': buildBagAnswer({ lines: [pendant] }),
      'PATCH /api/bag/lines/:id': problemReply(409, 'INSUFFICIENT_STOCK'),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '5');
    expect(await screen.findByRole('alert')).toHaveTextContent('That quantity isn’t available. Please choose fewer.');
  });

  it('removes a line and moves focus to the next one; removing the last shows the empty bag', async () => {
    const user = userEvent.setup();
    let lines = [pendant, studs];
    renderBag({
      'GET /api/bag': () => buildBagAnswer({ lines }),
      'DELETE /api/bag/lines/:id': (request) => {
        lines = lines.filter((line) => !request.path.endsWith(line.id));
        return buildBagAnswer({ lines });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Aurora Diamond Pendant from your bag' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Aurora Diamond Pendant' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Celeste Pearl Studs' })).toHaveFocus();
    expect(screen.getByText('Aurora Diamond Pendant removed from your bag')).toBeInTheDocument();
    expect(screen.getByLabelText('bag count')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Remove Celeste Pearl Studs from your bag' }));
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'View my wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: 'Your bag is empty' }));
  });

  it('saves a line for later and moves it back to the bag', async () => {
    const user = userEvent.setup();
    let bag: Bag = buildBagAnswer({ lines: [pendant, studs] });
    const move = (id: string, toSaved: boolean) => {
      const all = [...bag.lines, ...bag.savedForLater];
      const line = all.find((candidate) => candidate.id === id)!;
      const lines = bag.lines.filter((candidate) => candidate.id !== id);
      const saved = bag.savedForLater.filter((candidate) => candidate.id !== id);
      bag = buildBagAnswer(
        toSaved ? { lines, savedForLater: [...saved, line] } : { lines: [...lines, line], savedForLater: saved },
      );
      return jsonReply(bag);
    };
    renderBag({
      'GET /api/bag': () => bag,
      'POST /api/bag/lines/:id/save-for-later': (request) => move(request.path.split('/')[4]!, true),
      'POST /api/bag/lines/:id/move-to-bag': (request) => move(request.path.split('/')[4]!, false),
    });
    await user.click(await screen.findByRole('button', { name: 'Save Celeste Pearl Studs for later' }));
    const saved = await screen.findByRole('region', { name: 'Saved for later 1 item' });
    expect(within(saved).getByRole('article', { name: 'Celeste Pearl Studs' })).toBeInTheDocument();
    expect(screen.getByText('Celeste Pearl Studs saved for later')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aurora Diamond Pendant' })).toHaveFocus();
    expect(screen.getByLabelText('bag count')).toHaveTextContent('1');

    await user.click(within(saved).getByRole('button', { name: 'Move Celeste Pearl Studs to your bag' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Celeste Pearl Studs' })).toHaveFocus();
    expect(screen.getByLabelText('bag count')).toHaveTextContent('2');
  });

  it('shows the way out for a line that went out of stock or over stock, and holds checkout until it is fixed', async () => {
    const user = userEvent.setup();
    const soldOut = buildBagLine({
      ...studs,
      availability: { stock: 'out_of_stock', orderable: 0, dispatch: null },
      problems: ['INSUFFICIENT_STOCK'],
    });
    const tooMany = buildBagLine({
      ...pendant,
      quantity: 4,
      lineCents: 4 * pendant.unitCents,
      availability: { stock: 'low_stock', orderable: 2, dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
      problems: ['INSUFFICIENT_STOCK'],
    });
    renderBag({
      'GET /api/bag': buildBagAnswer({ lines: [tooMany, soldOut] }),
      'PATCH /api/bag/lines/:id': buildBagAnswer({
        lines: [buildBagLine({ quantity: 2, lineCents: 2 * pendant.unitCents }), soldOut],
      }),
    });
    expect(await screen.findByText('Some items have an invalid price or an unavailable quantity')).toBeInTheDocument();
    expect(
      screen.getByText('Remove unavailable items or adjust quantities to continue to checkout.'),
    ).toBeInTheDocument();
    expect(
      within(lineNamed('Celeste Pearl Studs')).getByText(/now out of stock. Remove it or save it for later/),
    ).toBeInTheDocument();
    expect(
      within(lineNamed('Aurora Diamond Pendant')).getByText('Only 2 available. Adjust the quantity to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAccessibleDescription('Remove unavailable items or adjust quantities before checking out.');

    await user.click(screen.getByRole('button', { name: 'Change quantity to 2' }));
    await waitFor(() =>
      expect(within(lineNamed('Aurora Diamond Pendant')).queryByText(/Only 2 available/)).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ quantity: 2 });
  });

  it('asks the shopper to confirm what the server changed before continuing', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('storefront.checkout.bagVersion', '2');
    renderBag({
      'GET /api/bag': (request) =>
        buildBagAnswer({
          bagVersion: 5,
          lines: [buildBagLine({ unitCents: 139_900, lineCents: 139_900 })],
          ...(request.query.get('bagVersion') === '2'
            ? {
                code: 'CART_UPDATED' as const,
                changes: [
                  { kind: 'price_changed' as const, lineId: pendant.id, fromCents: 129_900, toCents: 139_900 },
                  { kind: 'delivery_method_changed' as const },
                ],
              }
            : {}),
        }),
    });
    expect(await screen.findByText('Your bag or delivery method has been updated')).toBeInTheDocument();
    expect(
      screen.getByText('The price of Aurora Diamond Pendant changed from $1,299.00 to $1,399.00.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your delivery method no longer applies. Please choose another at checkout.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
      'Confirm the changes to your bag before checking out.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(screen.queryByText('Your bag or delivery method has been updated')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    expect(sessionStorage.getItem('storefront.checkout.bagVersion')).toBe('5');
  });

  it('shows the cart preferences: alerts in their variants, the Canadian tax note, promotion and order information', async () => {
    const user = userEvent.setup();
    renderBag(
      {
        'GET /api/content/cart-preferences': {
          salesTaxTooltip: 'Sales tax is estimated from your delivery province.',
          informationAlertBar: [
            {
              id: 'a1',
              message: 'Orders may be delayed.',
              variant: 'warning',
              link: { label: 'Delivery', url: '/customer-service/delivery' },
            },
            { id: 'a2', message: 'Free gift wrapping.', variant: 'info', link: null },
          ],
          orderInformationAccordion: [{ id: 'o1', title: 'Returns', body: '30-day returns.\n\nFree in store.' }],
          productPromotion: {
            id: 'p1',
            headline: 'Complimentary engraving',
            body: 'On rings this month.',
            cta: null,
            image: null,
            theme: 'gold',
          },
        },
        'GET /api/bag': buildBagAnswer({
          market: 'CA',
          currency: 'CAD',
          summary: {
            ...buildBagAnswer().summary,
            currency: 'CAD',
            taxIncluded: false,
            gstInclusiveCents: null,
            taxPending: true,
            taxLines: [],
          },
        }),
      },
      'en-CA',
    );
    // Two alerts: one polite summary line in the tone of the most urgent, the details behind a button.
    const line = await screen.findByText('2 notices about your order');
    expect(line).toHaveAttribute('role', 'status');
    expect(line.closest('.sf-alert')).toHaveClass('sf-alert--warning');
    expect(screen.getByText('Orders may be delayed.')).not.toBeVisible();
    const details = screen.getByRole('button', { name: 'Show details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveTextContent('Hide details');
    expect(screen.getByText(/Orders may be delayed\./)).toBeVisible();
    expect(screen.getByText(/Orders may be delayed\./).closest('li')).toHaveClass('checkout-alert-bar__item--warning');
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/customer-service/delivery');
    expect(screen.getByText(/Free gift wrapping\./).closest('li')).toHaveClass('checkout-alert-bar__item--info');
    expect(screen.getByText('Complimentary engraving')).toBeInTheDocument();
    expect(screen.getByText('Returns')).toBeInTheDocument();
    expect(screen.getByText('Spread the cost with financing: choose it when you pay.')).toBeInTheDocument();
    expect(screen.queryByText(/interest-free fortnightly/)).not.toBeInTheDocument();

    const tip = screen.getByRole('button', { name: 'How sales tax is estimated' });
    expect(screen.getByText('Sales tax is estimated from your delivery province.')).not.toBeVisible();
    await user.click(tip);
    expect(tip).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sales tax is estimated from your delivery province.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tip).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a way back when the bag cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBag({ 'GET /api/bag': () => (fail ? problemReply(503, 'UNAVAILABLE') : buildBagAnswer()) });
    expect(await screen.findByText('We couldn’t load your bag.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Aurora Diamond Pendant' })).toBeInTheDocument();
  });
});

describe('BagPage: the bag the edge prerendered into the document (issue 18)', () => {
  /** Puts the edge's payload for this address into the document (deploy/src/edge/bag-first-view.ts). */
  function prerender(bag: Bag) {
    resetPagePayloadForTests();
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PAGE_PAYLOAD_ELEMENT_ID;
    payload.textContent = JSON.stringify({
      routeId: 'bag',
      locale: 'en-AU',
      path: window.location.pathname + window.location.search,
      data: bag,
    });
    document.body.append(payload);
  }
  afterEach(() => {
    document.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.remove();
    resetPagePayloadForTests();
  });

  it('draws the bag at once from the payload, counts it in the header, and checks it again in the background', async () => {
    prerender(buildBagAnswer({ lines: [ring] }));
    renderBag({ 'GET /api/bag': pendingReply });

    expect(await screen.findByRole('article', { name: 'Halo Oval Ring' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'bag count' })).toHaveTextContent('1');
    expect(requests.map((request) => request.path)).toContain('/api/bag');
  });

  it('asks as usual when the tab last saw another version of the bag (the server’s changes since are announced)', async () => {
    rememberBagVersion(2);
    prerender(buildBagAnswer({ lines: [ring], bagVersion: 3 }));
    renderBag({ 'GET /api/bag': pendingReply });

    expect(await screen.findByText('Loading your bag…')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Halo Oval Ring' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/bag')?.query.get('bagVersion')).toBe('2');
  });

  it('waits for the cart preferences before drawing the lines: their alerts above would push them down', async () => {
    prerender(buildBagAnswer({ lines: [ring] }));
    renderBag({ 'GET /api/bag': pendingReply, 'GET /api/content/cart-preferences': pendingReply });

    expect(await screen.findByText('Loading your bag…')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Halo Oval Ring' })).not.toBeInTheDocument();
  });
});
