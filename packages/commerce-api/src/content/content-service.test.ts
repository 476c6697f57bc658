import {
  buildEntry,
  createContentStandin,
  linkTo,
  writeContentDir,
  type ContentStandin,
} from '@storefront/standin-content';
import { loadConfig } from '../config';
import { CONTENT_CACHE_TTL_MS, CONTENT_FAILURE_TTL_MS } from './content-cache';
import { plainText } from './content-rich-text';
import { alertVariant, createContentService, integerPreference, type ContentLogger } from './content-service';

let standin: ContentStandin;
let host: string;

function recordingLogger(): ContentLogger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (_details, message) => void messages.push(message) };
}

function serviceFor(options: { host?: string; token?: string; now?: () => number } = {}) {
  const logger = recordingLogger();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      CONTENTFUL_HOST: options.host ?? host,
      ...(options.token ? { CONTENTFUL_ACCESS_TOKEN: options.token } : {}),
    },
    'memory://',
  );
  return { logger, service: createContentService(config, { logger, ...(options.now ? { now: options.now } : {}) }) };
}

beforeAll(async () => {
  standin = await createContentStandin({ watch: false });
  ({ host } = await standin.listen({ port: 0 }));
});
beforeEach(() => standin.clearRequests());
afterAll(() => standin.close());

describe('preference parsing', () => {
  it('turns what editors type into whole days, with the SPEC defaults for empty or non-numeric values', () => {
    expect(integerPreference('3', 3)).toBe(3);
    expect(integerPreference(' 5 ', 3)).toBe(5);
    expect(integerPreference(2, 1)).toBe(2);
    expect(integerPreference(0, 1)).toBe(0);
    for (const unusable of ['', '   ', 'soon', '2.5', '-1', '3 days', 2.5, -1, Number.NaN, null, undefined, true]) {
      expect(integerPreference(unusable, 3)).toBe(3);
    }
  });

  it('maps the supporting-data value to the alert variant', () => {
    expect(alertVariant('criticalAlerts')).toBe('error');
    expect(alertVariant('warningAlerts')).toBe('warning');
    expect(alertVariant('informationAlerts')).toBe('info');
    expect(alertVariant('promotionAlerts')).toBe('default');
    expect(alertVariant(undefined)).toBe('default');
  });
});

