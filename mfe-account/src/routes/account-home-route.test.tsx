import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildOrderHistory, buildProfile, buildReward } from '../lib/testing/account-builders';
import AccountHomeRoute from './account-home-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };
const latest = {
  number: '100000012345',
  placedAt: '2026-11-02T03:00:00.000Z',
  status: 'shipped',
  totalCents: 129_900,
  currency: 'AUD' as const,
  itemCount: 2,
  imageUrl: null,
};

describe('the account home', () => {
  it('greets the member with their Brilliance status, latest order and vouchers to use, and links every section', async () => {
    renderRemotePage(<AccountHomeRoute />, {
      app: 'account',
      path: '/my-account',
      stores: { session: ava },
      fetch: {
        'GET /api/account/profile': buildProfile(),
        'GET /api/orders': buildOrderHistory([latest]),
        'GET /api/account/rewards': {
          rewards: [
            buildReward(),
            buildReward({ code: 'BDAY-AAAA2222', kind: 'birthday' }),
            buildReward({ code: 'WELCOME-OLD', status: 'used' }),
          ],
        },
      },
    });
    expect(await screen.findByText('Welcome back, Ava')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const membership = screen.getByRole('region', { name: 'Brilliance membership' });
    expect(within(membership).getByText('700012345678')).toBeInTheDocument();
    expect(within(membership).getByText('9 March 2021')).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Latest order' });
    expect(await within(order).findByText('Order 100000012345')).toBeInTheDocument();
    expect(within(order).getByText('2 pieces · $1,299.00')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View order 100000012345' })).toHaveAttribute(
      'href',
      '/my-account/order-history/100000012345',
    );
    const offers = screen.getByRole('region', { name: 'Offers and rewards' });
    expect(await within(offers).findByText('2 vouchers ready to use')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'My offers' })).toHaveAttribute('href', '/my-account/my-offers');
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my-account/contact-details',
      '/my-account/contact-details#saved-addresses',
      '/my-account/order-history',
      '/my-account/wishlist',
      '/my-account/my-offers',
      '/my-account/brilliance',
    ]);
  });

  it('says so when there is no order yet, and lets the member retry vouchers that failed to load, in French', async () => {
    let rewardsFail = true;
    renderRemotePage(<AccountHomeRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/fr/my-account',
      stores: { session: ava },
      fetch: {
        'GET /api/account/profile': buildProfile({ firstName: 'Chloé', market: 'CA', state: 'QC' }),
        'GET /api/orders': buildOrderHistory([]),
        'GET /api/account/rewards': () =>
          rewardsFail ? problemReply(503, 'UNAVAILABLE') : { rewards: [buildReward({ currency: 'CAD' })] },
      },
    });
    expect(await screen.findByText('Bon retour, Chloé')).toBeInTheDocument();
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offres et récompenses' });
    expect(await within(offers).findByRole('alert')).toHaveTextContent('Nous n’avons pas pu charger vos bons.');
    rewardsFail = false;
    await userEvent.click(within(offers).getByRole('button', { name: 'Réessayer' }));
    expect(await within(offers).findByText('1 bon prêt à utiliser')).toBeInTheDocument();
  });

  it('sends a guest to sign in and back', async () => {
    const { router } = renderRemotePage(<AccountHomeRoute />, {
      app: 'account',
      path: '/my-account',
      fetch: { 'GET /api/identity/session': { signedIn: false } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/my-account');
  });
});
