import { createTestApi, type TestApi } from '../test/harness';
import { consumeFinancingApproval } from './approvals';
import { demoFinancingAccounts, testCardNumber } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.deleteFrom('throttles').execute();
});

/** DD/MM/YYYY of a stored ISO date. */
const typed = (iso: string) => iso.split('-').reverse().join('/');
const account = (status: 'active' | 'inactive', minLimit = 0) => {
  const found = demoFinancingAccounts.find(
    (candidate) => candidate.status === status && candidate.creditLimitCents >= minLimit,
  )!;
  return {
    cardNumber: testCardNumber(found.serial),
    dateOfBirth: typed(found.dateOfBirth),
    limit: found.creditLimitCents,
  };
};

describe('GET /api/financing/plans', () => {
  it('lists every plan with its minimum purchase and its payments for the amount, in the shopper’s language', async () => {
    const response = await api.client({ locale: 'fr-CA' }).get('/api/financing/plans?amountCents=60000');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amountCents: 60_000, currency: 'CAD' });
    expect(body.plans).toHaveLength(7);
    expect(body.plans[1]).toEqual({
      id: 'monthly-12',
      type: 'monthly',
      name: '12 versements mensuels égaux, 0 % d’intérêt',
      termMonths: 12,
      promotionalInterestPercent: 0,
      monthlyCents: 5_000,
      singlePaymentCents: null,
      interestCents: 0,
      totalCents: 60_000,
      minCents: 20_000,
      offered: true,
    });
    expect(body.plans.find((plan: { id: string }) => plan.id === 'monthly-36')).toMatchObject({
      minCents: 100_000,
      offered: false,
    });
  });

  it('needs an amount, and is for Canada only', async () => {
    expect((await api.client({ locale: 'en-CA' }).get('/api/financing/plans')).statusCode).toBe(400);
    const australia = await api.client({ locale: 'en-AU' }).get('/api/financing/plans?amountCents=60000');
    expect(australia.statusCode).toBe(404);
    expect(australia.json()).toMatchObject({ code: 'NOT_AVAILABLE_IN_MARKET' });
  });
});

describe('POST /api/financing/lookup', () => {
  it('shows an active account’s monthly and single-payment plans for the amount', async () => {
    const { cardNumber, dateOfBirth } = account('active', 500_000);
    const spaced = cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup?amountCents=250000', {
      cardNumber: spaced,
      dateOfBirth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'active',
      canContinue: true,
      reason: null,
      cardLast4: cardNumber.slice(-4),
      amountCents: 250_000,
      currency: 'CAD',
    });
    expect(response.body).not.toContain(cardNumber);
    const monthly = body.plans.filter((plan: { type: string }) => plan.type === 'monthly');
    const single = body.plans.filter((plan: { type: string }) => plan.type === 'single');
    expect(monthly.map((plan: { termMonths: number }) => plan.termMonths)).toEqual([6, 12, 24, 36, 48]);
    expect(single.map((plan: { termMonths: number }) => plan.termMonths)).toEqual([6, 12]);
    for (const plan of monthly) {
      expect(plan).toEqual({
        id: expect.any(String),
        type: 'monthly',
        name: expect.any(String),
        termMonths: expect.any(Number),
        promotionalInterestPercent: expect.any(Number),
        monthlyCents: expect.any(Number),
        singlePaymentCents: null,
        interestCents: expect.any(Number),
        totalCents: 250_000 + plan.interestCents,
      });
      // monthly amount × term ≈ amount + interest (payments rounded up to the cent)
      expect(plan.monthlyCents * plan.termMonths - plan.totalCents).toBeGreaterThanOrEqual(0);
      expect(plan.monthlyCents * plan.termMonths - plan.totalCents).toBeLessThan(plan.termMonths);
    }
  });

  it('names the plans in French for fr-CA and takes the amount from the body too', async () => {
    const { cardNumber, dateOfBirth } = account('active');
    const response = await api.client({ locale: 'fr-CA' }).post('/api/financing/lookup', {
      cardNumber,
      dateOfBirth,
      amountCents: 30_000,
    });
    expect(response.json().plans.map((plan: { name: string }) => plan.name)).toEqual([
      '6 versements mensuels égaux, 0 % d’intérêt',
      '12 versements mensuels égaux, 0 % d’intérêt',
      'Aucun paiement et aucun intérêt pendant 6 mois',
    ]);
  });

  it('finds an inactive account but does not let it continue', async () => {
    const { cardNumber, dateOfBirth } = account('inactive');
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber,
      dateOfBirth,
      amountCents: 100_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'inactive', canContinue: false, reason: 'inactive', plans: [] });
  });

  it('does not let an amount over the credit limit continue', async () => {
    const { cardNumber, dateOfBirth, limit } = account('active');
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber,
      dateOfBirth,
      amountCents: limit + 1,
    });
    expect(response.json()).toMatchObject({ status: 'active', canContinue: false, reason: 'credit_limit_exceeded' });
  });

  it('answers an unknown card and a wrong date of birth alike: account not found', async () => {
    const { cardNumber } = account('active');
    const wrongBirthday = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber,
      dateOfBirth: '01/01/1950',
      amountCents: 50_000,
    });
    await api.db.deleteFrom('throttles').execute();
    const unknownCard = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber: testCardNumber(999),
      dateOfBirth: '01/01/1950',
      amountCents: 50_000,
    });
    for (const response of [wrongBirthday, unknownCard]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'FINANCING_ACCOUNT_NOT_FOUND',
        detail: 'Account not found. Please check your information.',
      });
    }
    expect(wrongBirthday.json()).toEqual(unknownCard.json());
  });

  it('throttles repeated misses with doubling delays, without keeping the card number', async () => {
    const { cardNumber, dateOfBirth } = account('active');
    const client = api.client({ locale: 'en-CA' });
    const miss = () =>
      client.post('/api/financing/lookup', { cardNumber, dateOfBirth: '02/02/1952', amountCents: 50_000 });
    expect((await miss()).statusCode).toBe(404);
    const blocked = await miss();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1 });
    expect(
      (await client.post('/api/financing/lookup', { cardNumber, dateOfBirth, amountCents: 50_000 })).statusCode,
    ).toBe(429);
    await api.db
      .updateTable('throttles')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await miss()).statusCode).toBe(404);
    expect((await miss()).json().retryAfterSeconds).toBe(2);
    const keys = await api.db.selectFrom('throttles').select('key').execute();
    for (const { key } of keys) expect(key).not.toContain(cardNumber);
  });

  it.each([
    ['1985-03-27', 'validation.dateOfBirth.invalid'],
    ['31/02/1985', 'validation.dateOfBirth.invalid'],
    ['27/3/85', 'validation.dateOfBirth.invalid'],
    ['', 'validation.dateOfBirth.required'],
  ])('refuses the date of birth %p with %s', async (dateOfBirth, message) => {
    const { cardNumber } = account('active');
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber,
      dateOfBirth,
      amountCents: 50_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { dateOfBirth: message } });
  });

  it('refuses a card number that fails the check, and a missing amount', async () => {
    const { cardNumber, dateOfBirth } = account('active');
    const badCard = `${cardNumber.slice(0, -1)}${(Number(cardNumber.slice(-1)) + 1) % 10}`;
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', {
      cardNumber: badCard,
      dateOfBirth,
      amountCents: 50_000,
    });
    expect(response.json().errors).toEqual({ cardNumber: 'validation.cardNumber.invalid' });
    const noAmount = await api.client({ locale: 'en-CA' }).post('/api/financing/lookup', { cardNumber, dateOfBirth });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors).toEqual({ amountCents: 'validation.required' });
  });

  it.each(['en-AU', 'en-NZ'])('is not available in %s', async (locale) => {
    const { cardNumber, dateOfBirth } = account('active');
    for (const [url, body] of [
      ['/api/financing/lookup', { cardNumber, dateOfBirth, amountCents: 50_000 }],
      ['/api/financing/applications', { cardNumber, dateOfBirth, amountCents: 50_000, planId: 'monthly-12' }],
    ] as const) {
      const response = await api.client({ locale }).post(url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_AVAILABLE_IN_MARKET' });
    }
    const badInput = await api.client({ locale }).post('/api/financing/lookup', {});
    expect(badInput.statusCode).toBe(400);
  });
});