describe('createContentService against the stand-in and the repository content', () => {
  it('asks for the three preference types in one query, as SPEC §7 has it', async () => {
    const { service } = serviceFor();
    await service.sitePreferences('en-AU');
    expect(standin.requests).toEqual([
      {
        method: 'GET',
        path: '/spaces/storefront/environments/master/entries',
        query:
          'sys.contentType.sys.id%5Bin%5D=sitePreferences%2CpdpPreferences%2CcartPreferences&locale=en-AU&include=10&order=-sys.updatedAt',
      },
    ]);
  });

  it('reads the newest published site preferences with their linked panels, promotion and categories', async () => {
    const { service, logger } = serviceFor();
    const site = await service.sitePreferences('en-AU');
    expect(site).toMatchObject({
      standardDispatchTime: 1,
      resizeEngravingDelayTime: 3,
      signupCouponCode: 'WELCOME',
      productPromotion: { id: 'promotion-complimentary-engraving', cta: { url: '/wedding-bands' } },
      signUpPanel: { title: 'Create your account', cta: { url: '/my-account/register' } },
    });
    expect(site.brillianceBanner?.image?.url).toBe(`http://${host}/assets-files/banners/brilliance.svg`);
    expect(site.topCategories?.references.map((reference) => reference.slug)).toEqual([
      'engagement-rings',
      'wedding-bands',
      'earrings',
      'necklaces-pendants',
      'bracelets',
      'watches',
    ]);
    expect(site.topCategories?.cards[0]).toMatchObject({
      title: 'Engagement rings',
      url: '/engagement-rings',
      image: { width: 480, height: 600 },
    });
    expect(logger.messages).toEqual([]);
  });

  it('answers each market in its language, with per-market values and fallbacks', async () => {
    const { service } = serviceFor();
    const french = await service.sitePreferences('fr-CA');
    expect(french.signUpPanel?.title).toBe('Créez votre compte');
    expect(french.resizeEngravingDelayTime).toBe(4); // fr-CA falls back to en-CA's value
    expect((await service.sitePreferences('en-NZ')).standardDispatchTime).toBe(2);
    expect((await service.sitePreferences('en-NZ')).brillianceBanner?.title).toBe(
      'Join Brilliance, our rewards programme',
    );
    expect((await service.pdpPreferences('fr-CA')).pcpLink).toBe('/professional-care-plan');
  });

  it('reads the cart preferences with alert variants from supporting data, and the tax tooltip in Canada only', async () => {
    const { service } = serviceFor();
    const cart = await service.cartPreferences('en-CA');
    expect(cart.informationAlertBar.map((alert) => [alert.id, alert.variant])).toEqual([
      ['alert-payment-maintenance', 'error'],
      ['alert-christmas-cutoff', 'warning'],
      ['alert-click-and-collect', 'info'],
      ['alert-aurora-collection', 'default'],
    ]);
    expect(cart.informationAlertBar[1]?.message).toMatch(/December 15/);
    expect(cart.salesTaxTooltip).toMatch(/GST\/HST/);
    expect(cart.orderInformationAccordion).toHaveLength(4);
    expect(cart.brazeContent).toEqual({
      placementId: 'cart_offers',
      cardCategory: 'offer',
      enabled: true,
      maxCards: 2,
    });
    expect((await service.cartPreferences('fr-CA')).salesTaxTooltip).toMatch(/TPS\/TVH/);
    expect((await service.cartPreferences('en-AU')).salesTaxTooltip).toBeNull();
  });

  it('serves repeated reads from its cache until the TTL of 259200 s passes', async () => {
    let now = 1_000_000;
    const { service } = serviceFor({ now: () => now });
    await service.sitePreferences('en-AU');
    await service.cartPreferences('en-AU');
    await service.pdpPreferences('en-AU');
    expect(standin.requests).toHaveLength(1);
    await service.sitePreferences('fr-CA');
    expect(standin.requests).toHaveLength(2);
    now += CONTENT_CACHE_TTL_MS - 1;
    await service.sitePreferences('en-AU');
    expect(standin.requests).toHaveLength(2);
    now += 2;
    await service.sitePreferences('en-AU');
    expect(standin.requests).toHaveLength(3);
  });

  it('shares one request between concurrent reads', async () => {
    const { service } = serviceFor();
    await Promise.all([
      service.sitePreferences('en-AU'),
      service.cartPreferences('en-AU'),
      service.page('home', 'en-AU'),
    ]);
    await Promise.all([service.page('home', 'en-AU'), service.page('home', 'en-AU')]);
    expect(standin.requests).toHaveLength(2);
  });

  it('purges exactly the answers built from a purged entry or asset', async () => {
    const { service } = serviceFor();
    await service.sitePreferences('en-AU');
    await service.page('customer-service/returns', 'en-AU');
    service.purge(['some-other-entry']);
    await service.sitePreferences('en-AU');
    await service.page('customer-service/returns', 'en-AU');
    expect(standin.requests).toHaveLength(2);
    service.purge(['asset-category-watches']); // an asset three links deep in the site preferences
    await service.sitePreferences('en-AU');
    await service.page('customer-service/returns', 'en-AU');
    expect(standin.requests).toHaveLength(3);
  });

  it('falls back to the defaults when the content service refuses, logs it, and retries after a short while', async () => {
    let now = 5_000_000;
    const { service, logger } = serviceFor({ token: 'revoked-token', now: () => now });
    expect(await service.sitePreferences('en-AU')).toMatchObject({
      standardDispatchTime: 1,
      resizeEngravingDelayTime: 3,
      signupCouponCode: null,
      topCategories: null,
    });
    expect(await service.cartPreferences('en-AU')).toMatchObject({ informationAlertBar: [], salesTaxTooltip: null });
    expect(logger.messages).toEqual(['content service unavailable: using default preferences']);
    expect(standin.requests).toHaveLength(1);
    now += CONTENT_FAILURE_TTL_MS + 1;
    await service.sitePreferences('en-AU');
    expect(standin.requests).toHaveLength(2);
    await expect(service.page('home', 'en-AU')).rejects.toMatchObject({ name: 'ContentUnavailableError' });
    expect(await service.findPage('home', 'en-AU')).toBeNull();
  });

  it('falls back to the defaults when nothing listens at the configured host', async () => {
    const closed = await createContentStandin({ watch: false });
    const { host: gone } = await closed.listen({ port: 0 });
    await closed.close();
    const { service, logger } = serviceFor({ host: gone });
    expect((await service.sitePreferences('en-AU')).resizeEngravingDelayTime).toBe(3);
    expect(logger.messages).toHaveLength(1);
  });

  it('refuses a host with a scheme, which the client would silently send to cdn.contentful.com', () => {
    expect(() => serviceFor({ host: 'http://127.0.0.1:4040' })).toThrow(/without a scheme/);
  });

  it('reads pages, nested slugs included, and knows which do not exist', async () => {
    const { service } = serviceFor();
    const delivery = await service.page('customer-service/delivery', 'en-NZ');
    expect(delivery).toMatchObject({ id: 'page-delivery', slug: 'customer-service/delivery', title: 'Delivery' });
    expect(plainText(delivery?.sections[0]?.body ?? null)).toMatch(/Premium: 1 to 3 business days, \$15\./);
    expect(delivery?.sections[2]?.items[0]).toMatchObject({
      kind: 'question',
      title: expect.stringMatching(/sign/),
      body: expect.stringMatching(/^Yes\. Every parcel is insured/),
      answer: { nodeType: 'document' },
    });
    const home = await service.home('fr-CA');
    // The home page: its hero, and the services its cards lead to (categories and articles come from elsewhere).
    expect(home?.sections.map((section) => section.variant)).toEqual(['hero', 'cards']);
    expect(home?.sections[1]?.items[0]).toMatchObject({
      kind: 'card',
      url: '/articles/lifetime-diamond-warranty',
      title: 'Garantie à vie sur les diamants',
    });
    expect(await service.page('customer-service/nothing-here', 'en-AU')).toBeNull();
    expect(await service.findPage('brilliance-terms', 'en-CA')).toEqual({
      id: 'page-brilliance-terms',
      slug: 'brilliance-terms',
    });
  });
});

