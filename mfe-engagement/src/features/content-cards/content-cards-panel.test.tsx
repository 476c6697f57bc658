import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import ContentCardsPanel from './content-cards-panel';

describe('the content cards panel', () => {
  it('says there are no updates while there are no cards', () => {
    renderRemotePage(<ContentCardsPanel filter="offers" />, { app: 'engagement' });
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveTextContent(
      'We have no updates for you at this time. Please check again later.',
    );
  });
});
