import type { CategoryRef, ProductPrice } from '@storefront/api-schemas';
import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { recentSearchesCleared, recentSearchesReloaded, recentSearchRecorded } from './recent-searches-store';
import SearchBox from './search-box';
import type { ProductSuggestion, Suggestions } from './search-box-api';

const STORAGE_KEY = 'storefront:catalogue:recent-searches';

function buildPrice(overrides: Partial<ProductPrice> = {}): ProductPrice {
  return {
    currency: 'AUD',
    listCents: 82900,
    memberCents: null,
    effectiveCents: 82900,
    isMemberPrice: false,
    from: false,
    ...overrides,
  };
}

function buildProductSuggestion(overrides: Partial<ProductSuggestion> = {}): ProductSuggestion {
  const slug = overrides.slug ?? 'lumiere-oval-sapphire-stud-earrings';
  return {
    id: `p-${slug}`,
    slug,
    name: 'Lumière Oval Sapphire Stud Earrings',
    image: `/api/images/products/${slug}/14kt-yellow-gold.svg`,
    price: buildPrice(),
    ...overrides,
  };
}

function buildCategory(overrides: Partial<CategoryRef> = {}): CategoryRef {
  return {
    id: 'c-sapphire-rings',
    name: 'Sapphire Rings',
    slug: 'sapphire-rings',
    path: 'rings/sapphire-rings',
    ...overrides,
  };
}

function buildSuggestions(overrides: Partial<Suggestions> = {}): Suggestions {
  return { query: 'sapph', products: [], categories: [], queries: [], ...overrides };
}

const sapphireSuggestions = buildSuggestions({
  queries: ['sapphire ring'],
  categories: [buildCategory()],
  products: [
    buildProductSuggestion(),
    buildProductSuggestion({
      slug: 'serenity-pear-sapphire-station-necklace',
      name: 'Serenity Pear Sapphire Station Necklace',
      price: buildPrice({ listCents: 194900, effectiveCents: 194900 }),
    }),
  ],
});

const popularAnswer = {
  locale: 'en-AU',
  queries: [
    { query: 'engagement rings', count: 55 },
    { query: 'tennis bracelet', count: 50 },
    { query: 'diamond earrings', count: 46 },
  ],
};

/** The search API: suggestions (the sapphire ones for "sapph") and popular searches. */
const searchApi: FetchTable = {
  'GET /api/search/suggestions': (request) =>
    request.query.get('q') === 'sapph'
      ? sapphireSuggestions
      : buildSuggestions({ query: request.query.get('q') ?? '' }),
  'GET /api/search/popular': popularAnswer,
};

let router: HarnessRouter;
let requests: FakeRequest[] = [];

function Shell({ initialQuery, onNavigate }: { initialQuery: string; onNavigate: () => void }) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <>
      <SearchBox query={query} onQueryChange={setQuery} onNavigate={onNavigate} />
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderSearchBox(initialQuery = '', fetch: FetchTable = {}) {
  const onNavigate = jest.fn();
  const user = userEvent.setup();
  ({ router, requests } = renderRemotePage(<Shell initialQuery={initialQuery} onNavigate={onNavigate} />, {
    app: 'catalogue',
    path: '/',
    fetch: { ...searchApi, ...fetch },
  }));
  const box = screen.getByRole('combobox', { name: 'Search jewellery' });
  return { box, onNavigate, user };
}

/** Where the page is: path and query. */
const location = () => router.state.location.pathname + router.state.location.search;
/** The widget's polite live region (the only status without a name). */
const announcer = () => screen.getByRole('status', { name: '' });
const suggestionRequests = () =>
  requests.filter((request) => request.path === '/api/search/suggestions').map((r) => r.query.get('q'));
const popularRequests = () => requests.filter((request) => request.path === '/api/search/popular');
/**
 * An option by the text it starts with. jsdom has no default styles, so its accessible names gain spaces around the
 * emphasised match ("Sapph ire") that browsers do not add.
 */
const byText = (text: string) => ({
  name: (_name: string, element: Element) => element.textContent?.startsWith(text) ?? false,
});
const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  localStorage.clear();
  recentSearchesCleared();
});

