import { siteConfigSchema } from '@storefront/contracts';
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

const logLevelSchema = v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'warn');

const cspSourceSchema = v.pipe(
  v.string(),
  v.regex(/^[^;,'"\s]+$|^'[a-z0-9-]+'$/, 'a CSP source must not contain ; , or quotes'),
);

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

/** Reads and validates the edge's environment variables. */
export function readEdgeConfig(env: NodeJS.ProcessEnv): EdgeConfig {
  const port = parseEnv('PORT', portSchema, env.PORT);
  const marketHosts = env.MARKET_HOSTS?.trim()
    ? parseJson(env.MARKET_HOSTS, siteConfigSchema.entries.marketHosts, 'MARKET_HOSTS')
    : defaultMarketHosts();
  // MARKET_ORIGINS may name only some markets; the others keep their local default.
  const marketOrigins = defaultMarketOrigins(port === 0 ? DEFAULT_PORT : port);
  if (env.MARKET_ORIGINS?.trim()) {
    const given = parseJson(env.MARKET_ORIGINS, siteConfigSchema.entries.marketOrigins, 'MARKET_ORIGINS');
    for (const market of ['AU', 'CA', 'NZ'] as const) marketOrigins[market] = given[market] ?? marketOrigins[market];
  }
  const csp = {
    connectSrc: parseEnv('CSP_CONNECT_SRC', v.array(cspSourceSchema), words(env.CSP_CONNECT_SRC)),
    frameSrc: parseEnv('CSP_FRAME_SRC', v.array(cspSourceSchema), words(env.CSP_FRAME_SRC)),
    imgSrc: parseEnv('CSP_IMG_SRC', v.array(cspSourceSchema), words(env.CSP_IMG_SRC)),
  };
  return {
    port,
    host: env.HOST?.trim() ? env.HOST.trim() : undefined,
    maintenance: ['1', 'true', 'on', 'yes'].includes((env.MAINTENANCE ?? '').trim().toLowerCase()),
    marketHosts,
    marketOrigins,
    integrations: (env.INTEGRATIONS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length > 0),
    apiUrl: parseApiUrl(env.API_URL),
    csp,
    logLevel: parseEnv('LOG_LEVEL', logLevelSchema, env.LOG_LEVEL?.trim() ? env.LOG_LEVEL.trim() : undefined),
    firstViewTimeoutMs: parseEnv(
      'FIRST_VIEW_TIMEOUT_MS',
      firstViewTimeoutSchema,
      env.FIRST_VIEW_TIMEOUT_MS?.trim() ? env.FIRST_VIEW_TIMEOUT_MS.trim() : undefined,
    ),
  };
}
