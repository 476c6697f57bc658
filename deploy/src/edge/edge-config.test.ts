/** @jest-environment node */
import { selfSignedCertificate, type SelfSigned } from '../testing/self-signed';
import { readEdgeConfig } from './edge-config';

describe('edge configuration from the environment', () => {
  it('has local defaults', () => {
    const config = readEdgeConfig({});

    expect(config).toMatchObject({
      port: 8080,
      host: undefined,
      maintenance: false,
      apiUrl: undefined,
      integrations: [],
      logLevel: 'warn',
      production: false,
      trustedProxies: [],
      hstsMaxAge: 31536000,
      marketOrigins: { AU: 'http://au.localhost:8080', CA: 'http://ca.localhost:8080', NZ: 'http://nz.localhost:8080' },
    });
    expect(config.marketHosts['ca.localhost']).toBe('CA');
  });

  it('reads overrides, keeping default origins for markets not named', () => {
    const config = readEdgeConfig({
      PORT: '3000',
      MAINTENANCE: '1',
      API_URL: 'http://127.0.0.1:4000',
      MARKET_ORIGINS: JSON.stringify({ CA: 'https://www.example.ca' }),
      CSP_CONNECT_SRC: 'https://a.example https://b.example',
    });

    expect(config.port).toBe(3000);
    expect(config.maintenance).toBe(true);
    expect(config.apiUrl?.href).toBe('http://127.0.0.1:4000/');
    expect(config.marketOrigins).toEqual({
      AU: 'http://au.localhost:3000',
      CA: 'https://www.example.ca',
      NZ: 'http://nz.localhost:3000',
    });
    expect(config.csp.connectSrc).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ API_URL: 'not a url' }, /API_URL/],
    [{ MARKET_HOSTS: '{"shop.example": "UK"}' }, /MARKET_HOSTS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CSP_CONNECT_SRC: "https://x; script-src 'unsafe-eval'" }, /CSP_CONNECT_SRC/],
    [{ TRUSTED_PROXIES: '*' }, /^edge configuration: TRUSTED_PROXIES: "\*" is not/],
    [{ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' }, /TRUSTED_PROXIES/],
    [{ HSTS_MAX_AGE: '-1' }, /HSTS_MAX_AGE/],
    [{ HSTS_MAX_AGE: 'a year' }, /HSTS_MAX_AGE/],
  ])('fails loudly on a bad value: %p', (env, message) => {
    expect(() => readEdgeConfig(env)).toThrow(message);
  });
});

