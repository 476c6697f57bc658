import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { siteConfigSchema, type EngagementSettings } from '@storefront/contracts';
import { parseTrustedProxies } from '@storefront/proxy-trust';
import * as v from 'valibot';
import { parseJson } from '../json-file';

/** The edge's settings, read from the environment once at start-up (validated: a typo fails loudly). */
export interface EdgeConfig {
  port: number;
  /** Interface to bind; undefined = dual-stack `::`, falling back to `0.0.0.0` where IPv6 is unavailable. */
  host: string | undefined;
  /** `MAINTENANCE=1`: maintenance on regardless of the flag file. */
  maintenance: boolean;
  marketHosts: Record<string, 'AU' | 'CA' | 'NZ'>;
  marketOrigins: Record<'AU' | 'CA' | 'NZ', string>;
  integrations: string[];
  /**
   * The engagement SDK's settings when `INTEGRATIONS` names `braze`: `BRAZE_API_KEY`, `BRAZE_SDK_ENDPOINT`,
   * `BRAZE_ALLOW_USER_SCRIPT` (HTML messages and banners) and `BRAZE_LOGGING` (refused in production). Its endpoint
   * joins the CSP's `connect-src`.
   */
  engagement: EngagementSettings | null;
  /** Where `/api/*` is proxied; undefined = answer 503 problem+json. */
  apiUrl: URL | undefined;
  /** Extra Content-Security-Policy sources for third-party services. */
  csp: { connectSrc: string[]; frameSrc: string[]; imgSrc: string[] };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * How long a document waits for the API answer its page's first view is drawn from (`FIRST_VIEW_TIMEOUT_MS`,
   * default 300; 0 turns first views off). A slower API means the page loads without one.
   */
  firstViewTimeoutMs: number;
  /** `NODE_ENV=production`: development-only settings are refused and `/api/dev/*` is never proxied. */
  production: boolean;
  /**
   * Proxies whose `X-Forwarded-For`/`-Proto`/`-Host` are believed (`TRUSTED_PROXIES`, default nobody: the edge faces
   * the internet). The client is the right-most untrusted hop (`@storefront/proxy-trust`).
   */
  trustedProxies: readonly string[];
  /** `Strict-Transport-Security` max-age in seconds on answers over https (`HSTS_MAX_AGE`, default one year). */
  hstsMaxAge: number;
  /**
   * The certificate and private key (PEM, read from `TLS_CERT_FILE` and `TLS_KEY_FILE` at start-up) when the edge
   * terminates TLS itself: it then serves HTTPS with HTTP/2, falling back to HTTP/1.1 for clients that do not offer
   * it. Undefined (the default): plain HTTP/1.1, for a local store or behind a CDN or load balancer that terminates TLS.
   */
  tls: EdgeTls | undefined;
  /**
   * SIGTERM (`SHUTDOWN_DRAIN_DELAY_SECONDS`, default 0; `SHUTDOWN_GRACE_SECONDS`, default 20, as the API's): `/healthz`
   * answers 503 `draining` at once while requests are still served for the delay, then the edge stops accepting,
   * finishes what is in flight and exits 0; a drain still running after the grace cuts what is left and exits 1.
   */
  shutdown: { drainDelaySeconds: number; graceSeconds: number };
}

/** What the edge needs to terminate TLS: the certificate (chain) and its private key, PEM. */
export interface EdgeTls {
  cert: Buffer;
  key: Buffer;
}

const DEFAULT_PORT = 8080;

function words(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((word) => word.length > 0);
}

const portSchema = v.pipe(
  v.optional(v.string(), String(DEFAULT_PORT)),
  v.transform((value) => (value.trim() === '' ? DEFAULT_PORT : Number(value))),
  v.number(),
  v.integer('PORT must be an integer'),
  v.minValue(0, 'PORT must be 0–65535'),
  v.maxValue(65535, 'PORT must be 0–65535'),
);

const firstViewTimeoutSchema = v.pipe(
  v.optional(v.string(), '300'),
  v.transform(Number),
  v.number(),
  v.integer('FIRST_VIEW_TIMEOUT_MS must be a whole number of milliseconds'),
  v.minValue(0, 'FIRST_VIEW_TIMEOUT_MS must be 0–5000'),
  v.maxValue(5000, 'FIRST_VIEW_TIMEOUT_MS must be 0–5000'),
);

