import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('POST /api/newsletter', () => {
  it('stores the sign-up once and sends one confirmation in the shopper’s language', async () => {
    const shopper = api.client({ locale: 'fr-CA' });
    const first = await shopper.post('/api/newsletter', { email: 'Amelie@example.ca' });
    const again = await shopper.post('/api/newsletter', { email: 'amelie@example.ca' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await api.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', 'amelie@example.ca')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ market: 'CA', locale: 'fr-CA' });
    const mail = await api.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'Amelie@example.ca')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Votre inscription est confirmée');
  });

  it('answers a bad e-mail with the shared message id', async () => {
    const response = await api.client().post('/api/newsletter', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: expect.stringMatching(/^validation\./) },
    });
  });
});
