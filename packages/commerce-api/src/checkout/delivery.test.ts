/** @jest-environment node */
import type { BusinessCalendar } from '../calendar/business-days';
import { deliveryMethodsFor } from './delivery';

const perth: BusinessCalendar = { market: 'AU', state: 'WA', timeZone: 'Australia/Perth' };
const melbourne: BusinessCalendar = { market: 'AU', state: 'VIC', timeZone: 'Australia/Melbourne' };

function datesOf(methods: ReturnType<typeof deliveryMethodsFor>) {
  return Object.fromEntries(methods.map((method) => [method.id, [method.estimatedFrom, method.estimatedTo]]));
}

const au = { market: 'AU', currency: 'AUD', destinationCountry: 'AU', merchandiseCents: 5_000 } as const;

describe('delivery dates', () => {
  it('count from the Australian day, not the UTC one, in the first hours of a Sydney morning', () => {
    // Thu 26 Nov 2026 00:30 in Sydney is still Wed 25 Nov in UTC.
    const dates = datesOf(
      deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, now: new Date('2026-11-25T13:30:00Z') }),
    );
    // Dispatched Fri 27 Nov; standard 2–6 business days after.
    expect(dates.standard).toEqual(['2026-12-01', '2026-12-07']);
    expect(dates.premium).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('count from the same Wednesday all evening long in Sydney', () => {
    const evening = datesOf(
      deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, now: new Date('2026-11-25T12:30:00Z') }),
    );
    const morning = datesOf(
      deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, now: new Date('2026-11-24T21:00:00Z') }),
    );
    expect(evening).toEqual(morning);
    expect(evening.premium).toEqual(['2026-11-27', '2026-11-27']);
  });

  it('count transit abroad on the destination’s calendar (Waitangi Day for a parcel to New Zealand)', () => {
    // Tue 3 Feb 2026 10:00 in Sydney; dispatched Wed 4 Feb; 5–10 New Zealand business days, Fri 6 Feb a holiday there.
    const dates = datesOf(
      deliveryMethodsFor({
        ...au,
        destinationCountry: 'NZ',
        dispatchBusinessDays: 1,
        now: new Date('2026-02-02T23:00:00Z'),
      }),
    );
    expect(dates.international).toEqual(['2026-02-12', '2026-02-19']);
  });
});

describe('click and collect', () => {
  const wednesdayMorning = new Date('2026-11-24T23:00:00Z'); // Wed 25 Nov 2026 10:00 in Sydney

  it('is ready in one to two business days for a piece on the store’s shelf', () => {
    const dates = datesOf(deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, now: wednesdayMorning }));
    expect(dates.click_and_collect).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('waits for a made-to-order piece to be made and sent: not before its dispatch on Thu 10 Dec', () => {
    const dates = datesOf(
      deliveryMethodsFor({
        ...au,
        dispatchBusinessDays: 11,
        collectDispatchBusinessDays: 11,
        pickupCalendar: melbourne,
        now: wednesdayMorning,
      }),
    );
    expect(dates.standard?.[0]).toBe('2026-12-14');
    expect(dates.click_and_collect).toEqual(['2026-12-11', '2026-12-14']);
  });

  it('counts from the store’s own day and its state’s holidays', () => {
    // 01:00 Thursday in Sydney is 22:00 Wednesday in Perth: a Perth store is ready Thursday.
    const late = new Date('2026-11-25T14:00:00Z');
    expect(
      datesOf(deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, pickupCalendar: perth, now: late }))
        .click_and_collect,
    ).toEqual(['2026-11-26', '2026-11-27']);
    // Mon 2 Nov 2026 in Melbourne: Tuesday is Melbourne Cup Day there.
    const monday = new Date('2026-11-01T23:00:00Z');
    expect(
      datesOf(deliveryMethodsFor({ ...au, dispatchBusinessDays: 1, pickupCalendar: melbourne, now: monday }))
        .click_and_collect,
    ).toEqual(['2026-11-04', '2026-11-05']);
  });
});
