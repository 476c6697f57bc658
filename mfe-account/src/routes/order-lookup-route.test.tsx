import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildGuestOrder } from '../lib/testing/order-builders';
import OrderLookupRoute from './order-lookup-route';

const token = `${'a'.repeat(8)}-0000-4000-8000-${'b'.repeat(12)}.1900000000.${'c'.repeat(43)}`;

function answer(order = buildGuestOrder()) {
  return { token, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(), order };
}

afterEach(() => sessionStorage.clear());

async function lookUp(number: string, postcode: string, postcodeLabel = /^Billing postcode/) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Order number/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: postcodeLabel }), postcode);
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
}

describe('the guest order lookup', () => {
  it('finds the order by number and billing postcode and shows it as a guest may see it', async () => {
    const { requests } = renderRemotePage(<OrderLookupRoute />, {
      app: 'account',
      fetch: {
        'POST /api/orders/lookup': answer(),
        [`GET /api/orders/lookup/:token`]: { expiresAt: answer().expiresAt, order: buildGuestOrder() },
      },
    });
    await lookUp('1466 1981 3017', '2000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 146619813017' })).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ orderNumber: '146619813017', billingPostcode: '2000' });
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Pieces in this order' })).toHaveTextContent('Aurora Solitaire Ring');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('The RocksSydney NSWAustralia');
    expect(screen.getByRole('region', { name: 'Delivery address' })).not.toHaveTextContent('George Street');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Card$2,499.00');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Includes GST (10%)');
    expect(screen.queryByRole('button', { name: /Add a care plan/ })).not.toBeInTheDocument();
    // Only the lookup was asked: the answer already held the order.
    expect(requests).toHaveLength(1);
  });

  it('reopens the order looked up in this tab after a reload, without asking again', async () => {
    sessionStorage.setItem(
      'storefront:account:order-lookup',
      JSON.stringify({ expiresAt: Date.now() + 60_000, value: { token, expiresAt: answer().expiresAt } }),
    );
    renderRemotePage(<OrderLookupRoute />, {
      app: 'account',
      fetch: { 'GET /api/orders/lookup/:token': { expiresAt: answer().expiresAt, order: buildGuestOrder() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 146619813017' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look up another order' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find your order' })).toBeInTheDocument();
    expect(sessionStorage.getItem('storefront:account:order-lookup')).toBeNull();
  });

  it('says the order number or billing postcode does not match, keeps what was typed and takes focus', async () => {
    renderRemotePage(<OrderLookupRoute />, {
      app: 'account',
      fetch: { 'POST /api/orders/lookup': problemReply(404, 'ORDER_LOOKUP_MISMATCH') },
    });
    await lookUp('146619813017', '2001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order number or billing postcode does not match.');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Order number/ })).toHaveValue('146619813017');
    expect(screen.getByRole('textbox', { name: /^Billing postcode/ })).toHaveValue('2001');
  });

  it('says how long to wait when the lookups are throttled, in French for fr-CA', async () => {
    renderRemotePage(<OrderLookupRoute />, {
      app: 'account',
      locale: 'fr-CA',
      fetch: { 'POST /api/orders/lookup': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 16 }) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /^Numéro de commande/ }), '256696773728');
    await userEvent.type(screen.getByRole('textbox', { name: /^Code postal de facturation/ }), 'H3B 1A4');
    await userEvent.click(screen.getByRole('button', { name: 'Trouver ma commande' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives');
    expect(alert).toHaveTextContent(/16 secondes/);
  });

  it('checks the market’s postcode rule and the order number before asking', async () => {
    const { requests } = renderRemotePage(<OrderLookupRoute />, { app: 'account', locale: 'en-CA' });
    await lookUp('1234', '2000', /^Billing postal code/);
    const number = screen.getByRole('textbox', { name: /^Order number/ });
    expect(number).toHaveAccessibleDescription(expect.stringContaining('order number'));
    expect(number).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Billing postal code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('asks again when the looked-up order has closed', async () => {
    sessionStorage.setItem(
      'storefront:account:order-lookup',
      JSON.stringify({ expiresAt: Date.now() + 60_000, value: { token, expiresAt: answer().expiresAt } }),
    );
    renderRemotePage(<OrderLookupRoute />, {
      app: 'account',
      fetch: { 'GET /api/orders/lookup/:token': problemReply(404, 'ORDER_LOOKUP_EXPIRED') },
    });
    expect(await screen.findByText(/the order you looked up has closed/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Order number/ })).toBeInTheDocument();
    expect(within(document.body).queryByRole('list', { name: 'Pieces in this order' })).not.toBeInTheDocument();
  });
});
