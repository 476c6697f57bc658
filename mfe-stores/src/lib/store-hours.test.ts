import { buildDay } from './store-builders';
import { formatClock, formatDateRange, specialRuns, storeStatus } from './store-hours';

describe('a store’s opening status on its own clock', () => {
  // 20:00 UTC on 29 November is 7:00 am on the 30th in Sydney and 3:00 pm on the 29th in Toronto.
  const now = new Date('2026-11-29T20:00:00Z');

  it('opens later today when the store’s local time is before its opening', () => {
    expect(storeStatus({ openNow: false, today: buildDay(), timeZone: 'Australia/Sydney' }, now)).toEqual({
      kind: 'opens-later',
      opens: '09:00',
    });
  });

  it('is closed for the day once its local closing has passed, or on a day it does not open', () => {
    const evening = new Date('2026-11-30T08:00:00Z'); // 7:00 pm in Sydney
    expect(storeStatus({ openNow: false, today: buildDay(), timeZone: 'Australia/Sydney' }, evening)).toEqual({
      kind: 'closed',
    });
    const holiday = buildDay({ opens: null, closes: null, closed: true, special: 'Christmas Day' });
    expect(storeStatus({ openNow: false, today: holiday, timeZone: 'Australia/Sydney' }, now)).toEqual({
      kind: 'closed',
    });
  });

  it('takes the API’s word that it is open, with its closing time', () => {
    expect(storeStatus({ openNow: true, today: buildDay(), timeZone: 'America/Toronto' }, now)).toEqual({
      kind: 'open',
      closes: '17:30',
    });
  });

  it('writes times and date ranges as the locale does', () => {
    expect(formatClock('17:30', 'en-AU')).toBe('5:30 pm');
    expect(formatClock('17:30', 'fr-CA')).toBe('17 h 30');
    expect(formatDateRange('2026-12-25', '2026-12-25', 'en-NZ')).toBe('25 December 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en-AU')).toMatch(/^30 December 2026\s?–\s?2 January 2027$/);
  });

  it('groups consecutive days with the same label and hours, and only those', () => {
    const day = (date: string, label = 'Christmas trading') => ({
      date,
      label,
      opens: '09:00',
      closes: '21:00',
      closed: false,
    });
    const runs = specialRuns([
      day('2026-12-15'),
      day('2026-12-14'),
      day('2026-12-16', 'Late night'),
      day('2026-12-18'),
    ]);
    expect(runs.map(({ from, to }) => [from, to])).toEqual([
      ['2026-12-14', '2026-12-15'],
      ['2026-12-16', '2026-12-16'],
      ['2026-12-18', '2026-12-18'],
    ]);
  });
});
