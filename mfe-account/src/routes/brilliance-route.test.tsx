import type { MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { buildProfile, buildReward } from '../lib/testing/account-builders';
import BrillianceRoute from './brilliance-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

describe('the Brilliance page', () => {
  it('shows a member their card and each voucher with its value, code, status and expiry', async () => {
    renderRemotePage(<BrillianceRoute />, {
      app: 'account',
      path: '/my-account/brilliance',
      stores: { session: ava },
      fetch: {
        'GET /api/account/profile': buildProfile(),
        'GET /api/account/rewards': {
          rewards: [
            buildReward({ expiresAt: '2026-12-20T00:00:00.000Z' }),
            buildReward({
              code: 'BDAY-USED2222',
              kind: 'birthday',
              amountCents: 2_500,
              minSpendCents: 5_000,
              status: 'used',
              usedAt: '2026-02-20T00:00:00.000Z',
            }),
            buildReward({
              code: 'ANNIV-GONE3333',
              kind: 'anniversary',
              status: 'expired',
              expiresAt: '2026-04-01T00:00:00.000Z',
            }),
          ],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Your membership' });
    expect(within(card).getByText('Ava Mitchell')).toBeInTheDocument();
    expect(within(card).getByText('700012345678')).toBeInTheDocument();
    const welcome = await screen.findByRole('listitem', { name: 'Welcome voucher' });
    expect(within(welcome).getByText('$20 off a spend of $100 or more')).toBeInTheDocument();
    expect(within(welcome).getByText('WELCOME-7KQ2M9XP')).toBeInTheDocument();
    expect(within(welcome).getByText('Ready to use')).toBeInTheDocument();
    expect(within(welcome).getByText('Use by 20 December 2026')).toBeInTheDocument();
    const birthday = screen.getByRole('listitem', { name: 'Birthday reward' });
    expect(within(birthday).getByText('Used')).toBeInTheDocument();
    expect(within(birthday).getByText('Used on 20 February 2026')).toBeInTheDocument();
    const anniversary = screen.getByRole('listitem', { name: 'Anniversary reward' });
    expect(within(anniversary).getByText('Expired on 1 April 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my bag' })).toHaveAttribute('href', '/my-bag');
    expect(screen.getByRole('link', { name: 'Brilliance terms and conditions' })).toHaveAttribute(
      'href',
      '/brilliance-terms',
    );
    expect(screen.queryByRole('link', { name: 'Join Brilliance' })).not.toBeInTheDocument();
  });

  it('invites a guest to join or sign in, with the benefits and terms, in French', async () => {
    const { requests } = renderRemotePage(<BrillianceRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/fr/my-account/brilliance',
      fetch: { 'GET /api/identity/session': { signedIn: false } },
    });
    expect(await screen.findByRole('link', { name: 'Rejoindre Brilliance' })).toHaveAttribute(
      'href',
      '/fr/my-account/register',
    );
    const signIn = screen.getByRole('link', { name: 'Se connecter' });
    expect(new URL(signIn.getAttribute('href')!, 'http://x').searchParams.get('returnTo')).toBe(
      '/fr/my-account/brilliance',
    );
    expect(screen.getByText(/20 \$ de réduction sur un achat de 100 \$ ou plus/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conditions générales de Brilliance' })).toHaveAttribute(
      'href',
      '/fr/brilliance-terms',
    );
    expect(requests.map((request) => request.path)).not.toContain('/api/account/rewards');
  });

  it('tells a member without vouchers that their rewards will appear here', async () => {
    renderRemotePage(<BrillianceRoute />, {
      app: 'account',
      path: '/my-account/brilliance',
      stores: { session: ava },
      fetch: { 'GET /api/account/profile': buildProfile(), 'GET /api/account/rewards': { rewards: [] } },
    });
    expect(await screen.findByText(/You have no vouchers right now/)).toBeInTheDocument();
  });
});
