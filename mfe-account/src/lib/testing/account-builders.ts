import type { MemberReward, OrderHistoryAnswer, ProfileAnswer } from '@storefront/api-schemas';

/** A member's profile as `GET /account/profile` answers it. */
export function buildProfile(overrides: Partial<ProfileAnswer> = {}): ProfileAnswer {
  return {
    id: 'c-ava',
    email: 'ava.member@example.com',
    title: 'ms',
    firstName: 'Ava',
    lastName: 'Mitchell',
    mobilePhone: '0412 345 678',
    state: 'NSW',
    birthday: { day: 14, month: 2, year: 1991 },
    anniversary: null,
    interests: [],
    market: 'AU',
    brillianceNumber: '700012345678',
    memberSince: '2021-03-09T01:00:00.000Z',
    ...overrides,
  };
}

/** One of the member's vouchers as `GET /account/rewards` lists it (an unused welcome voucher by default). */
export function buildReward(overrides: Partial<MemberReward> = {}): MemberReward {
  return {
    code: 'WELCOME-7KQ2M9XP',
    kind: 'welcome',
    amountCents: 2_000,
    minSpendCents: 10_000,
    currency: 'AUD',
    status: 'unused',
    issuedAt: '2026-11-20T00:00:00.000Z',
    expiresAt: '2026-12-20T00:00:00.000Z',
    usedAt: null,
    ...overrides,
  };
}

/** A page of the member's orders as `GET /orders` answers it. */
export function buildOrderHistory(orders: OrderHistoryAnswer['orders'] = []): OrderHistoryAnswer {
  return { orders, page: 1, pageSize: 10, totalOrders: orders.length, totalPages: orders.length > 0 ? 1 : 0 };
}