describe('edge configuration in production (NODE_ENV=production)', () => {
  const markets = {
    MARKET_HOSTS: JSON.stringify({ 'www.example.com.au': 'AU', 'www.example.ca': 'CA', 'www.example.co.nz': 'NZ' }),
    MARKET_ORIGINS: JSON.stringify({
      AU: 'https://www.example.com.au',
      CA: 'https://www.example.ca',
      NZ: 'https://www.example.co.nz',
    }),
  };

  it('starts with the markets named and served over https, and trusts the proxies it is told to', () => {
    const config = readEdgeConfig({ NODE_ENV: 'production', TRUSTED_PROXIES: '10.0.0.0/8', ...markets });

    expect(config.production).toBe(true);
    expect(config.trustedProxies).toEqual(['10.0.0.0/8']);
    expect(config.marketOrigins.CA).toBe('https://www.example.ca');
  });

  it.each([
    [
      'no MARKET_HOSTS (*.localhost)',
      { MARKET_ORIGINS: markets.MARKET_ORIGINS },
      /MARKET_HOSTS: must be set in production/,
    ],
    ['no MARKET_ORIGINS (http://*.localhost)', { MARKET_HOSTS: markets.MARKET_HOSTS }, /MARKET_ORIGINS: must be set/],
    [
      'a market left to its local default',
      {
        ...markets,
        MARKET_ORIGINS: JSON.stringify({ AU: 'https://www.example.com.au', CA: 'https://www.example.ca' }),
      },
      /MARKET_ORIGINS: must name every market in production \(NZ is missing\)/,
    ],
    [
      'a plain http origin',
      {
        ...markets,
        MARKET_ORIGINS: JSON.stringify({
          AU: 'https://www.example.com.au',
          CA: 'http://www.example.ca',
          NZ: 'https://www.example.co.nz',
        }),
      },
      /MARKET_ORIGINS: CA: must be an https origin/,
    ],
  ])('refuses to start with %s, saying which variable', (_case, env, message) => {
    expect(() => readEdgeConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });
});

describe('the engagement SDK settings (INTEGRATIONS=braze)', () => {
  const braze = { INTEGRATIONS: 'braze', BRAZE_API_KEY: 'web-app-key' };

  it('are off without the braze integration, whatever else is set', () => {
    expect(
      readEdgeConfig({ BRAZE_API_KEY: 'web-app-key', BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com' }).engagement,
    ).toBe(null);
  });

  it('hand the SDK its key and endpoint, and let the CSP connect to that endpoint only', () => {
    const config = readEdgeConfig({
      ...braze,
      BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com',
      CSP_CONNECT_SRC: 'https://a.example',
    });

    expect(config.engagement).toEqual({
      apiKey: 'web-app-key',
      baseUrl: 'sdk.iad-03.braze.com',
      allowUserSuppliedJavascript: false,
      logging: false,
    });
    expect(config.csp.connectSrc).toEqual(['https://a.example', 'https://sdk.iad-03.braze.com']);
  });

  it('take the stand-in over http, with user-supplied script and logging for development', () => {
    const config = readEdgeConfig({
      ...braze,
      BRAZE_SDK_ENDPOINT: 'http://127.0.0.1:4060',
      BRAZE_ALLOW_USER_SCRIPT: 'true',
      BRAZE_LOGGING: '1',
    });

    expect(config.engagement).toMatchObject({ allowUserSuppliedJavascript: true, logging: true });
    expect(config.csp.connectSrc).toEqual(['http://127.0.0.1:4060']);
  });

  it.each([
    ['no API key', { INTEGRATIONS: 'braze', BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com' }, /BRAZE_API_KEY: must be set/],
    ['no endpoint', braze, /BRAZE_SDK_ENDPOINT: must be set/],
    [
      'an upper-case scheme',
      { ...braze, BRAZE_SDK_ENDPOINT: 'HTTP://127.0.0.1:4060' },
      /BRAZE_SDK_ENDPOINT: .*lower-case/,
    ],
    ['a trailing slash', { ...braze, BRAZE_SDK_ENDPOINT: 'http://127.0.0.1:4060/api/v3/' }, /without a trailing slash/],
    [
      'a flag that is not one',
      { ...braze, BRAZE_SDK_ENDPOINT: 'x.braze.com', BRAZE_LOGGING: 'maybe' },
      /BRAZE_LOGGING/,
    ],
  ])('refuse %s', (_case, env, message) => {
    expect(() => readEdgeConfig(env)).toThrow(message);
  });

  it('refuse the SDK logging in production', () => {
    const markets = {
      MARKET_HOSTS: JSON.stringify({ 'www.example.com.au': 'AU' }),
      MARKET_ORIGINS: JSON.stringify({ AU: 'https://a.example', CA: 'https://c.example', NZ: 'https://n.example' }),
    };
    const env = { NODE_ENV: 'production', ...markets, ...braze, BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com' };

    expect(readEdgeConfig(env).engagement?.logging).toBe(false);
    expect(() => readEdgeConfig({ ...env, BRAZE_LOGGING: '1' })).toThrow(
      /BRAZE_LOGGING: the engagement SDK logs nothing/,
    );
  });
});

describe('TLS at the edge (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let first: SelfSigned;
  let second: SelfSigned;

  beforeAll(async () => {
    [first, second] = await Promise.all([selfSignedCertificate(), selfSignedCertificate()]);
  });
  afterAll(async () => {
    await Promise.all([first.cleanup(), second.cleanup()]);
  });

  it('is off by default, and reads the certificate and key when both are set', () => {
    expect(readEdgeConfig({}).tls).toBeUndefined();

    const config = readEdgeConfig({ TLS_CERT_FILE: first.certFile, TLS_KEY_FILE: ` ${first.keyFile} ` });

    expect(config.tls?.cert.toString('utf8')).toBe(first.cert.toString('utf8'));
    expect(config.tls?.key.toString('utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it.each<[string, () => NodeJS.ProcessEnv, RegExp]>([
    [
      'a certificate without its key',
      () => ({ TLS_CERT_FILE: first.certFile }),
      /^edge configuration: TLS_KEY_FILE: must be set together with TLS_CERT_FILE \(both or neither\)$/,
    ],
    [
      'a key without its certificate',
      () => ({ TLS_KEY_FILE: first.keyFile }),
      /^edge configuration: TLS_CERT_FILE: must be set together with TLS_KEY_FILE/,
    ],
    [
      'a file that is not there',
      () => ({ TLS_CERT_FILE: `${first.certFile}.missing`, TLS_KEY_FILE: first.keyFile }),
      /^edge configuration: TLS_CERT_FILE: cannot read ".*cert\.pem\.missing" \(ENOENT\)$/,
    ],
    [
      'the files swapped',
      () => ({ TLS_CERT_FILE: first.keyFile, TLS_KEY_FILE: first.certFile }),
      /^edge configuration: TLS_CERT_FILE: ".*key\.pem" is not a PEM certificate/,
    ],
    [
      'the key of another certificate',
      () => ({ TLS_CERT_FILE: first.certFile, TLS_KEY_FILE: second.keyFile }),
      /^edge configuration: TLS_KEY_FILE: does not go with the certificate in TLS_CERT_FILE/,
    ],
  ])('stops the edge on %s', (_case, env, message) => {
    expect(() => readEdgeConfig(env())).toThrow(message);
  });
});
