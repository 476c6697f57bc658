/** @jest-environment node */
import {
  addBusinessDays,
  businessDaysFromNow,
  isBusinessDay,
  localToday,
  MARKET_CALENDARS,
  type BusinessCalendar,
} from './business-days';

const AU = MARKET_CALENDARS.AU;
const NZ = MARKET_CALENDARS.NZ;
const CA = MARKET_CALENDARS.CA;
const melbourne: BusinessCalendar = { market: 'AU', state: 'VIC', timeZone: 'Australia/Melbourne' };

describe('the market’s today', () => {
  it('is Thursday in Sydney at 00:30 local although UTC still says Wednesday', () => {
    const now = new Date('2026-11-25T13:30:00Z'); // Thu 26 Nov 00:30 AEDT
    expect(localToday(now, AU)).toBe('2026-11-26');
    expect(businessDaysFromNow(now, 1, AU)).toBe('2026-11-27');
  });

  it('is still Wednesday in Sydney at 23:30 local (a late-evening order)', () => {
    const now = new Date('2026-11-25T12:30:00Z'); // Wed 25 Nov 23:30 AEDT
    expect(localToday(now, AU)).toBe('2026-11-25');
    expect(businessDaysFromNow(now, 1, AU)).toBe('2026-11-26');
  });

  it('is Wednesday in Toronto at 22:30 local although UTC already says Thursday', () => {
    const now = new Date('2026-11-26T03:30:00Z'); // Wed 25 Nov 22:30 EST
    expect(localToday(now, CA)).toBe('2026-11-25');
    expect(businessDaysFromNow(now, 1, CA)).toBe('2026-11-26');
  });

  it('follows New Zealand daylight saving: UTC+13 from the last Sunday of September, UTC+12 in winter', () => {
    // 11:30 UTC on Sun 27 Sep 2026 is 00:30 Monday NZDT (a fixed +12 would still say Sunday 23:30).
    expect(localToday(new Date('2026-09-27T11:30:00Z'), NZ)).toBe('2026-09-28');
    expect(businessDaysFromNow(new Date('2026-09-27T11:30:00Z'), 1, NZ)).toBe('2026-09-29');
    // 11:30 UTC on Tue 14 Jul 2026 is 23:30 Tuesday NZST.
    expect(localToday(new Date('2026-07-14T11:30:00Z'), NZ)).toBe('2026-07-14');
    expect(businessDaysFromNow(new Date('2026-07-14T11:30:00Z'), 1, NZ)).toBe('2026-07-15');
  });
});

describe('business days', () => {
  it('skip the weekend', () => {
    expect(addBusinessDays('2026-11-27', 1, AU)).toBe('2026-11-30'); // Fri → Mon
    expect(addBusinessDays('2026-11-28', 1, AU)).toBe('2026-11-30'); // Sat → Mon
    expect(addBusinessDays('2026-11-28', 0, AU)).toBe('2026-11-28');
    expect(isBusinessDay('2026-11-29', AU)).toBe(false);
  });

  it('skip each market’s public holidays', () => {
    expect(addBusinessDays('2027-01-25', 1, AU)).toBe('2027-01-27'); // Australia Day, Tue 26 Jan 2027
    expect(addBusinessDays('2026-02-05', 1, NZ)).toBe('2026-02-09'); // Waitangi Day, Fri 6 Feb 2026
    expect(addBusinessDays('2026-06-30', 1, CA)).toBe('2026-07-02'); // Canada Day, Wed 1 Jul 2026
    expect(addBusinessDays('2026-04-02', 1, AU)).toBe('2026-04-07'); // Good Friday and Easter Monday 2026
  });

  it('skip a state’s own holiday only on that state’s calendar', () => {
    // Melbourne Cup Day, Tue 3 Nov 2026: a holiday in Victoria, a business day in Sydney.
    expect(addBusinessDays('2026-11-02', 1, melbourne)).toBe('2026-11-04');
    expect(addBusinessDays('2026-11-02', 1, AU)).toBe('2026-11-03');
  });

  it('count Christmas Eve and New Year’s Eve as working days, Christmas Day as a holiday', () => {
    expect(addBusinessDays('2026-12-23', 1, AU)).toBe('2026-12-24');
    expect(isBusinessDay('2026-12-25', AU)).toBe(false);
    expect(isBusinessDay('2026-12-31', NZ)).toBe(true);
    expect(isBusinessDay('2026-12-15', CA)).toBe(true); // Christmas trading hours, still a business day
  });

  it('cross a year end', () => {
    // Thu 31 Dec 2026 + 1: Fri 1 Jan 2027 New Year's Day, then the weekend.
    expect(addBusinessDays('2026-12-31', 1, AU)).toBe('2027-01-04');
    // New Zealand also keeps the day after New Year's Day (Sat 2 Jan 2027).
    expect(addBusinessDays('2026-12-31', 1, NZ)).toBe('2027-01-04');
  });
});