describe('POST /api/financing/applications', () => {
  it('approves a plan for an amount, keeps only the last 4 digits, and the approval is used once', async () => {
    const { cardNumber, dateOfBirth } = account('active', 200_000);
    const response = await api.client({ locale: 'en-CA' }).post('/api/financing/applications', {
      cardNumber,
      dateOfBirth,
      planId: 'monthly-24',
      amountCents: 180_000,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      approvalId: expect.stringMatching(/^fa_[A-Za-z0-9_-]{22}$/),
      plan: { id: 'monthly-24', termMonths: 24, promotionalInterestPercent: 9.99 },
      amountCents: 180_000,
      currency: 'CAD',
      cardLast4: cardNumber.slice(-4),
    });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const stored = await api.db
      .selectFrom('financing_approvals')
      .selectAll()
      .where('id', '=', body.approvalId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(cardNumber);
    expect(stored.card_last4).toBe(cardNumber.slice(-4));

    expect(await consumeFinancingApproval(api.db, body.approvalId, 180_000, 'CAD')).not.toBeNull();
    expect(await consumeFinancingApproval(api.db, body.approvalId, 180_000, 'CAD')).toBeNull();
  });

  it('refuses an inactive account, a plan not offered for the amount, and an amount over the limit', async () => {
    const inactive = account('inactive');
    const active = account('active');
    const client = api.client({ locale: 'en-CA' });
    const inactiveAnswer = await client.post('/api/financing/applications', {
      cardNumber: inactive.cardNumber,
      dateOfBirth: inactive.dateOfBirth,
      planId: 'monthly-12',
      amountCents: 50_000,
    });
    expect(inactiveAnswer.statusCode).toBe(409);
    expect(inactiveAnswer.json().code).toBe('FINANCING_ACCOUNT_INACTIVE');
    const tooSmall = await client.post('/api/financing/applications', {
      cardNumber: active.cardNumber,
      dateOfBirth: active.dateOfBirth,
      planId: 'monthly-48',
      amountCents: 50_000,
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().code).toBe('FINANCING_PLAN_UNAVAILABLE');
    const overLimit = await client.post('/api/financing/applications', {
      cardNumber: active.cardNumber,
      dateOfBirth: active.dateOfBirth,
      planId: 'monthly-12',
      amountCents: active.limit + 100,
    });
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().code).toBe('FINANCING_CREDIT_LIMIT_EXCEEDED');
  });
});
