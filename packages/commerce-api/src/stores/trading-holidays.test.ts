import { easterSunday, hoursUnder, tradingDays } from './trading-holidays';

describe('trading holidays', () => {
  it('computes Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
    ]);
  });

  it('lists state-specific days in order within the window', () => {
    const victoria = tradingDays('AU', 'VIC', '2027-01-01', 365);
    const dates = victoria.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(victoria.find((day) => day.labelEn === 'Labour Day')?.date).toBe('2027-03-08');
    expect(victoria.find((day) => day.labelEn === 'Melbourne Cup Day')?.date).toBe('2027-11-02');
    expect(tradingDays('AU', 'QLD', '2027-01-01', 365).find((day) => day.labelEn === "King's Birthday")?.date).toBe(
      '2027-10-04',
    );
    const quebec = tradingDays('CA', 'QC', '2027-01-01', 365);
    expect(quebec.find((day) => day.date === '2027-05-24')).toMatchObject({
      labelFr: 'Journée nationale des patriotes',
    });
    expect(quebec.find((day) => day.date === '2027-06-24')).toMatchObject({ rule: { kind: 'closed' } });
    expect(tradingDays('NZ', null, '2027-01-01', 365).find((day) => day.labelEn === 'Matariki')?.date).toBe(
      '2027-06-25',
    );
  });

  it('keeps a holiday over Christmas trading on the same day and stays inside the window', () => {
    const days = tradingDays('AU', 'NSW', '2026-12-20', 10);
    expect(days[0]?.date).toBe('2026-12-20');
    expect(days.at(-1)?.date).toBe('2026-12-26');
    expect(days.find((day) => day.date === '2026-12-25')).toMatchObject({ labelEn: 'Christmas Day', labelFr: 'Noël' });
  });

  it('extends a usual day for Christmas trading and keeps closed stores closed on fixed-hours holidays', () => {
    expect(hoursUnder({ kind: 'extended', opens: '10:00', closes: '21:00' }, ['09:00', '17:30'])).toEqual([
      '09:00',
      '21:00',
    ]);
    expect(hoursUnder({ kind: 'extended', opens: '10:00', closes: '21:00' }, null)).toEqual(['10:00', '21:00']);
    expect(hoursUnder({ kind: 'fixed', opens: '10:00', closes: '16:00' }, null)).toBeNull();
    expect(hoursUnder({ kind: 'closed' }, ['09:00', '17:30'])).toBeNull();
  });
});
