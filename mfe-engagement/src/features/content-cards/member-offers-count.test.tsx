import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen } from '@testing-library/react';
import { buildCaptionedImageCard, buildClassicCard, buildControlCard } from '../../lib/content-card-builders';
import { clearEngagementData, engagementStore } from '../../lib/engagement-sdk/engagement-store';
import MemberOffersCount from './member-offers-count';

const member = {
  customerId: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Mia',
  email: 'mia@example.com',
  brillianceMember: true,
};
const offer = (id: string) => buildCaptionedImageCard({ id, extras: { feed_type: 'offer' } });

afterEach(() => clearEngagementData('idle'));

describe('the member’s offers count', () => {
  it('tells a member how many offers they have, linking to My offers', () => {
    act(() =>
      engagementStore.setState({
        status: 'ready',
        cards: [
          offer('offer-1'),
          offer('offer-2'),
          offer('offer-3'),
          buildControlCard({ id: 'offer-control', extras: { feed_type: 'offer' } }),
          buildClassicCard({ id: 'news' }),
        ],
      }),
    );
    renderRemotePage(<MemberOffersCount />, { app: 'engagement', stores: { session: member }, locale: 'fr-CA' });
    expect(screen.getByRole('link', { name: 'Vous avez 3 offres' })).toHaveAttribute(
      'href',
      '/fr/my-account/my-offers',
    );
  });

  it('shows nothing to a guest, or to a member without offers', () => {
    act(() => engagementStore.setState({ status: 'ready', cards: [offer('offer-1')] }));
    const { container, unmount } = renderRemotePage(<MemberOffersCount />, { app: 'engagement' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    act(() => engagementStore.setState({ cards: [buildClassicCard({ id: 'news' })] }));
    const again = renderRemotePage(<MemberOffersCount />, { app: 'engagement', stores: { session: member } });
    expect(again.container).toBeEmptyDOMElement();
  });
});
