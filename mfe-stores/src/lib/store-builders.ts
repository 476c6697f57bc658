import type {
  DaySchedule,
  StoreDetail,
  StoreReservation,
  StoreSearchAnswer,
  StoreSummary,
} from '@storefront/api-schemas';

/** A store's local day as the API answers it (test data): Monday 9:00 to 17:30 unless told. */
export function buildDay(overrides: Partial<DaySchedule> = {}): DaySchedule {
  return {
    date: '2026-11-30',
    weekday: 1,
    opens: '09:00',
    closes: '17:30',
    closed: false,
    special: null,
    ...overrides,
  };
}

/** A store of a list as the API answers it (test data): Lustre & Co. Westfield Sydney, open now. */
export function buildStoreSummary(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    id: 'sydney-westfield-sydney',
    name: 'Lustre & Co. Westfield Sydney',
    market: 'AU',
    address: {
      address1: 'Shop 4012, Level 4, Westfield Sydney',
      address2: '188 Pitt Street',
      suburb: 'Sydney',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
    },
    phone: '(02) 9221 4310',
    email: 'sydney-westfield-sydney@lustreandco.com.au',
    latitude: -33.8703,
    longitude: 151.2085,
    timeZone: 'Australia/Sydney',
    clickAndCollect: true,
    services: ['click_and_collect', 'ring_sizing', 'engraving'],
    distanceKm: 0.4,
    today: buildDay(),
    openNow: true,
    ...overrides,
  };
}

/** A store search answer (test data): the stores nearest Sydney 2000. */
export function buildStoreSearch(overrides: Partial<StoreSearchAnswer> = {}): StoreSearchAnswer {
  return {
    query: 'Sydney',
    place: {
      match: 'city',
      postcode: '2000',
      locality: 'Sydney',
      city: 'Sydney',
      state: 'NSW',
      latitude: -33.8688,
      longitude: 151.2093,
    },
    stores: [
      buildStoreSummary(),
      buildStoreSummary({
        id: 'bondi-junction',
        name: 'Lustre & Co. Bondi Junction',
        distanceKm: 5.6,
        openNow: false,
        today: buildDay({ opens: null, closes: null, closed: true, special: 'Christmas Day' }),
      }),
    ],
    ...overrides,
  };
}

/** A store page answer (test data): Westfield Sydney with its week, a public holiday and its services. */
export function buildStoreDetail(overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    ...buildStoreSummary({ distanceKm: null, services: ['click_and_collect', 'ring_sizing', 'custom_design'] }),
    weeklyHours: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
      weekday,
      opens: weekday === 0 ? '10:00' : '09:00',
      closes: weekday === 4 ? '21:00' : weekday === 0 ? '16:00' : '17:30',
      closed: false,
    })),
    specialHours: [{ date: '2026-12-25', label: 'Christmas Day', opens: null, closes: null, closed: true }],
    ...overrides,
  };
}

/** A reservation as the API answers it (test data): a ring in size N held at Westfield Sydney until 5:30 pm on 3 December. */
export function buildStoreReservation(overrides: Partial<StoreReservation> = {}): StoreReservation {
  return {
    reference: 'K7QX2M4P',
    status: 'held',
    // 5:30 pm in Sydney (AEDT, UTC+11) on Thursday 3 December 2026.
    holdUntil: '2026-12-03T06:30:00.000Z',
    holdDays: 3,
    product: {
      sku: '18006445-PT',
      slug: 'halcyon-oval-solitaire',
      name: 'Halcyon oval solitaire ring',
      size: 'N',
      sizeLabel: 'N',
    },
    store: buildStoreSummary({ distanceKm: null }),
    ...overrides,
  };
}
