import { checkRemoteWidgetsModule } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { remote, widgets } from './widgets';

describe('engagement ./widgets', () => {
  it('satisfies the widget contract', () => {
    expect(checkRemoteWidgetsModule('engagement', { remote, widgets })).toMatchObject({ ok: true });
  });

  it('says there are no updates while there are no cards', async () => {
    const ContentCardsPanel = (await import('../features/content-cards/content-cards-panel')).default;
    render(
      <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
        <ContentCardsPanel filter="offers" />
      </IntlProvider>,
    );
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveTextContent(
      'We have no updates for you at this time. Please check again later.',
    );
  });
});
