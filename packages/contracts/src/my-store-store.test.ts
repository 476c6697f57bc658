import type * as MyStoreModule from './my-store-store';
import { getMyStore, myStoreChosen, myStoreLoaded, myStoreOf, myStoreToday, onMyStoreChosen } from './index';

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
    const page = reloaded();
    expect(page.getMyStore()).toEqual({ storeId: 'auckland-sylvia-park', name: 'Sylvia Park' });
    expect(page.myStoreToday(page.getMyStore()!)).toBeNull();
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

describe('My Store hours today', () => {
  // 30 November 2026, 22:00 UTC: already 1 December in Sydney (UTC+11), still 30 November in Perth (UTC+8) evening.
  const lateUtc = new Date('2026-11-30T22:00:00Z');

  it('gives the store’s hours while its kept day is today on the store’s own clock', () => {
    const store = myStoreOf(sydney);
    expect(myStoreToday(store, new Date('2026-11-30T03:00:00Z'))).toEqual({
      kind: 'open',
      opens: '09:00',
      closes: '17:30',
      special: null,
    });
    expect(myStoreToday(store, lateUtc)).toBeNull();
    const perth = myStoreOf({ ...sydney, timeZone: 'Australia/Perth' });
    expect(myStoreToday(perth, new Date('2026-11-30T15:00:00Z'))).not.toBeNull();
    expect(myStoreToday(perth, new Date('2026-11-30T16:00:00Z'))).toBeNull();
  });

  it('says closed today, with the holiday’s name, on a special day', () => {
    const christmas = myStoreOf({
      ...sydney,
      today: { date: '2026-12-25', opens: null, closes: null, closed: true, special: 'Christmas Day' },
    });
    expect(myStoreToday(christmas, new Date('2026-12-25T01:00:00Z'))).toEqual({
      kind: 'closed',
      special: 'Christmas Day',
    });
  });

  it('does not know today’s hours for a time zone this browser does not know', () => {
    expect(myStoreToday(myStoreOf({ ...sydney, timeZone: 'Mars/Olympus' }), lateUtc)).toBeNull();
  });
});
