import { myStoreOf } from '@storefront/contracts';
import { myStoreToday } from './my-store-today';

const sydney = {
  id: 'sydney-westfield-sydney',
  name: 'Westfield Sydney',
  timeZone: 'Australia/Sydney',
  today: { date: '2026-11-30', opens: '09:00', closes: '17:30', closed: false, special: null },
};

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

  it('does not know today’s hours of a store kept without them, or in a time zone this browser does not know', () => {
    expect(myStoreToday({ storeId: 'auckland-sylvia-park', name: 'Sylvia Park' }, lateUtc)).toBeNull();
    expect(myStoreToday(myStoreOf({ ...sydney, timeZone: 'Mars/Olympus' }), lateUtc)).toBeNull();
  });
});
