import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildOrderHistory } from '../lib/testing/order-builders';
import OrderHistoryRoute from './order-history-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

describe('the order history page', () => {
  it('lists the member’s orders newest first with number, date, status, total and picture, and pages through', async () => {
    const { requests, router } = renderRemotePage(<OrderHistoryRoute />, {
      app: 'account',
      path: '/my-account/order-history',
      stores: { session: ava },
      fetch: {
        'GET /api/orders': (request) =>
          request.query.get('page') === '2'
            ? buildOrderHistory(2, { page: 2, totalOrders: 12, totalPages: 2 })
            : buildOrderHistory(10, { totalOrders: 12, totalPages: 2 }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders, newest first' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Order 146619813017' })).toHaveAttribute(
      'href',
      '/my-account/order-history/146619813017',
    );
    expect(first).toHaveTextContent('Placed 20 November 2026');
    expect(first).toHaveTextContent('1 piece');
    expect(first).toHaveTextContent('Ready to collect');
    expect(first).toHaveTextContent('Total $1,299.00');
    expect(first.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/api/images/products/'));
    // An order of two pieces shows both pictures.
    expect(cards[1]!.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByText('12 orders')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Order history pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Newer orders' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Older orders' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows the empty state with a way to shop and to find a guest order', async () => {
    renderRemotePage(<OrderHistoryRoute />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders': buildOrderHistory(0) },
    });
    expect(await screen.findByRole('heading', { name: 'You haven’t placed any orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Find an order placed as a guest' })).toHaveAttribute(
      'href',
      '/order-lookup',
    );
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    let down = true;
    renderRemotePage(<OrderHistoryRoute />, {
      app: 'account',
      stores: { session: ava },
      fetch: { 'GET /api/orders': () => (down ? problemReply(503, 'UNAVAILABLE') : buildOrderHistory(1)) },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Order 146619813017' })).toBeInTheDocument();
  });

  it('shows a French member the statuses and dates in French', async () => {
    renderRemotePage(<OrderHistoryRoute />, {
      app: 'account',
      locale: 'fr-CA',
      stores: { session: ava },
      fetch: { 'GET /api/orders': buildOrderHistory(2) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Historique des commandes' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Commande 146619813017' });
    expect(link).toHaveAttribute('href', '/fr/my-account/order-history/146619813017');
    expect(screen.getByText('Prête pour la cueillette')).toBeInTheDocument();
    expect(screen.getByText('Terminée')).toBeInTheDocument();
    expect(screen.getAllByText(/Passée le 20 novembre 2026/)).toHaveLength(1);
  });

  it('sends a guest to sign in first, to come back here', async () => {
    const { router } = renderRemotePage(<OrderHistoryRoute />, {
      app: 'account',
      path: '/my-account/order-history?page=2',
      fetch: { 'GET /api/identity/session': { signedIn: false } },
    });
    await screen.findByText(/Checking/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/my-account/login');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/my-account/order-history?page=2')}`);
  });
});
