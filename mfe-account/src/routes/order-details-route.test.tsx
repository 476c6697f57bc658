import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderDetails } from '../features/order-details/order-details';
import { buildCarePlan, buildMemberOrder, buildOrderLine } from '../lib/testing/order-builders';
import OrderDetailsRoute from './order-details-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

const shipment = (overrides: { trackingNumber: string; deliveredAt: string | null }) => ({
  destination: 'customer' as const,
  carrier: 'Australia Post',
  trackingUrl: `https://auspost.com.au/mypost/track/details/${overrides.trackingNumber}`,
  shippedAt: '2026-11-05T01:00:00.000Z',
  collectedAt: null,
  ...overrides,
});

/** A partially shipped order: one piece delivered with a plan, one on its way (plan offered), one being crafted. */
function partiallyShipped() {
  const first = shipment({ trackingNumber: '33LUS0000001', deliveredAt: '2026-11-08T01:00:00.000Z' });
  const second = shipment({ trackingNumber: '33LUS0000002', deliveredAt: null });
  const lines = [
    buildOrderLine({
      id: 'line-1',
      status: 'shipped',
      carePlan: true,
      shipment: first,
      plans: [{ index: 1, planNumber: 'PCP0012345678', status: 'active' }],
    }),
    buildOrderLine({
      id: 'line-2',
      name: 'Pearl Drop Earrings',
      size: '',
      sizeLabel: '',
      lineCents: 39_900,
      status: 'shipped',
      shipment: second,
      carePlanOffer: { status: 'open', until: null, priceCents: 4_900, termMonths: 24 },
    }),
    buildOrderLine({
      id: 'line-3',
      name: 'Halo Pendant',
      status: 'being_crafted',
      engraving: 'Forever yours',
      lineCents: 89_900,
      carePlanOffer: { status: 'closed', closedAt: '2026-10-01T00:00:00.000Z' },
    }),
  ];
  return buildMemberOrder({
    status: 'partially_shipped',
    fulfilment: { type: 'delivery', status: 'partially_shipped' },
    lines,
    shipments: [
      { ...first, lineIds: ['line-1'] },
      { ...second, lineIds: ['line-2'] },
    ],
    payments: [
      { method: 'gift_card', amountCents: 10_000, last4: '0042' },
      { method: 'card', amountCents: 369_700, brand: 'visa', last4: '4242' },
    ],
    summary: [
      { code: 'subtotal', cents: 379_700 },
      { code: 'delivery', cents: 0 },
      { code: 'gst_inclusive', name: 'GST', ratePercent: 10, cents: 34_518 },
      { code: 'total', cents: 379_700 },
    ],
    totalCents: 379_700,
  });
}

