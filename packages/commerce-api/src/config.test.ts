import { CONTENT_STANDIN_DEFAULTS } from '@storefront/standin-content';
import { STANDIN_SECRET_KEY } from '@storefront/standin-payments';
import {
  ConfigError,
  loadConfig,
  MIN_SECRET_LENGTH,
  PUBLISHED_DEVELOPMENT_VALUES,
  startupWarning,
  type ApiConfig,
} from './config';

/** What `NODE_ENV=production` needs to start: nothing more. */
const production: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  API_SECRET: 'k7R2pX9vQ4mW8zL1nB6cF3hJ5tY0sD2g',
  PAYMENT_PROVIDER_URL: 'https://api.payments.example.com',
  PAYMENT_PROVIDER_SECRET_KEY: 'sk_live_51HxYzExample',
  ALLOWED_ORIGINS: 'https://www.example-jewellers.com.au,https://www.example-jewellers.ca',
  PUBLIC_ORIGIN: 'https://www.example-jewellers.com.au',
};

const load = (env: NodeJS.ProcessEnv): ApiConfig => loadConfig(env, '/data');

/** The problems a configuration is refused for (none when it loads). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const publishedValues = Object.values(PUBLISHED_DEVELOPMENT_VALUES);

describe('production', () => {
  it('starts with its own secrets, the market origins and nothing of development', () => {
    const config = load(production);
    expect(config).toMatchObject({
      production: true,
      devEndpoints: false,
      devClock: false,
      sameSiteHostSuffixes: [],
      secureCookies: true,
      trustedProxies: ['loopback'],
      developmentFallbacks: [],
      allowedOrigins: ['https://www.example-jewellers.com.au', 'https://www.example-jewellers.ca'],
    });
    expect(config.contentful.webhookSecret).toBeUndefined();
    expect(startupWarning(config)).toBeUndefined();
  });

  it('refuses to start without its secrets and origins, naming every problem in one error', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^API_SECRET is not set/),
      expect.stringMatching(/^PAYMENT_PROVIDER_SECRET_KEY is not set/),
      expect.stringMatching(/^PAYMENT_PROVIDER_URL is not set/),
      expect.stringMatching(/^ALLOWED_ORIGINS is not set/),
      expect.stringMatching(/^PUBLIC_ORIGIN is not set/),
    ]);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /cannot start with this configuration:\n {2}- API_SECRET is not set.*\n {2}- PAYMENT_PROVIDER_SECRET_KEY/s,
    );
  });

  it.each(['API_SECRET', 'PAYMENT_PROVIDER_SECRET_KEY', 'PAYMENT_PROVIDER_URL', 'ALLOWED_ORIGINS', 'PUBLIC_ORIGIN'])(
    'refuses to start without %s',
    (name) => {
      expect(problemsOf({ ...production, [name]: undefined })).toEqual([expect.stringContaining(`${name} is not set`)]);
      expect(problemsOf({ ...production, [name]: '  ' })).toEqual([expect.stringContaining(`${name} is not set`)]);
    },
  );

  describe.each(['API_SECRET', 'PAYMENT_PROVIDER_SECRET_KEY', 'CONTENTFUL_WEBHOOK_SECRET'])('%s', (name) => {
    it.each(publishedValues)('refuses the published development value %s', (value) => {
      expect(problemsOf({ ...production, [name]: value })).toContain(
        `${name} is a development value published in this repository`,
      );
    });
  });

  it(`refuses an API_SECRET shorter than ${MIN_SECRET_LENGTH} characters`, () => {
    expect(problemsOf({ ...production, API_SECRET: 'x'.repeat(MIN_SECRET_LENGTH - 1) })).toEqual([
      `API_SECRET is ${MIN_SECRET_LENGTH - 1} characters; at least ${MIN_SECRET_LENGTH} are needed`,
    ]);
    expect(problemsOf({ ...production, API_SECRET: 'x'.repeat(MIN_SECRET_LENGTH) })).toEqual([]);
  });

  it('refuses development endpoints', () => {
    expect(problemsOf({ ...production, DEV_ENDPOINTS: 'true' })).toEqual([
      expect.stringMatching(/^DEV_ENDPOINTS=true: development endpoints .* never on in production/),
    ]);
    expect(load({ ...production, DEV_ENDPOINTS: 'false' }).devEndpoints).toBe(false);
  });

  it('refuses the development clock', () => {
    expect(problemsOf({ ...production, DEV_CLOCK: 'true' })).toEqual([
      'DEV_CLOCK=true: the development clock (dates from a cookie) is never on in production',
    ]);
    expect(problemsOf({ ...production, DEV_ENDPOINTS: 'true', DEV_CLOCK: 'true' })).toHaveLength(2);
    expect(load({ ...production, DEV_CLOCK: 'false' }).devClock).toBe(false);
  });

  it('needs a Contentful token of its own, over https, when the content service is the real Contentful', () => {
    const contentful = { ...production, CONTENTFUL_HOST: 'cdn.contentful.com', CONTENTFUL_SPACE: 'abc123' };
    expect(problemsOf(contentful)).toEqual([expect.stringMatching(/^CONTENTFUL_ACCESS_TOKEN is not set/)]);
    expect(
      problemsOf({ ...contentful, CONTENTFUL_ACCESS_TOKEN: PUBLISHED_DEVELOPMENT_VALUES.CONTENTFUL_ACCESS_TOKEN }),
    ).toEqual(['CONTENTFUL_ACCESS_TOKEN is a development value published in this repository']);
    const configured = { ...contentful, CONTENTFUL_ACCESS_TOKEN: 'cda-real-token' };
    expect(load(configured).contentful).toMatchObject({ accessToken: 'cda-real-token', insecure: false });
    expect(problemsOf({ ...configured, CONTENTFUL_INSECURE: 'true' })).toEqual([
      expect.stringMatching(/^CONTENTFUL_INSECURE=true would send the Contentful token over plain http/),
    ]);
  });

  it('keeps the content webhook off without CONTENTFUL_WEBHOOK_SECRET, and takes one of its own', () => {
    expect(load(production).contentful.webhookSecret).toBeUndefined();
    expect(load({ ...production, CONTENTFUL_WEBHOOK_SECRET: 'whsec-0f9e8d7c' }).contentful.webhookSecret).toBe(
      'whsec-0f9e8d7c',
    );
  });

  it('accepts writes only from https market origins: no same-site hosts, no plain http', () => {
    expect(problemsOf({ ...production, SAME_SITE_HOSTS: 'localhost' })).toEqual([
      expect.stringMatching(/^SAME_SITE_HOSTS is for development/),
    ]);
    expect(problemsOf({ ...production, ALLOWED_ORIGINS: 'http://www.example-jewellers.com.au' })).toEqual([
      expect.stringMatching(/^ALLOWED_ORIGINS: "http:\/\/www.example-jewellers.com.au" is not https/),
    ]);
    expect(problemsOf({ ...production, PUBLIC_ORIGIN: 'http://localhost:8080' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN: "http:\/\/localhost:8080" is not https/),
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      ...production,
      API_SECRET: PUBLISHED_DEVELOPMENT_VALUES.API_SECRET,
      PAYMENT_PROVIDER_SECRET_KEY: STANDIN_SECRET_KEY,
      DEV_ENDPOINTS: 'true',
      SAME_SITE_HOSTS: 'localhost',
      TRUSTED_PROXIES: 'everyone',
    });
    expect(problems).toEqual([
      'API_SECRET is a development value published in this repository',
      'PAYMENT_PROVIDER_SECRET_KEY is a development value published in this repository',
      expect.stringMatching(/^DEV_ENDPOINTS=true/),
      expect.stringMatching(/^SAME_SITE_HOSTS is for development/),
      expect.stringMatching(/^TRUSTED_PROXIES: "everyone"/),
    ]);
  });
});

describe('outside production', () => {
  it('fills in the published development values and says so in one warning', () => {
    const config = load({ NODE_ENV: 'development', DEV_ENDPOINTS: 'true' });
    expect(config).toMatchObject({
      production: false,
      secret: PUBLISHED_DEVELOPMENT_VALUES.API_SECRET,
      paymentProviderSecretKey: PUBLISHED_DEVELOPMENT_VALUES.PAYMENT_PROVIDER_SECRET_KEY,
      sameSiteHostSuffixes: ['localhost', '127.0.0.1'],
      secureCookies: false,
      developmentFallbacks: ['API_SECRET', 'PAYMENT_PROVIDER_SECRET_KEY', 'CONTENTFUL_WEBHOOK_SECRET'],
    });
    expect(config.contentful.webhookSecret).toBe(PUBLISHED_DEVELOPMENT_VALUES.CONTENTFUL_WEBHOOK_SECRET);
    const warning = startupWarning(config);
    expect(warning).toMatch(
      /^Development configuration: API_SECRET, PAYMENT_PROVIDER_SECRET_KEY and CONTENTFUL_WEBHOOK_SECRET are development values published in this repository; development endpoints are on \(GET \/api\/dev\/outbox/,
    );
    expect(warning).toContain('NODE_ENV=production refuses to start like this');
  });

  it('warns about a published value given explicitly too, and not at all with secrets of its own', () => {
    const explicit = load({
      API_SECRET: PUBLISHED_DEVELOPMENT_VALUES.API_SECRET,
      PAYMENT_PROVIDER_SECRET_KEY: 'sk_x',
      CONTENTFUL_WEBHOOK_SECRET: 'w',
    });
    expect(startupWarning(explicit)).toMatch(/^Development configuration: API_SECRET is a development value published/);
    const own = load({ API_SECRET: 'a', PAYMENT_PROVIDER_SECRET_KEY: 'b', CONTENTFUL_WEBHOOK_SECRET: 'c' });
    expect(own.developmentFallbacks).toEqual([]);
    expect(startupWarning(own)).toBeUndefined();
  });

  it('has development endpoints off unless DEV_ENDPOINTS=true', () => {
    expect(load({}).devEndpoints).toBe(false);
    expect(load({ NODE_ENV: 'development' }).devEndpoints).toBe(false);
    expect(load({ DEV_ENDPOINTS: 'false' }).devEndpoints).toBe(false);
    expect(load({ DEV_ENDPOINTS: 'true' }).devEndpoints).toBe(true);
    expect(problemsOf({ DEV_ENDPOINTS: '1' })).toEqual(['DEV_ENDPOINTS must be true or false, not "1"']);
  });

  it('has the development clock off unless DEV_CLOCK=true, and says so when it is on', () => {
    expect(load({}).devClock).toBe(false);
    expect(load({ NODE_ENV: 'development' }).devClock).toBe(false);
    const on = load({
      DEV_CLOCK: 'true',
      API_SECRET: 'a',
      PAYMENT_PROVIDER_SECRET_KEY: 'b',
      CONTENTFUL_WEBHOOK_SECRET: 'c',
    });
    expect(on.devClock).toBe(true);
    expect(startupWarning(on)).toMatch(
      /^Development configuration: the development clock is on \(a storefront_dev_clock cookie/,
    );
    expect(problemsOf({ DEV_CLOCK: 'yes' })).toEqual(['DEV_CLOCK must be true or false, not "yes"']);
  });

  it('refuses what it cannot read, in any environment', () => {
    expect(problemsOf({ SECURE_COOKIES: 'yes', ALLOWED_ORIGINS: 'https://shop.example/', API_PORT: 'http' })).toEqual([
      'ALLOWED_ORIGINS: "https://shop.example/" is not an origin (scheme://host[:port])',
      'API_PORT must be a port number, not "http"',
      'SECURE_COOKIES must be true or false, not "yes"',
    ]);
  });
});

describe('proxies and cookies', () => {
  it('trusts the edge on loopback by default, a configured list, or nobody', () => {
    expect(load({}).trustedProxies).toEqual(['loopback']);
    expect(load({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).trustedProxies).toEqual(['loopback', '10.0.0.0/8']);
    expect(load({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(problemsOf({ TRUSTED_PROXIES: 'everyone' })).toEqual([
      expect.stringMatching(/^TRUSTED_PROXIES: "everyone"/),
    ]);
  });

  it('makes cookies always Secure in production or with SECURE_COOKIES=true, else by the request', () => {
    expect(load(production).secureCookies).toBe(true);
    expect(load({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(load({}).secureCookies).toBe(false);
  });
});

describe('the published development values', () => {
  it('are the stand-ins’ own keys, so production refuses them whatever they are given to', () => {
    expect(publishedValues).toContain(STANDIN_SECRET_KEY);
    expect(publishedValues).toContain(CONTENT_STANDIN_DEFAULTS.accessToken);
  });
});
