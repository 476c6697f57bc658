import { loadRemote } from '@module-federation/enhanced/runtime';
import { getSession, type MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layoutComponents } from './layout-components';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const AccountLayout = layoutComponents.account;
const chloe: MemberSummary = {
  customerId: 'c-chloe',
  firstName: 'Chloé',
  email: 'chloe.membre@example.com',
  brillianceMember: true,
};

describe('the account layout', () => {
  beforeEach(() => loadRemoteMock.mockReturnValue(new Promise(() => undefined)));

  it('has no sign-out for a guest', () => {
    renderRemotePage(<AccountLayout />, { app: 'shell', path: '/my-account/login' });
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signs a member out from the account navigation, in French, and goes to the French home page', async () => {
    const { router, requests } = renderRemotePage(<AccountLayout />, {
      app: 'shell',
      locale: 'fr-CA',
      path: '/fr/my-account/order-history',
      stores: { session: chloe },
      fetch: {
        'POST /api/identity/logout': { signedIn: false },
        'GET /api/bag/summary': { itemCount: 0, subtotalCents: 0, totalCents: 0, currency: 'CAD' },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(getSession().status).toBe('guest'));
    expect(router.state.location.pathname).toBe('/fr');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/identity/logout' });
    expect(within(nav).queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });
});
