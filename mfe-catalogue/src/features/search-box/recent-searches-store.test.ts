import {
  getRecentSearches,
  MAX_RECENT_SEARCHES,
  recentSearchesCleared,
  recentSearchRecorded,
  recentSearchRemoved,
} from './recent-searches-store';
import type * as RecentSearchesStore from './recent-searches-store';

const STORAGE_KEY = 'storefront:catalogue:recent-searches';

/** A fresh copy of the store module, as after a page reload: it only knows what the browser kept. */
function reloadedStore(): typeof RecentSearchesStore {
  let fresh: typeof RecentSearchesStore | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof RecentSearchesStore>('./recent-searches-store');
  });
  if (!fresh) throw new Error('store module did not load');
  return fresh;
}

beforeEach(() => {
  localStorage.clear();
  recentSearchesCleared();
});

describe('recent searches', () => {
  it('keeps searches newest first, once each ignoring case, trimmed, and at most 8', () => {
    for (let n = 1; n <= 10; n += 1) recentSearchRecorded(`ring ${n}`);
    recentSearchRecorded('  RING 9 ');
    recentSearchRecorded('   ');
    expect(getRecentSearches()).toEqual([
      'RING 9',
      'ring 10',
      'ring 8',
      'ring 7',
      'ring 6',
      'ring 5',
      'ring 4',
      'ring 3',
    ]);
    expect(getRecentSearches()).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('survives a reload through the browser’s storage', () => {
    recentSearchRecorded('pearl');
    recentSearchRecorded('opal');
    expect(reloadedStore().getRecentSearches()).toEqual(['opal', 'pearl']);

    recentSearchRemoved('PEARL');
    expect(reloadedStore().getRecentSearches()).toEqual(['opal']);

    recentSearchesCleared();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(reloadedStore().getRecentSearches()).toEqual([]);
  });

  it('validates what it reads: bad entries are dropped, a bad document is ignored', () => {
    const many = Array.from({ length: 12 }, (_, n) => `gift ${n}`);
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ queries: ['opal', null, 'OPAL', ' ', 'x'.repeat(201), ...many] }),
    );
    expect(reloadedStore().getRecentSearches()).toEqual(['opal', ...many.slice(0, 7)]);

    localStorage.setItem(STORAGE_KEY, JSON.stringify(['opal']));
    expect(reloadedStore().getRecentSearches()).toEqual([]);
    localStorage.setItem(STORAGE_KEY, '{oops');
    expect(reloadedStore().getRecentSearches()).toEqual([]);
  });

  it('still works for the page when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      recentSearchRecorded('sapphire');
      expect(getRecentSearches()).toEqual(['sapphire']);
    } finally {
      setItem.mockRestore();
    }
  });
});
