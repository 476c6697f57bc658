import { checkRemoteWidgetsModule } from '@storefront/contracts';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { remote, widgets } from './widgets';

describe('stores ./widgets', () => {
  it('satisfies the widget contract', () => {
    expect(checkRemoteWidgetsModule('stores', { remote, widgets })).toMatchObject({ ok: true });
  });

  it('shows the store picker button and explains that choosing a store is coming', async () => {
    const StorePicker = (await import('../features/store-picker/store-picker')).default;
    render(
      <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
        <MemoryRouter>
          <StorePicker purpose="click-and-collect" />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(screen.getByRole('region', { name: 'Click and collect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a store' })).toHaveAccessibleDescription(
      /Choosing a store online is coming soon/,
    );
  });
});
