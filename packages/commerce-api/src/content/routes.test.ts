import { createContentStandin, type ContentStandin } from '@storefront/standin-content';
import { contentPageAnswerSchema, sitePreferencesAnswerSchema } from '@storefront/api-schemas';
import { loadConfig } from '../config';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { createContentService, type ContentLogger } from './content-service';
import { WEBHOOK_SECRET_HEADER } from './routes';

const SECRET = 'test-webhook-secret-0123456789';
const quiet: ContentLogger = { warn: () => undefined };
let standin: ContentStandin;
let api: TestApi;
let standinHost: string;

function contentService(host: string, token?: string) {
  const env = { NODE_ENV: 'test', CONTENTFUL_HOST: host, ...(token ? { CONTENTFUL_ACCESS_TOKEN: token } : {}) };
  return createContentService(loadConfig(env, 'memory://'), { logger: quiet });
}

beforeAll(async () => {
  standin = await createContentStandin({ watch: false });
  ({ host: standinHost } = await standin.listen({ port: 0 }));
  api = await createTestApi({ content: contentService(standinHost), env: { CONTENTFUL_WEBHOOK_SECRET: SECRET } });
}, 30_000);
afterAll(async () => {
  await api.close();
  await standin.close();
});

describe('GET /api/content/*-preferences', () => {
  it('answers the locale’s preferences, cacheable by shared caches', async () => {
    const response = await api.client({ locale: 'fr-CA' }).get('/api/content/site-preferences');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(response.headers.vary).toMatch(/x-storefront-locale/);
    expect(expectAnswer(response, sitePreferencesAnswerSchema)).toMatchObject({
      standardDispatchTime: 1,
      resizeEngravingDelayTime: 4,
      signupCouponCode: 'WELCOME',
      signUpPanel: { title: 'Créez votre compte' },
    });
    const cart = await api.client({ locale: 'en-NZ' }).get('/api/content/cart-preferences');
    expect(cart.json().informationAlertBar.map((alert: { variant: string }) => alert.variant)).toEqual([
      'error',
      'warning',
      'info',
      'default',
    ]);
    const pdp = await api.client().get('/api/content/pdp-preferences');
    expect(pdp.json()).toMatchObject({
      pcpLink: '/professional-care-plan',
      ringSizeGuide: { url: '/ring-size-guide' },
    });
  });
});

