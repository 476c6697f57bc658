import { createTestApi, PRODUCTION_ENV, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the outbox transport and GET /api/dev/outbox', () => {
  it('keeps a nodemailer-composed message and lists it by recipient and kind, newest first', async () => {
    await api.app.mailer.send({
      to: 'Reader@Example.com',
      subject: 'First',
      text: 'Plain body',
      html: '<p>Plain body</p>',
      kind: 'newsletter',
    });
    await api.app.mailer.send({ to: 'reader@example.com', subject: 'Second', text: 'Another', kind: 'activation' });
    const all = await api.client().get('/api/dev/outbox?to=reader@example.com');
    expect(all.statusCode).toBe(200);
    const { messages } = all.json() as { messages: Array<Record<string, unknown>> };
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    // Nodemailer normalises the domain of an address to lower case.
    expect(messages[1]).toMatchObject({
      to: 'Reader@example.com',
      text: 'Plain body',
      html: '<p>Plain body</p>',
      kind: 'newsletter',
    });
    const activation = await api.client().get('/api/dev/outbox?to=reader@example.com&kind=activation');
    expect((activation.json() as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('refuses an address nodemailer cannot parse', async () => {
    await expect(api.app.mailer.send({ to: '', subject: 'Nobody', text: 'x', kind: 'other' })).rejects.toThrow();
  });

  it('is not served when development endpoints are off', async () => {
    const production = await createTestApi({ env: { DEV_ENDPOINTS: 'false' } });
    try {
      expect((await production.client().get('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('is off unless DEV_ENDPOINTS=true turns it on, in any environment', async () => {
    for (const env of [{ DEV_ENDPOINTS: undefined }, { NODE_ENV: 'development', DEV_ENDPOINTS: undefined }]) {
      const started = await createTestApi({ env });
      try {
        expect((await started.client().get('/api/dev/outbox')).statusCode).toBe(404);
        expect(started.app.documentedRoutes.some((route) => route.url === '/dev/outbox')).toBe(false);
      } finally {
        await started.close();
      }
    }
  });

  it('is never served in production', async () => {
    const production = await createTestApi({ env: PRODUCTION_ENV });
    try {
      expect((await production.client().get('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
    await expect(createTestApi({ env: { ...PRODUCTION_ENV, DEV_ENDPOINTS: 'true' } })).rejects.toThrow(
      /DEV_ENDPOINTS=true/,
    );
  });
});
