import type * as MyStoreModule from './my-store-store';
import { getMyStore, myStoreChosen, myStoreLoaded, myStoreOf, onMyStoreChosen } from './index';

const KEY = 'storefront:my-store';

/** The store module as a new page loads it, reading what the browser kept. */
function reloaded(): typeof MyStoreModule {
  let fresh: typeof MyStoreModule | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof MyStoreModule>('./my-store-store');
  });
  if (!fresh) throw new Error('store module did not load');
  return fresh;
}

const sydney = {
  id: 'sydney-westfield-sydney',
  name: 'Westfield Sydney',
  timeZone: 'Australia/Sydney',
  today: { date: '2026-11-30', weekday: 1, opens: '09:00', closes: '17:30', closed: false, special: null },
};

describe('My Store in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    myStoreLoaded(null);
  });

  it('keeps the chosen store, with its hours today, for the next page', () => {
    myStoreChosen(myStoreOf(sydney));
    expect(reloaded().getMyStore()).toEqual({
      storeId: 'sydney-westfield-sydney',
      name: 'Westfield Sydney',
      timeZone: 'Australia/Sydney',
      today: { date: '2026-11-30', opens: '09:00', closes: '17:30', closed: false, special: null },
    });
  });

  it('still reads a store kept before hours were kept with it', () => {
    localStorage.setItem(KEY, JSON.stringify({ storeId: 'auckland-sylvia-park', name: 'Sylvia Park' }));
    expect(reloaded().getMyStore()).toEqual({ storeId: 'auckland-sylvia-park', name: 'Sylvia Park' });
  });

  it('forgets a kept value that is not a store', () => {
    localStorage.setItem(KEY, JSON.stringify({ storeId: 42 }));
    expect(reloaded().getMyStore()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets the store when the shopper clears it', () => {
    myStoreChosen(myStoreOf(sydney));
    myStoreChosen(null);
    expect(getMyStore()).toBeNull();
    expect(reloaded().getMyStore()).toBeNull();
  });

  it('follows a choice made in another tab of the site', () => {
    myStoreChosen(myStoreOf(sydney));
    localStorage.setItem(KEY, JSON.stringify({ storeId: 'bondi-junction', name: 'Bondi Junction' }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(getMyStore()).toEqual({ storeId: 'bondi-junction', name: 'Bondi Junction' });
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(getMyStore()).toBeNull();
  });

  it('tells listeners of the shopper’s choices, not of a store loaded from the account', () => {
    const heard: (string | null)[] = [];
    const stop = onMyStoreChosen((store) => heard.push(store?.storeId ?? null));
    myStoreChosen(myStoreOf(sydney));
    myStoreLoaded(myStoreOf({ ...sydney, id: 'bondi-junction' }));
    myStoreChosen(null);
    stop();
    myStoreChosen(myStoreOf(sydney));
    expect(heard).toEqual(['sydney-westfield-sydney', null]);
    expect(getMyStore()?.storeId).toBe('sydney-westfield-sydney');
  });
});
