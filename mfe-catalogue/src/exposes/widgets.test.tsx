import { checkRemoteWidgetsModule } from '@storefront/contracts';
import { installFakeApi, type FakeApi } from '@storefront/http/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient, DataProvider } from '@storefront/data';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import SearchBox from '../features/search-box/search-box';
import { remote, widgets } from './widgets';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function ShellSlot({ onNavigate }: { onNavigate: () => void }) {
  const [query, setQuery] = useState('sapphire');
  return <SearchBox query={query} onQueryChange={setQuery} onNavigate={onNavigate} />;
}

describe('catalogue ./widgets', () => {
  let api: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    api = installFakeApi()
      .on('GET', '/api/search/suggestions', { query: 'sapphire', products: [], categories: [], queries: [] })
      .on('GET', '/api/search/popular', { locale: 'en-AU', queries: [] });
  });
  afterEach(() => api.restore());

  it('satisfies the widget contract', () => {
    expect(checkRemoteWidgetsModule('catalogue', { remote, widgets })).toMatchObject({ ok: true });
  });

  it('shows the query the shell holds and searches for it', async () => {
    const onNavigate = jest.fn();
    render(
      <DataProvider client={createQueryClient()}>
        <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
          <MemoryRouter>
            <ShellSlot onNavigate={onNavigate} />
            <Where />
          </MemoryRouter>
        </IntlProvider>
      </DataProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search jewellery' });
    expect(box).toHaveValue('sapphire');
    await userEvent.type(box, ' studs{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/search?q=sapphire%20studs');
    expect(onNavigate).toHaveBeenCalled();
    // The text typed stays the shell's: the box shows what it holds.
    expect(box).toHaveValue('sapphire studs');
  });
});
