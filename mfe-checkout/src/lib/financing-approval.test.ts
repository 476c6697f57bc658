import {
  clearFinancingApproval,
  readFinancingApproval,
  saveFinancingApproval,
  type FinancingApproval,
} from './financing-approval';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

function buildApproval(overrides: Partial<FinancingApproval> = {}): FinancingApproval {
  return {
    approvalId: 'fa_abc123',
    plan: {
      id: 'monthly-12',
      type: 'monthly',
      name: '12 equal monthly payments, 0% interest',
      termMonths: 12,
      promotionalInterestPercent: 0,
      monthlyCents: 20_834,
      singlePaymentCents: null,
      interestCents: 0,
      totalCents: 250_000,
    },
    amountCents: 250_000,
    currency: 'CAD',
    cardLast4: '0016',
    expiresAt: '2026-11-21T10:30:00.000Z',
    ...overrides,
  };
}

describe('financing approval storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps an approval in the session until it is cleared', () => {
    saveFinancingApproval(buildApproval());
    expect(readFinancingApproval(undefined, NOW)).toEqual(buildApproval());
    expect(readFinancingApproval({ amountCents: 250_000, currency: 'CAD' }, NOW)?.approvalId).toBe('fa_abc123');
    expect(localStorage.length).toBe(0);
    clearFinancingApproval();
    expect(readFinancingApproval(undefined, NOW)).toBeNull();
  });

  it('gives nothing once the approval has expired, and forgets it', () => {
    saveFinancingApproval(buildApproval());
    expect(readFinancingApproval(undefined, Date.parse('2026-11-21T10:30:00.000Z'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('gives nothing for another amount or currency, but keeps it for the right one', () => {
    saveFinancingApproval(buildApproval());
    expect(readFinancingApproval({ amountCents: 260_000, currency: 'CAD' }, NOW)).toBeNull();
    expect(readFinancingApproval({ amountCents: 250_000, currency: 'AUD' }, NOW)).toBeNull();
    expect(readFinancingApproval({ amountCents: 250_000, currency: 'CAD' }, NOW)).not.toBeNull();
  });

  it('treats malformed storage as no approval', () => {
    sessionStorage.setItem('storefront:checkout:financing-approval', '{not json');
    expect(readFinancingApproval(undefined, NOW)).toBeNull();
    sessionStorage.setItem('storefront:checkout:financing-approval', JSON.stringify({ approvalId: 'x' }));
    expect(readFinancingApproval(undefined, NOW)).toBeNull();
  });
});
