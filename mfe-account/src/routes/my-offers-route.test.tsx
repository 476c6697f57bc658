import { RemoteWidgetHostProvider, type MemberSummary, type RemoteWidgetHost } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import MyOffersRoute from './my-offers-route';

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

/** The shell's widget host, standing in for the engagement remote: it names what it was asked to mount, and how. */
const host: RemoteWidgetHost = ({ remote, name, props }) => (
  <p>{`The ${String(name)} widget of ${remote}, ${JSON.stringify(props)}`}</p>
);

describe('My offers', () => {
  it('mounts the engagement remote’s content cards, offers only, inside the account page', () => {
    renderRemotePage(
      <RemoteWidgetHostProvider value={host}>
        <MyOffersRoute />
      </RemoteWidgetHostProvider>,
      { app: 'account', path: '/my-account/my-offers', stores: { session: ava } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My offers' })).toBeInTheDocument();
    expect(screen.getByText('The ContentCardsPanel widget of engagement, {"filter":"offers"}')).toBeInTheDocument();
  });

  it('without the engagement remote, says there are no offers to show and points to Brilliance, in French', () => {
    renderRemotePage(<MyOffersRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/fr/my-account/my-offers',
      stores: { session: ava },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Vous n’avez aucune offre pour le moment' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Brilliance/ })).toHaveAttribute('href', '/fr/my-account/brilliance');
  });
});
