import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberOnly } from './member-only';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };
const avaAnswer = {
  signedIn: true,
  customer: {
    id: 'c-ava',
    firstName: 'Ava',
    lastName: 'Nguyen',
    email: 'ava@example.com',
    market: 'AU',
    brillianceNumber: 'B100',
  },
};

function Secret() {
  return <p>Your orders</p>;
}

describe('MemberOnly', () => {
  it('shows the page at once to a member the shell already knows, without asking the API', () => {
    const { requests } = renderRemotePage(
      <MemberOnly>
        <Secret />
      </MemberOnly>,
      { app: 'account', path: '/my-account/order-history', stores: { session: ava } },
    );
    expect(screen.getByText('Your orders')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends a guest to the sign-in page, replacing the entry, with the page and its query to come back to', async () => {
    const { router } = renderRemotePage(
      <MemberOnly>
        <Secret />
      </MemberOnly>,
      {
        app: 'account',
        path: '/my-account/order-history?page=2',
        fetch: { 'GET /api/identity/session': { signedIn: false } },
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking that you’re signed in…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/my-account/order-history?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Your orders')).not.toBeInTheDocument();
  });

  it('keeps the French prefix on the way to the sign-in page', async () => {
    const { router } = renderRemotePage(
      <MemberOnly>
        <Secret />
      </MemberOnly>,
      {
        app: 'account',
        locale: 'fr-CA',
        path: '/fr/my-account/wishlist',
        fetch: { 'GET /api/identity/session': { signedIn: false } },
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/my-account/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/fr/my-account/wishlist');
  });

  it('lets a member who reloaded the page stay on it while the shell is still finding out who is signed in', async () => {
    const { router } = renderRemotePage(
      <MemberOnly>
        <Secret />
      </MemberOnly>,
      { app: 'account', path: '/my-account/wishlist', fetch: { 'GET /api/identity/session': avaAnswer } },
    );
    expect(await screen.findByText('Your orders')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/wishlist');
  });

  it('offers to try again when the API cannot say who is signed in, and then shows the page', async () => {
    let calls = 0;
    renderRemotePage(
      <MemberOnly>
        <Secret />
      </MemberOnly>,
      {
        app: 'account',
        path: '/my-account/wishlist',
        fetch: {
          'GET /api/identity/session': () => {
            calls += 1; // the client asks twice (one retry) before the page says it failed
            return calls <= 2 ? new Response('{}', { status: 500 }) : Response.json(avaAnswer);
          },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your orders')).toBeInTheDocument();
  });
});