describe('GET /api/content/pages/*', () => {
  it('answers a page by a slug with slashes, and CONTENT_NOT_FOUND for anything else', async () => {
    const shopper = api.client({ locale: 'en-CA' });
    const delivery = await shopper.get('/api/content/pages/customer-service/delivery');
    const page = expectAnswer(delivery, contentPageAnswerSchema);
    expect(delivery.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(page).toMatchObject({ slug: 'customer-service/delivery', title: 'Delivery' });
    expect(JSON.stringify(page.sections[0]?.body)).toContain('1 to 3 business days, $19.95.');
    const home = expectAnswer(await shopper.get('/api/content/pages/home'), contentPageAnswerSchema);
    expect(home.sections[0]?.variant).toBe('hero');
    expect((await shopper.get('/api/content/pages/')).statusCode).toBe(404);
    for (const path of ['customer-service/nothing', 'Customer-Service/Delivery', 'a//b', '..%2Fsecret']) {
      const response = await shopper.get(`/api/content/pages/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
  });
});

describe('a content page’s rich text', () => {
  it('answers embedded entries and assets and linked pages as what the page shows, in the shopper’s language', async () => {
    const shopper = api.client({ locale: 'fr-CA' });
    const faqs = expectAnswer(await shopper.get('/api/content/pages/customer-service/faqs'), contentPageAnswerSchema);
    expect(faqs.title).toBe('Foire aux questions');
    const intro = JSON.stringify(faqs.sections[0]?.body);
    expect(intro).toContain('"uri":"/customer-service/contact-us"');
    expect(intro).toContain('Écrivez-nous');
    const resizing = faqs.sections.flatMap((section) => section.items).find((item) => item.id === 'faq-resizing');
    expect(resizing).toMatchObject({ kind: 'question', title: 'Ma bague peut-elle être ajustée?' });
    expect(JSON.stringify(resizing?.answer)).toContain(
      '"target":{"kind":"link","id":"page-ring-size-guide","title":"Guide des tailles de bague","url":"/ring-size-guide"}',
    );

    const guide = expectAnswer(await shopper.get('/api/content/pages/ring-size-guide'), contentPageAnswerSchema);
    const chart = guide.sections[0]?.body?.content;
    expect(chart?.[1]).toMatchObject({
      nodeType: 'embedded-asset-block',
      data: { target: { kind: 'image', id: 'asset-ring-sizes', image: { url: expect.stringMatching(/^http:\/\//) } } },
    });
    expect(JSON.stringify(chart?.[2])).toContain('Diamètre (mm)');
  });

  it('answers the connected pages of campaigns by their slug', async () => {
    const response = await api.client().get('/api/content/pages/connected/spring-sparkle');
    const page = expectAnswer(response, contentPageAnswerSchema);
    expect(page).toMatchObject({ slug: 'connected/spring-sparkle', title: 'Spring sparkle' });
    const embeds = page.sections[1]?.body?.content.filter((node) => node.nodeType === 'embedded-entry-block');
    expect(embeds?.map((node) => node.data.target)).toEqual([
      expect.objectContaining({ kind: 'promotion', id: 'promotion-complimentary-engraving', url: '/wedding-bands' }),
      expect.objectContaining({ kind: 'category', id: 'category-card-earrings', url: '/earrings' }),
    ]);
  });
});

describe('POST /api/content/webhook', () => {
  const payload = {
    sys: {
      id: 'panel-sign-up',
      type: 'Entry',
      contentType: { sys: { id: 'panel', type: 'Link', linkType: 'ContentType' } },
    },
    fields: { title: { 'en-AU': 'Create your account' } },
  };
  const send = (headers: Record<string, string>, body: unknown = payload) =>
    api.app.inject({
      method: 'POST',
      url: '/api/content/webhook',
      headers: { 'content-type': 'application/vnd.contentful.management.v1+json', ...headers },
      payload: JSON.stringify(body),
    });

  it('refuses a call without the shared secret, or with a wrong one, and purges nothing', async () => {
    await api.client().get('/api/content/site-preferences');
    standin.clearRequests();
    for (const headers of [
      {},
      { [WEBHOOK_SECRET_HEADER]: 'wrong' },
      { [WEBHOOK_SECRET_HEADER]: `${SECRET}x` },
    ] as Array<Record<string, string>>) {
      const response = await send(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_UNAUTHORIZED' });
    }
    await api.client().get('/api/content/site-preferences');
    expect(standin.requests).toHaveLength(0);
  });

  it('purges what the posted entry is part of, so the next read asks the content service again', async () => {
    await api.client().get('/api/content/site-preferences');
    await api.client().get('/api/content/pages/customer-service/returns');
    standin.clearRequests();
    const response = await send({ [WEBHOOK_SECRET_HEADER]: SECRET });
    expect(response.statusCode).toBe(204);
    await api.client().get('/api/content/site-preferences');
    await api.client().get('/api/content/pages/customer-service/returns');
    expect(standin.requests).toHaveLength(1);
    expect(standin.requests[0]?.query).toContain('sys.contentType.sys.id%5Bin%5D=sitePreferences');
  });

  it('serves a section an editor changed once its publication’s webhook arrives, the cached page until then', async () => {
    const path = '/api/content/pages/connected/bridal-appointments';
    const sectionTitle = async () => (await api.client().get(path)).json().sections[0].title;
    expect(await sectionTitle()).toBe('An hour just for the two of you');
    standin.publishEdit('section-bridal-text', { title: { 'en-AU': 'Two hours just for the two of you' } });
    try {
      expect(await sectionTitle()).toBe('An hour just for the two of you');
      const published = {
        sys: { id: 'section-bridal-text', type: 'Entry', contentType: { sys: { id: 'pageSection' } } },
      };
      expect((await send({ [WEBHOOK_SECRET_HEADER]: SECRET }, published)).statusCode).toBe(204);
      expect(await sectionTitle()).toBe('Two hours just for the two of you');
    } finally {
      standin.undoEdits();
    }
  });

  it('refuses a payload without an entry id', async () => {
    const response = await send({ [WEBHOOK_SECRET_HEADER]: SECRET }, { sys: { type: 'Entry' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('when the content service is down', () => {
  it('keeps preferences on their defaults and answers pages with CONTENT_UNAVAILABLE', async () => {
    const down = await createTestApi({ content: contentService(standinHost, 'revoked-token') });
    try {
      const site = await down.client().get('/api/content/site-preferences');
      expect(site.statusCode).toBe(200);
      expect(site.json()).toMatchObject({ standardDispatchTime: 1, resizeEngravingDelayTime: 3, topCategories: null });
      const page = await down.client().get('/api/content/pages/home');
      expect(page.statusCode).toBe(503);
      expect(page.json()).toMatchObject({ code: 'CONTENT_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  }, 30_000);
});
