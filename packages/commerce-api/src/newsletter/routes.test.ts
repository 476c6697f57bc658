import { acceptedAnswerSchema, newsletterConfirmAnswerSchema } from '@storefront/api-schemas';
import { freshIp, linkTokenFor, outboxFor } from '../identity/identity-test-support';
import { hashToken } from '../http/session';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

async function senderOf(to: string, kind: string): Promise<string | null | undefined> {
  const response = await api.client().get(`/api/dev/outbox?${new URLSearchParams({ to, kind }).toString()}`);
  return (response.json() as { messages: Array<{ from: string | null }> }).messages[0]?.from;
}

async function subscription(email: string) {
  return api.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

describe('POST /api/newsletter and /api/newsletter/confirm (double opt-in)', () => {
  it('keeps a sign-up pending until its e-mailed link confirms it, once', async () => {
    const shopper = api.client({ locale: 'en-NZ' });
    const response = await shopper.post('/api/newsletter', { email: 'Aroha@Example.nz', source: 'footer' }, freshIp());
    expectAnswer(response, acceptedAnswerSchema, 202);
    expect(await subscription('aroha@example.nz')).toMatchObject({
      market: 'NZ',
      locale: 'en-NZ',
      source: 'footer',
      status: 'pending',
      confirmed_at: null,
    });

    const { url, token } = await linkTokenFor(api, 'aroha@example.nz', 'newsletter-confirmation');
    expect(url.pathname).toBe('/newsletter/confirm');
    const stored = await api.db.selectFrom('newsletter_confirmations').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const confirmed = await shopper.post('/api/newsletter/confirm', { token });
    expectAnswer(confirmed, newsletterConfirmAnswerSchema);
    expect(await subscription('aroha@example.nz')).toMatchObject({ status: 'confirmed' });
    const [welcome] = await outboxFor(api, 'aroha@example.nz', 'newsletter-welcome');
    expect(welcome?.subject).toBe('You are on the list');

    const again = await shopper.post('/api/newsletter/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'NEWSLETTER_LINK_INVALID' });
    expect(await outboxFor(api, 'aroha@example.nz', 'newsletter-welcome')).toHaveLength(1);
  });

  it('writes to a French-Canadian shopper in French, from the French newsletter address, linking to the /fr page', async () => {
    await api.client({ locale: 'fr-CA' }).post('/api/newsletter', { email: 'amelie@example.ca' }, freshIp());
    const [message] = await outboxFor(api, 'amelie@example.ca', 'newsletter-confirmation');
    expect(message?.subject).toBe('Veuillez confirmer votre abonnement');
    expect(message?.text).toContain('Confirmer mon abonnement');
    expect(await senderOf('amelie@example.ca', 'newsletter-confirmation')).toBe('infolettre@example-jewellers.ca');
    const { url } = await linkTokenFor(api, 'amelie@example.ca', 'newsletter-confirmation');
    expect(url.pathname).toBe('/fr/newsletter/confirm');
    expect(await subscription('amelie@example.ca')).toMatchObject({ market: 'CA', locale: 'fr-CA', status: 'pending' });
  });

  it.each([
    ['en-AU', 'newsletter@example-jewellers.com.au'],
    ['en-CA', 'newsletter@example-jewellers.ca'],
    ['en-NZ', 'newsletter@example-jewellers.co.nz'],
  ])('sends %s sign-ups from the market’s newsletter address %s', async (locale, sender) => {
    const email = `sender.${locale.toLowerCase()}@example.com`;
    await api.client({ locale }).post('/api/newsletter', { email }, freshIp());
    expect(await senderOf(email, 'newsletter-confirmation')).toBe(sender);
    const { token } = await linkTokenFor(api, email, 'newsletter-confirmation');
    await api.client({ locale }).post('/api/newsletter/confirm', { token });
    expect(await senderOf(email, 'newsletter-welcome')).toBe(sender);
  });

  it('answers an address already confirmed exactly as a new one, and changes nothing', async () => {
    const email = 'already@example.com';
    const ip = freshIp();
    const first = await api.client().post('/api/newsletter', { email }, ip);
    const { token } = await linkTokenFor(api, email, 'newsletter-confirmation');
    await api.client().post('/api/newsletter/confirm', { token });
    const again = await api.client().post('/api/newsletter', { email: 'Already@example.com', source: 'article' }, ip);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await subscription(email)).toMatchObject({ status: 'confirmed', source: 'footer' });
    expect(await outboxFor(api, email, 'newsletter-confirmation')).toHaveLength(1);
    const [notice] = await outboxFor(api, email, 'newsletter-subscribed');
    expect(notice?.subject).toBe('You are already on our list');
  });

  it('makes only the newest link work when a pending address signs up again', async () => {
    const email = 'twice@example.com';
    await api.client().post('/api/newsletter', { email }, freshIp());
    const older = await linkTokenFor(api, email, 'newsletter-confirmation');
    await api.client().post('/api/newsletter', { email, source: 'newsletter-page' }, freshIp());
    const newer = await linkTokenFor(api, email, 'newsletter-confirmation');
    expect(newer.token).not.toBe(older.token);
    expect((await api.client().post('/api/newsletter/confirm', { token: older.token })).statusCode).toBe(400);
    expect((await api.client().post('/api/newsletter/confirm', { token: newer.token })).statusCode).toBe(200);
    expect(await subscription(email)).toMatchObject({ status: 'confirmed', source: 'newsletter-page' });
  });

  it('refuses an expired link and an unknown one', async () => {
    const email = 'late@example.com';
    await api.client().post('/api/newsletter', { email }, freshIp());
    const { token } = await linkTokenFor(api, email, 'newsletter-confirmation');
    await api.db
      .updateTable('newsletter_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    for (const tried of [token, 'no-such-link']) {
      const response = await api.client().post('/api/newsletter/confirm', { token: tried });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'NEWSLETTER_LINK_INVALID' });
    }
    expect(await subscription(email)).toMatchObject({ status: 'pending' });
  });

  it('answers a bad e-mail and an unknown source with the shared message ids', async () => {
    const bad = await api.client().post('/api/newsletter', { email: 'not-an-email' }, freshIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: 'validation.email.invalid' } });
    const source = await api.client().post('/api/newsletter', { email: 'a@example.com', source: 'popup' }, freshIp());
    expect(source.json()).toMatchObject({ errors: { source: 'validation.invalidValue' } });
  });

  it('throttles one IP after 10 sign-ups an hour, and one address after 5', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await api.client().post('/api/newsletter', { email: `ip${index}@example.com` }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);

    const perAddress: number[] = [];
    for (let index = 0; index < 6; index++) {
      perAddress.push(
        (await api.client().post('/api/newsletter', { email: 'flood@example.com' }, freshIp())).statusCode,
      );
    }
    expect(perAddress.slice(0, 5).every((status) => status === 202)).toBe(true);
    expect(perAddress[5]).toBe(429);
    expect(await outboxFor(api, 'flood@example.com', 'newsletter-confirmation')).toHaveLength(5);
  });
});
