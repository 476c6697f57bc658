import { financingPlan, financingPlanDefinitions, financingPlansFor } from './financing-plans';

describe('financing plans', () => {
  it('offers 6/12-month plans at 0%, longer ones at 9.99% and 19.99%, and 6/12-month deferred payments', () => {
    const plans = financingPlansFor(250_000, 'en');
    expect(plans.map((plan) => [plan.id, plan.type, plan.termMonths, plan.promotionalInterestPercent])).toEqual([
      ['monthly-6', 'monthly', 6, 0],
      ['monthly-12', 'monthly', 12, 0],
      ['monthly-24', 'monthly', 24, 9.99],
      ['monthly-36', 'monthly', 36, 9.99],
      ['monthly-48', 'monthly', 48, 19.99],
      ['deferred-6', 'single', 6, 0],
      ['deferred-12', 'single', 12, 0],
    ]);
  });

  it.each([19_999, 25_000, 100_000, 250_000, 1_234_567])(
    'pays back %i cents plus interest, month by month',
    (amount) => {
      for (const plan of financingPlansFor(amount, 'en').filter((candidate) => candidate.type === 'monthly')) {
        const paid = plan.monthlyCents! * plan.termMonths;
        expect(plan.totalCents).toBe(amount + plan.interestCents);
        // Monthly payments are rounded up to the cent: never short, never more than a cent a month over.
        expect(paid).toBeGreaterThanOrEqual(plan.totalCents);
        expect(paid - plan.totalCents).toBeLessThan(plan.termMonths);
        if (plan.promotionalInterestPercent === 0) expect(plan.interestCents).toBe(0);
        else expect(plan.interestCents).toBeGreaterThan(0);
      }
    },
  );

  it('computes an amortised payment: $2,500 over 24 months at 9.99% is $115.36 a month', () => {
    const definition = financingPlanDefinitions.find((plan) => plan.id === 'monthly-24')!;
    const plan = financingPlan(definition, 250_000, 'en');
    expect(plan.monthlyCents).toBe(11_536);
    expect(plan.interestCents).toBe(11_536 * 24 - 250_000);
  });

  it('defers the whole amount in one payment, without interest', () => {
    const plan = financingPlansFor(100_000, 'fr').find((candidate) => candidate.id === 'deferred-12')!;
    expect(plan).toMatchObject({
      monthlyCents: null,
      singlePaymentCents: 100_000,
      interestCents: 0,
      totalCents: 100_000,
      name: 'Aucun paiement et aucun intérêt pendant 12 mois',
    });
  });

  it('offers only the plans whose minimum the amount reaches', () => {
    expect(financingPlansFor(19_999, 'en')).toEqual([]);
    expect(financingPlansFor(20_000, 'en').map((plan) => plan.id)).toEqual(['monthly-6', 'monthly-12']);
  });
});