describe('createContentService with content an editor got wrong', () => {
  const content = writeContentDir({
    entries: [
      buildEntry('site', 'sitePreferences', {
        standardDispatchTime: { 'en-AU': '', 'en-CA': 'next week' },
        resizeEngravingDelayTime: { 'en-AU': 'soon', 'en-CA': 2.5 },
        signupCouponCode: '   ',
        signUpPanel: linkTo('Entry', 'panel-without-title'),
        quickSignUp: linkTo('Entry', 'missing-panel'),
      }),
      buildEntry('panel-without-title', 'panel', { body: 'No title' }),
      buildEntry('cart', 'cartPreferences', {
        informationAlertBar: [linkTo('Entry', 'alert-ok'), linkTo('Entry', 'alert-empty'), linkTo('Entry', 'gone')],
      }),
      buildEntry('alert-ok', 'alert', { message: 'Fine', alertType: linkTo('Entry', 'unpublished-data') }),
      buildEntry('alert-empty', 'alert', { linkLabel: 'Missing message' }),
      buildEntry('unpublished-data', 'supportingData', { value: 'criticalAlerts' }, { draft: true }),
    ],
  });
  let local: ContentStandin;
  let localHost: string;
  beforeAll(async () => {
    local = await createContentStandin({ contentDir: content.dir, watch: false });
    ({ host: localHost } = await local.listen({ port: 0 }));
  });
  afterAll(async () => {
    await local.close();
    content.remove();
  });

  it('uses the defaults for empty and non-numeric days, and drops malformed pieces with a log line', async () => {
    const { service, logger } = serviceFor({ host: localHost });
    expect(await service.sitePreferences('en-AU')).toMatchObject({
      standardDispatchTime: 1,
      resizeEngravingDelayTime: 3,
      signupCouponCode: null,
      signUpPanel: null,
      quickSignUp: null,
    });
    expect(await service.sitePreferences('en-CA')).toMatchObject({
      standardDispatchTime: 1,
      resizeEngravingDelayTime: 3,
    });
    const cart = await service.cartPreferences('en-AU');
    expect(cart.informationAlertBar).toEqual([{ id: 'alert-ok', message: 'Fine', variant: 'default', link: null }]);
    expect(cart.orderInformationAccordion).toEqual([]);
    expect(logger.messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content dropped: panel panel-without-title/),
        expect.stringMatching(/^content dropped: alert alert-empty/),
      ]),
    );
    expect((await service.pdpPreferences('en-AU')).pcpLink).toBeNull();
  });
});