/** One year: browsers then keep using https for a year after a visit; 0 tells them to forget it. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

const hstsMaxAgeSchema = v.pipe(
  v.optional(v.string(), String(DEFAULT_HSTS_MAX_AGE)),
  v.transform(Number),
  v.number(),
  v.integer('HSTS_MAX_AGE must be a whole number of seconds'),
  v.minValue(0, 'HSTS_MAX_AGE must be 0–63072000 (two years)'),
  v.maxValue(63_072_000, 'HSTS_MAX_AGE must be 0–63072000 (two years)'),
);

function secondsSchema(name: string, fallback: number, min: number, max: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.number(),
    v.integer(`${name} must be a whole number of seconds`),
    v.minValue(min, `${name} must be ${min}–${max}`),
    v.maxValue(max, `${name} must be ${min}–${max}`),
  );
}

const logLevelSchema = v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'warn');

const cspSourceSchema = v.pipe(
  v.string(),
  v.regex(/^[^;,'"\s]+$|^'[a-z0-9-]+'$/, 'a CSP source must not contain ; , or quotes'),
);

const flagSchema = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value.trim().toLowerCase()),
  v.picklist(['', '0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'], 'must be 1 or 0 (true/false, on/off)'),
  v.transform((value) => ['1', 'true', 'on', 'yes'].includes(value)),
);

/**
 * Where the SDK sends its requests, as the CSP names it: the origin of `BRAZE_SDK_ENDPOINT`. Braze's endpoints are
 * given without a scheme (`sdk.iad-03.braze.com`), to which the SDK adds https; the stand-in's with `http://`.
 */
export function engagementEndpointOrigin(endpoint: string): string {
  const withScheme = /^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}`;
  return new URL(withScheme).origin;
}

function readEngagementSettings(env: NodeJS.ProcessEnv, integrations: readonly string[], production: boolean) {
  if (!integrations.includes('braze')) return null;
  const apiKey = env.BRAZE_API_KEY?.trim() ?? '';
  const baseUrl = env.BRAZE_SDK_ENDPOINT?.trim() ?? '';
  if (!apiKey) fail('BRAZE_API_KEY', 'must be set when INTEGRATIONS names braze');
  if (!baseUrl) fail('BRAZE_SDK_ENDPOINT', 'must be set when INTEGRATIONS names braze');
  // The SDK lower-cases nothing: an upper-case scheme would become https://http//… (protocol reference §1.1).
  if (!/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?(\/[^\s]*[^/\s])?$/.test(baseUrl)) {
    fail(
      'BRAZE_SDK_ENDPOINT',
      `"${baseUrl}" must be a host (sdk.iad-03.braze.com) or a lower-case http(s) URL without a trailing slash`,
    );
  }
  const logging = parseEnv('BRAZE_LOGGING', flagSchema, env.BRAZE_LOGGING);
  if (production && logging) fail('BRAZE_LOGGING', 'the engagement SDK logs nothing in production');
  return {
    apiKey,
    baseUrl,
    allowUserSuppliedJavascript: parseEnv('BRAZE_ALLOW_USER_SCRIPT', flagSchema, env.BRAZE_ALLOW_USER_SCRIPT),
    logging,
  };
}

function fail(name: string, message: string): never {
  throw new Error(`edge configuration: ${name}: ${message}`);
}

function parseEnv<TSchema extends v.GenericSchema>(
  name: string,
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) fail(name, result.issues[0].message);
  return result.output;
}

function parseApiUrl(value: string | undefined): URL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    fail('API_URL', `"${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('API_URL', 'must be an http(s) URL');
  return url;
}

/** The default market hosts: `localhost` is the default market, `<market>.localhost` selects one. */
export function defaultMarketHosts(): Record<string, 'AU' | 'CA' | 'NZ'> {
  return { localhost: 'AU', 'au.localhost': 'AU', 'ca.localhost': 'CA', 'nz.localhost': 'NZ', '127.0.0.1': 'AU' };
}

/** The default market origins for a local edge on `port`. */
export function defaultMarketOrigins(port: number): Record<'AU' | 'CA' | 'NZ', string> {
  return {
    AU: `http://au.localhost:${port}`,
    CA: `http://ca.localhost:${port}`,
    NZ: `http://nz.localhost:${port}`,
  };
}

function readTrustedProxies(value: string | undefined): readonly string[] {
  try {
    return parseTrustedProxies(value, []);
  } catch (error) {
    return fail('TRUSTED_PROXIES', (error as Error).message.replace(/^TRUSTED_PROXIES: /, ''));
  }
}

/**
 * In production the local defaults would be wrong and quietly so: every shopper's links would point at
 * `*.localhost`. So the markets must be named and served over https.
 */
function checkProductionSettings(env: NodeJS.ProcessEnv, marketOrigins: EdgeConfig['marketOrigins']): void {
  if (!env.MARKET_HOSTS?.trim()) {
    fail('MARKET_HOSTS', 'must be set in production (the default maps only *.localhost to the markets)');
  }
  if (!env.MARKET_ORIGINS?.trim()) {
    fail('MARKET_ORIGINS', 'must be set in production (the default origins are http://<market>.localhost)');
  }
  const given = parseJson(env.MARKET_ORIGINS, siteConfigSchema.entries.marketOrigins, 'MARKET_ORIGINS');
  for (const market of ['AU', 'CA', 'NZ'] as const) {
    if (!given[market]) fail('MARKET_ORIGINS', `must name every market in production (${market} is missing)`);
    if (!marketOrigins[market].startsWith('https://')) {
      fail('MARKET_ORIGINS', `${market}: must be an https origin in production (${marketOrigins[market]})`);
    }
  }
}