describe('the order details page', () => {
  it('shows every part of the member’s order: status, pieces, parcels, addresses, payments and summary', async () => {
    renderRemotePage(<OrderDetailsRoute params={{ orderNo: '146619813017' }} routeId="order-details" />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders/146619813017': { order: partiallyShipped() } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 146619813017' })).toBeInTheDocument();
    const pieces = await screen.findByRole('list', { name: 'Pieces in this order' });
    expect(screen.getAllByText('Partially shipped').length).toBeGreaterThan(0);
    expect(screen.getByText(/Some of your pieces are on their way/)).toBeInTheDocument();
    expect(screen.getByText(/Your pieces are travelling separately/)).toBeInTheDocument();
    expect(screen.getByText('2 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();

    const [ring, earrings, pendant] = within(pieces)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.classList.contains('sf-order-line'));
    expect(ring).toHaveTextContent('Aurora Solitaire Ring');
    expect(ring).toHaveTextContent('18kt Yellow Gold · Size L · Qty 1');
    expect(ring).toHaveTextContent('Shipped');
    expect(within(ring!).getByRole('link', { name: 'Care plan PCP0012345678 (Active)' })).toHaveAttribute(
      'href',
      '/my-account/order-history/146619813017/pcp/1',
    );
    expect(earrings).toHaveTextContent(/Add a 24-month professional care plan for \$49\.00/);
    expect(
      within(earrings!).getByRole('button', { name: 'Add a care plan for Pearl Drop Earrings' }),
    ).toBeInTheDocument();
    expect(pendant).toHaveTextContent('Engraving: “Forever yours”');
    expect(pendant).toHaveTextContent('Being crafted');
    expect(pendant).toHaveTextContent(/can no longer be added: .* ended on 1 October 2026/);

    const parcels = screen.getByRole('heading', { name: 'Shipments' }).closest('section')!;
    expect(within(parcels).getByRole('heading', { name: 'Parcel 1 · Australia Post' })).toBeInTheDocument();
    expect(parcels).toHaveTextContent('Delivered 8 November 2026');
    expect(parcels).toHaveTextContent('Tracking number 33LUS0000002');
    expect(parcels).toHaveTextContent('Not shipped yet: Halo Pendant');
    expect(within(parcels).getAllByRole('link', { name: 'Track this parcel' })[0]).toHaveAttribute(
      'href',
      'https://auspost.com.au/mypost/track/details/33LUS0000001',
    );

    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(delivery).toHaveTextContent(
      'Ava Mitchell88 George StreetLevel 3The RocksSydney NSW 2000Australia0491 570 156',
    );
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('88 George Street');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Gift card ending in 0042$100.00');
    expect(payment).toHaveTextContent('Visa ending in 4242$3,697.00');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Subtotal$3,797.00');
    expect(summary).toHaveTextContent('DeliveryFree');
    expect(summary).toHaveTextContent('Includes GST (10%)$345.18');
    expect(summary).toHaveTextContent('Total$3,797.00');

    const help = screen.getByRole('region', { name: 'Need help with this order?' });
    expect(help).toHaveTextContent(/quote order number \d{12}/i);
    expect(within(help).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/customer-service/contact-us',
    );
  });

  it('shows a pick-up order ready to collect with its store, and Canadian taxes in French', async () => {
    const order = buildMemberOrder({
      number: '256696773728',
      market: 'CA',
      currency: 'CAD',
      status: 'ready_to_collect',
      deliveryMethod: 'click_and_collect',
      fulfilment: { type: 'pickup', status: 'ready_to_collect' },
      shippingAddress: null,
      pickupStore: {
        id: 'montreal-centre',
        name: 'Lustre & Co. Montréal Centre-Ville',
        address1: '705 rue Sainte-Catherine Ouest',
        address2: null,
        suburb: null,
        city: 'Montréal',
        state: 'QC',
        postcode: 'H3B 4G5',
        phone: '514 555 0101',
      },
      summary: [
        { code: 'subtotal', cents: 100_000 },
        { code: 'delivery', cents: 0 },
        { code: 'tax', name: 'GST', ratePercent: 5, cents: 5_000 },
        { code: 'tax', name: 'QST', ratePercent: 9.975, cents: 9_975 },
        { code: 'total', cents: 114_975 },
      ],
      totalCents: 114_975,
      payments: [{ method: 'financing', amountCents: 114_975, last4: '1234', planName: '12 mois sans intérêt' }],
    });
    renderRemotePage(<OrderDetailsRoute params={{ orderNo: '256696773728' }} routeId="order-details" />, {
      app: 'account',
      locale: 'fr-CA',
      stores: { session: ava },
      fetch: { 'GET /api/orders/256696773728': { order } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande 256696773728' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Bijoux de cette commande' });
    expect(screen.getAllByText('Prête pour la cueillette').length).toBeGreaterThan(0);
    expect(screen.getByText(/Votre commande vous attend au magasin/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Magasin de cueillette' })).toHaveTextContent(
      'Lustre & Co. Montréal Centre-Ville',
    );
    const summary = screen.getByRole('region', { name: 'Récapitulatif de la commande' });
    expect(summary).toHaveTextContent(/TPS \(5\s%\)50,00\s\$/);
    expect(summary).toHaveTextContent(/TVQ \(9,975\s%\)99,75\s\$/);
    expect(summary).toHaveTextContent(/Total1\s149,75\s\$/);
    expect(screen.getByRole('region', { name: 'Paiement' })).toHaveTextContent('Financement : 12 mois sans intérêt');
  });

  it('answers another member’s order (a 404) with a not-found page that shows no order', async () => {
    renderRemotePage(<OrderDetailsRoute params={{ orderNo: '999999999999' }} routeId="order-details" />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders/999999999999': problemReply(404, 'NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pieces in this order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order history' })).toHaveAttribute(
      'href',
      '/my-account/order-history',
    );
  });
});

describe('buying a care plan from the order', () => {
  it('opens the payment page for the piece’s plan', async () => {
    const redirect = jest.fn();
    const { requests } = renderRemotePage(<OrderDetails order={partiallyShipped()} redirect={redirect} />, {
      app: 'account',
      fetch: {
        'POST /api/orders/146619813017/care-plans/payment-session': {
          paymentSessionId: 'ps_1',
          redirectUrl: 'https://pay.example.test/pay/ps_1',
          amountCents: 4_900,
          currency: 'AUD',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a care plan for Pearl Drop Earrings' }));
    expect(redirect).toHaveBeenCalledWith('https://pay.example.test/pay/ps_1');
    expect(requests[0]?.body).toEqual({ lineId: 'line-2' });
  });

  it('says why when the plan can no longer be opened', async () => {
    renderRemotePage(<OrderDetails order={partiallyShipped()} redirect={jest.fn()} />, {
      app: 'account',
      fetch: {
        'POST /api/orders/146619813017/care-plans/payment-session': problemReply(409, 'CARE_PLAN_WINDOW_CLOSED'),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add a care plan for Pearl Drop Earrings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Care plans can be added within 30 days of receiving your order, and that time has passed.',
    );
  });

  it('adds the paid plan on the way back from the payment page and links to it', async () => {
    const bought = buildCarePlan({
      index: 2,
      planNumber: 'PCP0099999999',
      status: 'pending',
      commencedOn: null,
      expiresOn: null,
    });
    const { requests, router } = renderRemotePage(<OrderDetails order={partiallyShipped()} redirect={jest.fn()} />, {
      app: 'account',
      path: '/my-account/order-history/146619813017?carePlan=paid&session=ps_1',
      fetch: {
        'POST /api/orders/146619813017/care-plans': { lineId: 'line-2', carePlans: [bought] },
        'GET /api/orders/146619813017': { order: partiallyShipped() },
      },
    });
    expect(await screen.findByText('Your care plan is in place')).toBeInTheDocument();
    expect(screen.getByText(/Care plan PCP0099999999 now covers this piece/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your care plan' })).toHaveAttribute(
      'href',
      '/my-account/order-history/146619813017/pcp/2',
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ paymentSessionId: 'ps_1' });
    expect(router.state.location.search).toBe('');
  });

  it('tells the member when the payment was refunded because the piece already has a plan', async () => {
    renderRemotePage(<OrderDetails order={partiallyShipped()} redirect={jest.fn()} />, {
      app: 'account',
      path: '/my-account/order-history/146619813017?carePlan=paid&session=ps_2',
      fetch: {
        'POST /api/orders/146619813017/care-plans': problemReply(409, 'CARE_PLAN_EXISTS', { paymentRefunded: true }),
        'GET /api/orders/146619813017': { order: partiallyShipped() },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This piece already has a professional care plan. We’ve refunded your payment in full.',
    );
  });

  it('says nothing was added when the payment was cancelled', () => {
    renderRemotePage(<OrderDetails order={partiallyShipped()} />, {
      app: 'account',
      path: '/my-account/order-history/146619813017?carePlan=cancelled&session=ps_3',
    });
    expect(screen.getByText(/Payment cancelled: no care plan was added/)).toBeInTheDocument();
  });
});
