import {
  addDays,
  isOpenAt,
  localClock,
  scheduleFor,
  storeDayAt,
  type HoursRow,
  type SpecialHoursRow,
} from './opening-hours';

const weekly = new Map<number, HoursRow>([
  [0, { opens: null, closes: null }],
  [4, { opens: '09:00:00', closes: '21:00:00' }],
  [5, { opens: '09:00:00', closes: '17:30:00' }],
]);

describe('opening hours', () => {
  it('reads the wall clock of a time zone, across the date line and daylight saving', () => {
    const instant = new Date('2026-01-15T12:30:00Z');
    expect(localClock(instant, 'Australia/Sydney')).toEqual({ date: '2026-01-15', weekday: 4, minutes: 23 * 60 + 30 });
    expect(localClock(instant, 'Australia/Brisbane')).toEqual({
      date: '2026-01-15',
      weekday: 4,
      minutes: 22 * 60 + 30,
    });
    expect(localClock(instant, 'Pacific/Auckland')).toEqual({ date: '2026-01-16', weekday: 5, minutes: 1 * 60 + 30 });
    expect(localClock(instant, 'America/Vancouver')).toEqual({ date: '2026-01-15', weekday: 4, minutes: 4 * 60 + 30 });
    expect(localClock(new Date('2026-07-15T12:30:00Z'), 'Australia/Sydney').minutes).toBe(22 * 60 + 30);
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    const thursday = scheduleFor('2026-01-15', weekly, new Map());
    expect(thursday).toEqual({
      date: '2026-01-15',
      weekday: 4,
      opens: '09:00',
      closes: '21:00',
      closed: false,
      special: null,
    });
    expect(isOpenAt(thursday, 9 * 60 - 1)).toBe(false);
    expect(isOpenAt(thursday, 9 * 60)).toBe(true);
    expect(isOpenAt(thursday, 21 * 60 - 1)).toBe(true);
    expect(isOpenAt(thursday, 21 * 60)).toBe(false);
    expect(scheduleFor('2026-01-18', weekly, new Map())).toMatchObject({ weekday: 0, closed: true, opens: null });
  });

  it('prefers special hours to the weekly hours of that day', () => {
    const specials = new Map<string, SpecialHoursRow>([
      ['2026-12-25', { day: '2026-12-25', label: 'Christmas Day', opens: null, closes: null }],
      ['2026-12-17', { day: '2026-12-17', label: 'Christmas trading', opens: '09:00:00', closes: '22:00:00' }],
    ]);
    expect(scheduleFor('2026-12-25', weekly, specials)).toMatchObject({ closed: true, special: 'Christmas Day' });
    const late = storeDayAt(new Date('2026-12-17T10:30:00Z'), 'Australia/Sydney', weekly, specials);
    expect(late).toEqual({
      today: {
        date: '2026-12-17',
        weekday: 4,
        opens: '09:00',
        closes: '22:00',
        closed: false,
        special: 'Christmas trading',
      },
      openNow: true,
    });
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