function readPem(name: string, file: string, label: RegExp, what: string): Buffer {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    return fail(name, `cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (!label.test(content.toString('utf8'))) fail(name, `"${file}" is not a PEM ${what}`);
  return content;
}

/**
 * `TLS_CERT_FILE` and `TLS_KEY_FILE`, both or neither: the PEM files are read now and checked to belong together,
 * so a wrong path, a swapped pair or a key of another certificate stops the edge at start-up with the variable's name.
 */
function readTls(env: NodeJS.ProcessEnv): EdgeTls | undefined {
  const certFile = env.TLS_CERT_FILE?.trim() ?? '';
  const keyFile = env.TLS_KEY_FILE?.trim() ?? '';
  if (!certFile && !keyFile) return undefined;
  if (!keyFile) fail('TLS_KEY_FILE', 'must be set together with TLS_CERT_FILE (both or neither)');
  if (!certFile) fail('TLS_CERT_FILE', 'must be set together with TLS_KEY_FILE (both or neither)');
  const cert = readPem('TLS_CERT_FILE', certFile, /-----BEGIN CERTIFICATE-----/, 'certificate (BEGIN CERTIFICATE)');
  const key = readPem('TLS_KEY_FILE', keyFile, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'private key (BEGIN PRIVATE KEY)');
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    fail('TLS_KEY_FILE', `does not go with the certificate in TLS_CERT_FILE (${(error as Error).message})`);
  }
  return { cert, key };
}

/** Reads and validates the edge's environment variables. */
export function readEdgeConfig(env: NodeJS.ProcessEnv): EdgeConfig {
  const port = parseEnv('PORT', portSchema, env.PORT);
  const production = env.NODE_ENV?.trim() === 'production';
  const marketHosts = env.MARKET_HOSTS?.trim()
    ? parseJson(env.MARKET_HOSTS, siteConfigSchema.entries.marketHosts, 'MARKET_HOSTS')
    : defaultMarketHosts();
  // MARKET_ORIGINS may name only some markets; the others keep their local default.
  const marketOrigins = defaultMarketOrigins(port === 0 ? DEFAULT_PORT : port);
  if (env.MARKET_ORIGINS?.trim()) {
    const given = parseJson(env.MARKET_ORIGINS, siteConfigSchema.entries.marketOrigins, 'MARKET_ORIGINS');
    for (const market of ['AU', 'CA', 'NZ'] as const) marketOrigins[market] = given[market] ?? marketOrigins[market];
  }
  const integrations = (env.INTEGRATIONS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const engagement = readEngagementSettings(env, integrations, production);
  const csp = {
    connectSrc: [
      ...parseEnv('CSP_CONNECT_SRC', v.array(cspSourceSchema), words(env.CSP_CONNECT_SRC)),
      ...(engagement ? [engagementEndpointOrigin(engagement.baseUrl)] : []),
    ],
    frameSrc: parseEnv('CSP_FRAME_SRC', v.array(cspSourceSchema), words(env.CSP_FRAME_SRC)),
    imgSrc: parseEnv('CSP_IMG_SRC', v.array(cspSourceSchema), words(env.CSP_IMG_SRC)),
  };
  if (production) checkProductionSettings(env, marketOrigins);
  return {
    port,
    host: env.HOST?.trim() ? env.HOST.trim() : undefined,
    maintenance: ['1', 'true', 'on', 'yes'].includes((env.MAINTENANCE ?? '').trim().toLowerCase()),
    marketHosts,
    marketOrigins,
    integrations,
    engagement,
    apiUrl: parseApiUrl(env.API_URL),
    csp,
    logLevel: parseEnv('LOG_LEVEL', logLevelSchema, env.LOG_LEVEL?.trim() ? env.LOG_LEVEL.trim() : undefined),
    firstViewTimeoutMs: parseEnv(
      'FIRST_VIEW_TIMEOUT_MS',
      firstViewTimeoutSchema,
      env.FIRST_VIEW_TIMEOUT_MS?.trim() ? env.FIRST_VIEW_TIMEOUT_MS.trim() : undefined,
    ),
    production,
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
    hstsMaxAge: parseEnv(
      'HSTS_MAX_AGE',
      hstsMaxAgeSchema,
      env.HSTS_MAX_AGE?.trim() ? env.HSTS_MAX_AGE.trim() : undefined,
    ),
    tls: readTls(env),
    shutdown: {
      drainDelaySeconds: parseEnv(
        'SHUTDOWN_DRAIN_DELAY_SECONDS',
        secondsSchema('SHUTDOWN_DRAIN_DELAY_SECONDS', 0, 0, 300),
        env.SHUTDOWN_DRAIN_DELAY_SECONDS?.trim() || undefined,
      ),
      graceSeconds: parseEnv(
        'SHUTDOWN_GRACE_SECONDS',
        secondsSchema('SHUTDOWN_GRACE_SECONDS', 20, 1, 3600),
        env.SHUTDOWN_GRACE_SECONDS?.trim() || undefined,
      ),
    },
  };
}
