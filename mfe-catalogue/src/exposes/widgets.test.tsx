import { renderRemoteWidget } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { widgets } from './widgets';

/** The shell's header slot: it holds the query, so nothing typed is lost when the widget replaces its stand-in. */
function ShellSlot({ onNavigate }: { onNavigate: () => void }) {
  const [query, setQuery] = useState('sapphire');
  return <widgets.SearchBox query={query} onQueryChange={setQuery} onNavigate={onNavigate} />;
}

describe('the catalogue’s search box widget in the shell’s header', () => {
  it('shows the query the shell holds and searches for it', async () => {
    const onNavigate = jest.fn();
    const { router } = await renderRemoteWidget(
      ShellSlot,
      { onNavigate },
      {
        app: 'catalogue',
        fetch: {
          'GET /api/search/suggestions': { query: 'sapphire', products: [], categories: [], queries: [] },
          'GET /api/search/popular': { locale: 'en-AU', queries: [] },
        },
      },
    );
    const box = screen.getByRole('combobox', { name: 'Search jewellery' });
    expect(box).toHaveValue('sapphire');
    await userEvent.type(box, ' studs{Enter}');
    expect(router.state.location).toMatchObject({ pathname: '/search', search: '?q=sapphire%20studs' });
    expect(onNavigate).toHaveBeenCalled();
    // The text typed stays the shell's: the box shows what it holds.
    expect(box).toHaveValue('sapphire studs');
  });
});
