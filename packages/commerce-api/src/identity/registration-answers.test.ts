import {
  acceptedAnswerSchema,
  orderHistoryAnswerSchema,
  registerAnswerSchema,
  registerConfirmAnswerSchema,
} from '@storefront/api-schemas';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { freshIp, linkTokenFor, outboxFor, registrationForm } from './identity-test-support';
import { useTestScryptCost } from './passwords';
import { DEMO_ACCOUNTS } from './seed';

jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  useTestScryptCost({ log2N: 14, r: 8, p: 1 });
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
  useTestScryptCost(null);
});

async function confirmFromOutbox(client: TestClient, email: string) {
  const { token } = await linkTokenFor(api, email, 'registration-confirmation');
  return client.post('/api/identity/register/confirm', { token });
}

/** A seeded guest order of Australia (no account), with its e-mail. */
async function guestOrder(skip = 0): Promise<{ number: string; email: string; id: string }> {
  return api.db
    .selectFrom('orders')
    .select(['number', 'email', 'id'])
    .where('customer_id', 'is', null)
    .where('market', '=', 'AU')
    .orderBy('number')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('account confirmation answer', () => {
  it('carries the welcome voucher’s code, the one e-mailed, with its $20 off $100 terms and 30-day expiry', async () => {
    const shopper = api.client();
    const email = 'voucher.code@example.com';
    expect((await shopper.post('/api/identity/register', registrationForm(email), freshIp())).statusCode).toBe(202);
    const confirmed = await confirmFromOutbox(shopper, email);
    expect(confirmed.statusCode).toBe(201);
    const answer = expectAnswer(confirmed, registerConfirmAnswerSchema, 201);
    const voucher = answer.welcomeVoucher!;
    expect(voucher).toMatchObject({ amountCents: 2000, minSpendCents: 10000, currency: 'AUD' });
    expect(voucher.code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    const days = (Date.parse(voucher.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [mail] = await outboxFor(api, email, 'welcome-voucher');
    expect(mail?.text).toContain(voucher.code);
  });
});

describe('registering from a guest order', () => {
  it('joins the order (and only once the e-mail is confirmed) to the new account when it was placed with that e-mail', async () => {
    const order = await guestOrder();
    const shopper = api.client();
    const registered = await shopper.post(
      '/api/identity/register',
      registrationForm(order.email, { order: order.number }),
      freshIp(),
    );
    expect(expectAnswer(registered, registerAnswerSchema, 202)).toEqual({ status: 'check_email' });
    const before = await api.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(before.customer_id).toBeNull();

    expect((await confirmFromOutbox(shopper, order.email)).statusCode).toBe(201);
    const history = expectAnswer(await shopper.get('/api/orders'), orderHistoryAnswerSchema);
    expect(history.orders.map((row) => row.number)).toContain(order.number);
    expect((await shopper.get(`/api/orders/${order.number}`)).statusCode).toBe(200);
  });

  it('leaves another shopper’s guest order alone: a number placed with a different e-mail is not joined', async () => {
    const order = await guestOrder(1);
    const shopper = api.client();
    const email = 'not.the.buyer@example.com';
    expect(order.email).not.toBe(email);
    const registered = await shopper.post(
      '/api/identity/register',
      registrationForm(email, { order: order.number }),
      freshIp(),
    );
    expect(registered.statusCode).toBe(202);
    expect((await confirmFromOutbox(shopper, email)).statusCode).toBe(201);
    const history = expectAnswer(await shopper.get('/api/orders'), orderHistoryAnswerSchema);
    expect(history.orders).toEqual([]);
    expect((await shopper.get(`/api/orders/${order.number}`)).statusCode).toBe(404);
    const after = await api.db
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.customer_id).toBeNull();
  });

  it('refuses an order number that is not one (12 digits, or 5 for WA receipts) on its field', async () => {
    const response = await api
      .client()
      .post('/api/identity/register', registrationForm('typo.order@example.com', { order: '12AB' }), freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { order: 'validation.orderNumber.invalid' } });
  });
});

describe('no account enumeration through register, forgot password or activation', () => {
  it('answers a new e-mail, an active member, an in-store account and a pending registration alike', async () => {
    const inStore = await api.db
      .selectFrom('customers')
      .select('email')
      .where('status', '=', 'awaiting_activation')
      .where('email', '!=', DEMO_ACCOUNTS.inStore)
      .orderBy('email')
      .executeTakeFirstOrThrow();
    const pending = 'pending.join@example.com';
    await api.client().post('/api/identity/register', registrationForm(pending), freshIp());
    const emails = ['nobody.here@example.com', DEMO_ACCOUNTS.nz, inStore.email, pending];

    const answers = [];
    for (const email of emails) {
      const register = await api.client().post('/api/identity/register', registrationForm(email), freshIp());
      const forgot = await api.client().post('/api/identity/password/forgot', { email }, freshIp());
      const resend = await api.client().post('/api/identity/activation/resend', { email }, freshIp());
      expectAnswer(register, registerAnswerSchema, 202);
      expectAnswer(forgot, acceptedAnswerSchema, 202);
      expectAnswer(resend, acceptedAnswerSchema, 202);
      answers.push(
        [register, forgot, resend].map((response) => ({
          status: response.statusCode,
          body: response.body,
          setsCookie: response.headers['set-cookie'] !== undefined,
        })),
      );
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('answers an unknown and a used confirmation or activation link alike', async () => {
    const email = 'used.link@example.com';
    await api.client().post('/api/identity/register', registrationForm(email), freshIp());
    const { token } = await linkTokenFor(api, email, 'registration-confirmation');
    expect((await api.client().post('/api/identity/register/confirm', { token })).statusCode).toBe(201);
    const password = { password: 'Brilliant7', confirmPassword: 'Brilliant7' };
    const outcomes = [];
    for (const candidate of [token, 'a'.repeat(43)]) {
      const confirm = await api.client().post('/api/identity/register/confirm', { token: candidate });
      const verify = await api.client().post('/api/identity/activation/verify', { token: candidate, ...password });
      outcomes.push([confirm, verify].map((response) => ({ status: response.statusCode, body: response.json() })));
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]![0]).toMatchObject({ status: 400, body: { code: 'ACTIVATION_TOKEN_INVALID' } });
  });
});