describe('SearchBox', () => {
  it('says a search longer than searches may be is too long, asks nothing for it and keeps what was typed', async () => {
    const { box, onNavigate, user } = renderSearchBox();
    const long = 'diamond solitaire engagement ring '.repeat(5).trim();
    await user.click(box);
    await user.paste(long);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Your search is too long: please use 100 characters or fewer');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(box).toHaveValue(long);
    expect(box).toHaveFocus();
    expect(announcer()).toHaveTextContent('Your search is too long: please use 100 characters or fewer');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suggestionRequests()).toEqual([]);

    // Away from the box (the search page of such a text says it itself), it no longer speaks over the page.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Your search is too long/)).not.toBeInTheDocument();
    await user.click(box);
    expect(box).toHaveAccessibleDescription('Your search is too long: please use 100 characters or fewer');

    // Shortened to the limit, it searches as usual.
    await user.clear(box);
    await user.paste('a'.repeat(100));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/search?q=${'a'.repeat(100)}`));
  });

  it('is a labelled combobox controlling a collapsed listbox until it has something to show', () => {
    const { box } = renderSearchBox();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const listboxId = box.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId ?? '')).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Site search' })).toContainElement(box);
    // Nothing is asked for until the shopper comes to the box.
    expect(requests).toHaveLength(0);
  });

  it('suggests searches, categories and products (thumbnail, price, matched text) as the shopper types', async () => {
    const { box, user } = renderSearchBox();
    await user.type(box, 'sapph');

    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const group = within(listbox).getByRole('group', { name: 'Suggestions' });
    expect(optionNames(group)).toEqual([
      'sapphire ring',
      'Sapphire RingsCategory',
      'Lumière Oval Sapphire Stud Earrings$829.00',
      'Serenity Pear Sapphire Station Necklace$1,949.00',
    ]);
    const earrings = within(group).getByRole('option', byText('Lumière Oval Sapphire Stud Earrings'));
    expect(earrings.querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/products/lumiere-oval-sapphire-stud-earrings/14kt-yellow-gold.svg',
    );
    expect(earrings.querySelector('mark')).toHaveTextContent(/^Sapph$/);
    expect(announcer()).toHaveTextContent('4 suggestions available');
    // Debounced: one request for the pause, none for a single letter.
    expect(suggestionRequests()).toEqual(['sapph']);
  });

  it('asks from two characters only and says when nothing matches', async () => {
    const { box, user } = renderSearchBox();
    await user.type(box, 'z');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(suggestionRequests()).toEqual([]);
    await user.type(box, 'x');
    await waitFor(() => expect(announcer()).toHaveTextContent('No suggestions'));
    expect(suggestionRequests()).toEqual(['zx']);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('never shows the answer to text the shopper has typed past', async () => {
    let releaseStale: () => void = () => undefined;
    const { box, user } = renderSearchBox('', {
      'GET /api/search/suggestions': (request) => {
        const q = request.query.get('q');
        if (q === 'sap') {
          return new Promise((resolve) => {
            releaseStale = () => resolve(jsonReply(buildSuggestions({ query: q, queries: ['sapphire (stale)'] })));
          });
        }
        return sapphireSuggestions;
      },
    });
    await user.type(box, 'sap');
    await waitFor(() => expect(suggestionRequests()).toEqual(['sap']));
    await user.type(box, 'ph');
    await screen.findByRole('option', byText('sapphire ring'));
    releaseStale();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('option', byText('sapphire (stale)'))).not.toBeInTheDocument();
    expect(screen.getByRole('option', byText('sapphire ring'))).toBeInTheDocument();
  });

  it('closes the popup with Escape before its suggestions have come, keeping the text, and shows none later', async () => {
    let answer: () => void = () => undefined;
    const { box, user } = renderSearchBox('sapphire', {
      'GET /api/search/suggestions': () =>
        new Promise((resolve) => {
          answer = () => resolve(jsonReply(buildSuggestions({ query: 'sapphire', queries: ['sapphire ring'] })));
        }),
    });
    await user.click(box);
    await waitFor(() => expect(suggestionRequests()).toEqual(['sapphire']));
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('sapphire');

    answer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(popularRequests()).toEqual([]);
    // A second Escape then clears the text, as with a popup that was shown.
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('moves through the options with the arrows, wrapping, and opens the product the shopper picks with Enter', async () => {
    const { box, user, onNavigate } = renderSearchBox();
    await user.type(box, 'sapph');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    // Focus never leaves the box.
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(location()).toContain('/p/lumiere-oval-sapphire-stud-earrings');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      queries: ['Lumière Oval Sapphire Stud Earrings'],
    });
  });

  it('opens a category or runs a suggested search on click', async () => {
    const { box, user, onNavigate } = renderSearchBox();
    await user.type(box, 'sapph');
    await user.click(await screen.findByRole('option', byText('Sapphire Rings')));
    expect(location()).toMatch(/^\/rings\/sapphire-rings$/);

    await user.type(box, 'sapph');
    await user.click(await screen.findByRole('option', byText('sapphire ring')));
    expect(location()).toContain('/search?q=sapphire%20ring');
    expect(box).toHaveValue('sapphire ring');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('submits the typed text with Enter when no option is active, and records it as a recent search', async () => {
    const { box, user, onNavigate } = renderSearchBox();
    await user.type(box, '  Emerald ring {Enter}');
    expect(location()).toContain('/search?q=Emerald%20ring');
    expect(onNavigate).toHaveBeenCalledTimes(1);

    await user.clear(box);
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent)).toEqual(['Emerald ring']);
  });

  it('does nothing when an empty query is submitted', async () => {
    const { box, user, onNavigate } = renderSearchBox('   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '{Enter}');
    expect(location()).toMatch(/^\/$/);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps at most 8 recent searches, newest first, without case-insensitive duplicates', async () => {
    for (const query of ['pearl', 'ruby', 'opal', 'onyx', 'jade', 'topaz', 'garnet', 'amethyst', 'Pearl', 'zircon']) {
      recentSearchRecorded(query);
    }
    const { box, user } = renderSearchBox();
    await user.click(box);
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(optionNames(recent)).toEqual(['zircon', 'Pearl', 'amethyst', 'garnet', 'topaz', 'jade', 'onyx', 'opal']);
  });

  it('shows recent searches kept in the browser after a reload, ignoring what does not validate', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ queries: ['diamond studs', 42, '', 'gold hoops'] }));
    recentSearchesReloaded();
    const { box, user } = renderSearchBox();
    await user.click(box);
    expect(optionNames(await screen.findByRole('group', { name: 'Recent searches' }))).toEqual([
      'diamond studs',
      'gold hoops',
    ]);

    localStorage.setItem(STORAGE_KEY, '{not json');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(box);
    await screen.findByRole('group', { name: 'Popular searches' });
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('shows popular searches when the empty box gets focus, loading them once', async () => {
    const { box, user, onNavigate } = renderSearchBox();
    expect(popularRequests()).toHaveLength(0);
    await user.click(box);
    const popular = await screen.findByRole('group', { name: 'Popular searches' });
    expect(optionNames(popular)).toEqual(['engagement rings', 'tennis bracelet', 'diamond earrings']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(announcer()).toHaveTextContent('3 suggestions available');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    await user.click(await screen.findByRole('option', byText('tennis bracelet')));
    expect(location()).toContain('/search?q=tennis%20bracelet');
    expect(onNavigate).toHaveBeenCalled();
    expect(popularRequests()).toHaveLength(1);
  });

  it('leaves out popular searches the shopper already has among their recent ones', async () => {
    recentSearchRecorded('Tennis Bracelet');
    const { box, user } = renderSearchBox();
    await user.click(box);
    expect(optionNames(await screen.findByRole('group', { name: 'Popular searches' }))).toEqual([
      'engagement rings',
      'diamond earrings',
    ]);
    expect(optionNames(screen.getByRole('group', { name: 'Recent searches' }))).toEqual(['Tennis Bracelet']);
  });

  it('still opens with recent searches when popular searches fail to load', async () => {
    recentSearchRecorded('pearl');
    const { box, user } = renderSearchBox('', { 'GET /api/search/popular': problemReply(500, 'INTERNAL') });
    await user.click(box);
    expect(optionNames(await screen.findByRole('group', { name: 'Recent searches' }))).toEqual(['pearl']);
    expect(screen.queryByRole('group', { name: 'Popular searches' })).not.toBeInTheDocument();
  });

  it('removes one recent search with its button, reached by keyboard, and keeps the shopper’s place', async () => {
    for (const query of ['pearl', 'ruby', 'opal']) recentSearchRecorded(query);
    const { box, user } = renderSearchBox();
    await user.click(box);
    await screen.findByRole('group', { name: 'Popular searches' });

    // Tab from the box: the search button, then the panel's buttons, with the popup still open.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove opal from recent searches' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(optionNames(screen.getByRole('group', { name: 'Recent searches' }))).toEqual(['opal', 'pearl']);
    expect(screen.getByRole('button', { name: 'Remove pearl from recent searches' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('ruby removed from recent searches');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ queries: ['opal', 'pearl'] });
    expect(box).toHaveAttribute('aria-expanded', 'true');

    // Escape in the panel closes it and returns to the box.
    await user.keyboard('{Escape}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears every recent search', async () => {
    for (const query of ['pearl', 'ruby']) recentSearchRecorded(query);
    const { box, user } = renderSearchBox();
    await user.click(box);
    await screen.findByRole('group', { name: 'Popular searches' });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(box).toHaveFocus();
    expect(announcer()).toHaveTextContent('Recent searches cleared');
  });

  it('closes with Escape, clears the text with a second Escape, and closes on Tab', async () => {
    const { box, user } = renderSearchBox();
    await user.type(box, 'sapph');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('sapph');

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.click(box);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});
