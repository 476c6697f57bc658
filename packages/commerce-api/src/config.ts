import { parseTrustedProxies } from '@storefront/proxy-trust';

/** Everything the API reads from its environment, resolved once at start. */
export interface ApiConfig {
  /** `postgres://…` for a PostgreSQL server; absent = embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  /** Connections this process keeps to the PostgreSQL server at most (`DATABASE_POOL_SIZE`, default 10). */
  poolSize: number;
  /** On-disk data directory of the embedded database; `memory://` for a throw-away one. */
  pgliteDataDir: string;
  host: string;
  port: number;
  /** `NODE_ENV=production`: no development values, no development endpoints, only the market origins. */
  production: boolean;
  /**
   * Proxies trusted to say who they forward for (`TRUSTED_PROXIES`, default `loopback`: the edge on this machine):
   * `request.ip` is the right-most untrusted `X-Forwarded-For` hop, `X-Forwarded-Proto` counts only from them.
   */
  trustedProxies: readonly string[];
  /** Origins whose state-changing requests are accepted (CSRF): the market origins (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  /**
   * Outside production only: hosts (and their subdomains, `*.localhost`) accepted as same-site when an origin is not
   * listed (`SAME_SITE_HOSTS`, default `localhost,127.0.0.1`). None in production.
   */
  sameSiteHostSuffixes: readonly string[];
  /**
   * The session cookie is always `Secure` and `__Host-` (production, or `SECURE_COOKIES=true`); otherwise it is
   * whenever the request came over https (directly, or said so by a trusted proxy).
   */
  secureCookies: boolean;
  /** Content service (real Contentful or the stand-in); `webhookSecret` authenticates its cache-purge webhook. */
  contentful: {
    space: string;
    environment: string;
    accessToken: string;
    host: string;
    insecure: boolean;
    webhookSecret: string | undefined;
  };
  /** Hosted payment page provider (the stand-in by default) and our secret key with it. */
  paymentProviderUrl: string;
  paymentProviderSecretKey: string;
  /** The storefront origin e-mail links use when a request's own origin is not one of ours. */
  publicOrigin: string;
  /** Where contact enquiries go; absent = customer.service@<the market's domain>. */
  customerServiceEmail: string | undefined;
  /** `smtp://…` sends real mail; absent = the outbox table. */
  smtpUrl: string | undefined;
  /** Development-only endpoints (outbox listing): only with `DEV_ENDPOINTS=true`, which production refuses. */
  devEndpoints: boolean;
  /**
   * Development clock (`DEV_CLOCK=true`, which production refuses): a request's `storefront_dev_clock` cookie sets the
   * instant its dispatch, delivery and pickup dates count from (calendar/calendar-clock.ts). Nothing else moves.
   */
  devClock: boolean;
  /** Outside production: the secrets that are development values published in this repository (for the warning). */
  developmentFallbacks: readonly string[];
  /** Server-side secret for signing (HMAC) tokens that leave the server. */
  secret: string;
  /**
   * The pass that refunds payments the provider took without an order (payments/settlement.ts): every
   * `intervalSeconds` (0 = only at start), for intents older than `graceSeconds`.
   */
  paymentReconciliation: { intervalSeconds: number; graceSeconds: number };
  /** The Brilliance birthday and anniversary reward job: at start, then every `intervalSeconds` (0 = only at start). */
  memberRewards: { intervalSeconds: number };
  /** The job that returns lapsed store reservations' units to stock: at start, then every `intervalSeconds` (0 = only at start). */
  reservationExpiry: { intervalSeconds: number };
  /**
   * SIGTERM: `/api/healthz` answers 503 `draining` for `drainDelaySeconds` while requests are still served (the load
   * balancer stops sending new ones), then the API stops accepting, finishes what is in flight and exits 0; after
   * `graceSeconds` in all it cuts what is left and exits 1.
   */
  shutdown: { drainDelaySeconds: number; graceSeconds: number };
}

/**
 * Development values published in this repository (the defaults below, the stand-ins' keys): fine on a developer's
 * machine, never a secret in production, whichever variable they are given to.
 */
export const PUBLISHED_DEVELOPMENT_VALUES = {
  API_SECRET: 'development-only-secret-change-me',
  PAYMENT_PROVIDER_SECRET_KEY: 'sk_test_paystand_lustre',
  CONTENTFUL_WEBHOOK_SECRET: 'local-content-webhook-secret',
  CONTENTFUL_ACCESS_TOKEN: 'local-cda-token',
} as const;

/** The shortest `API_SECRET` production accepts (the HMAC key of tokens that leave the server). */
export const MIN_SECRET_LENGTH = 32;

const published = new Set<string>(Object.values(PUBLISHED_DEVELOPMENT_VALUES));

/** Contentful's own hosts (`cdn.contentful.com`, `preview.contentful.com`, `cdn.eu.contentful.com`). */
const realContentful = /(^|\.)contentful\.com(:\d+)?$/i;

/** The configuration the API refuses to start with: every problem, one per line, in one error. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`The commerce API cannot start with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads variables, noting every malformed one instead of stopping at the first. */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** A set, non-blank value (blank counts as unset). */
  text(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  }

  /** `true` or `false`; unset is `fallback`; anything else is a problem. */
  flag(name: string, fallback: boolean): boolean {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (value === 'true' || value === 'false') return value === 'true';
    this.problems.push(`${name} must be true or false, not "${value}"`);
    return fallback;
  }

  /** A whole number from `min` to `max`, or the default. */
  integer(name: string, fallback: number, min: number, max: number, what: string): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    this.problems.push(`${name} must be ${what}, not "${value}"`);
    return fallback;
  }

  list(name: string, fallback: readonly string[]): readonly string[] {
    const value = this.text(name);
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }

  /** Origins (`scheme://host[:port]`, nothing after); in production only https ones. */
  origins(name: string, values: readonly string[], httpsOnly: boolean): readonly string[] {
    for (const value of values) {
      let origin: string | undefined;
      try {
        const url = new URL(value);
        origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
      } catch {
        origin = undefined;
      }
      if (origin !== value) this.problems.push(`${name}: "${value}" is not an origin (scheme://host[:port])`);
      else if (httpsOnly && !value.startsWith('https://')) {
        this.problems.push(`${name}: "${value}" is not https (production serves the store over https only)`);
      }
    }
    return values;
  }
}

/**
 * The API's configuration from its environment. Under `NODE_ENV=production` it refuses to start (a `ConfigError`
 * listing every problem) with a development value, a development endpoint, or without what production needs;
 * outside production the development values fill in (`developmentFallbacks`, see `startupWarning`).
 * `defaultDataDir`: where the embedded database lives when `PGLITE_DATA_DIR` is not set.
 */
export function loadConfig(env: NodeJS.ProcessEnv, defaultDataDir: string): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const read = new EnvReader(env);
  const problems = read.problems;
  const developmentFallbacks: string[] = [];

  /** A secret: set and not a published development value in production; the development value otherwise. */
  const secretOf = (
    name: keyof typeof PUBLISHED_DEVELOPMENT_VALUES,
    required: boolean,
    hint = '',
  ): string | undefined => {
    const value = read.text(name);
    if (production) {
      if (value === undefined && required) problems.push(`${name} is not set${hint}`);
      if (value !== undefined && published.has(value)) {
        problems.push(`${name} is a development value published in this repository`);
      }
      return value;
    }
    const effective = value ?? PUBLISHED_DEVELOPMENT_VALUES[name];
    if (published.has(effective)) developmentFallbacks.push(name);
    return effective;
  };

  const secret =
    secretOf(
      'API_SECRET',
      true,
      ` (a random value of at least ${MIN_SECRET_LENGTH} characters: openssl rand -base64 48)`,
    ) ?? '';
  if (production && secret !== '' && secret.length < MIN_SECRET_LENGTH) {
    problems.push(`API_SECRET is ${secret.length} characters; at least ${MIN_SECRET_LENGTH} are needed`);
  }
  const paymentProviderSecretKey = secretOf('PAYMENT_PROVIDER_SECRET_KEY', true) ?? '';
  const paymentProviderUrl = read.text('PAYMENT_PROVIDER_URL');
  if (production && paymentProviderUrl === undefined) {
    problems.push('PAYMENT_PROVIDER_URL is not set (the development default is the local payment stand-in)');
  }
  // Unset in production: the cache-purge webhook refuses every call (content/routes.ts).
  const webhookSecret = secretOf('CONTENTFUL_WEBHOOK_SECRET', false);

  const contentfulHost = read.text('CONTENTFUL_HOST') ?? '127.0.0.1:4040';
  const contentfulIsReal = realContentful.test(contentfulHost);
  const contentfulInsecure = read.flag('CONTENTFUL_INSECURE', !contentfulIsReal);
  let accessToken = read.text('CONTENTFUL_ACCESS_TOKEN');
  if (production && contentfulIsReal) {
    accessToken = secretOf('CONTENTFUL_ACCESS_TOKEN', true);
    if (contentfulInsecure) problems.push('CONTENTFUL_INSECURE=true would send the Contentful token over plain http');
  }

  const devEndpoints = read.flag('DEV_ENDPOINTS', false);
  if (production && devEndpoints) {
    problems.push('DEV_ENDPOINTS=true: development endpoints (the e-mail outbox) are never on in production');
  }
  const devClock = read.flag('DEV_CLOCK', false);
  if (production && devClock) {
    problems.push('DEV_CLOCK=true: the development clock (dates from a cookie) is never on in production');
  }

  const allowedOrigins = read.origins('ALLOWED_ORIGINS', read.list('ALLOWED_ORIGINS', []), production);
  if (production && allowedOrigins.length === 0) {
    problems.push('ALLOWED_ORIGINS is not set: list the market origins (https://…) whose pages may write');
  }
  const sameSiteHosts = read.list('SAME_SITE_HOSTS', production ? [] : ['localhost', '127.0.0.1']);
  if (production && sameSiteHosts.length > 0) {
    problems.push('SAME_SITE_HOSTS is for development: in production only the ALLOWED_ORIGINS may write');
  }
  const publicOrigin = read.text('PUBLIC_ORIGIN');
  if (production && publicOrigin === undefined) {
    problems.push('PUBLIC_ORIGIN is not set (the storefront origin of links in e-mails)');
  }
  if (publicOrigin !== undefined) read.origins('PUBLIC_ORIGIN', [publicOrigin], production);

  let trustedProxies: readonly string[] = ['loopback'];
  try {
    trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES, ['loopback']);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }

  const config: ApiConfig = {
    databaseUrl: env.DATABASE_URL || undefined,
    poolSize: read.integer('DATABASE_POOL_SIZE', 10, 1, 1000, 'a number of connections'),
    pgliteDataDir: env.PGLITE_DATA_DIR ?? defaultDataDir,
    host: env.API_HOST ?? '127.0.0.1',
    port: read.integer('API_PORT', 8090, 0, 65535, 'a port number'),
    production,
    trustedProxies,
    allowedOrigins,
    sameSiteHostSuffixes: sameSiteHosts,
    secureCookies: production || read.flag('SECURE_COOKIES', false),
    contentful: {
      space: env.CONTENTFUL_SPACE ?? 'storefront',
      environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
      accessToken: accessToken ?? PUBLISHED_DEVELOPMENT_VALUES.CONTENTFUL_ACCESS_TOKEN,
      host: contentfulHost,
      insecure: contentfulInsecure,
      webhookSecret,
    },
    paymentProviderUrl: paymentProviderUrl ?? 'http://127.0.0.1:4050',
    paymentProviderSecretKey,
    publicOrigin: publicOrigin ?? 'http://localhost:8080',
    customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    devEndpoints,
    devClock,
    developmentFallbacks,
    secret,
    paymentReconciliation: {
      intervalSeconds: read.integer('PAYMENT_RECONCILE_INTERVAL_SECONDS', 300, 0, 2 ** 31, 'a whole number of seconds'),
      graceSeconds: read.integer('PAYMENT_RECONCILE_GRACE_SECONDS', 900, 0, 2 ** 31, 'a whole number of seconds'),
    },
    memberRewards: {
      intervalSeconds: read.integer('MEMBER_REWARDS_INTERVAL_SECONDS', 86_400, 0, 2 ** 31, 'a whole number of seconds'),
    },
    reservationExpiry: {
      intervalSeconds: read.integer('RESERVATION_EXPIRY_INTERVAL_SECONDS', 60, 0, 2 ** 31, 'a whole number of seconds'),
    },
    shutdown: {
      drainDelaySeconds: read.integer('SHUTDOWN_DRAIN_DELAY_SECONDS', 0, 0, 300, 'a whole number of seconds'),
      graceSeconds: read.integer('SHUTDOWN_GRACE_SECONDS', 20, 1, 3600, 'a whole number of seconds'),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The one warning to log at start outside production when development values or endpoints are in use (none in
 * production, which refuses them).
 */
export function startupWarning(config: ApiConfig): string | undefined {
  if (config.production) return undefined;
  const parts: string[] = [];
  const names = config.developmentFallbacks;
  if (names.length > 0) {
    const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    parts.push(
      `${listed} ${names.length === 1 ? 'is a development value' : 'are development values'} published in this repository`,
    );
  }
  if (config.devEndpoints) {
    parts.push('development endpoints are on (GET /api/dev/outbox lists every e-mail, password-reset links included)');
  }
  if (config.devClock) {
    parts.push('the development clock is on (a storefront_dev_clock cookie sets the day dates count from)');
  }
  if (parts.length === 0) return undefined;
  return `Development configuration: ${parts.join('; ')}. Never let this API be reached from outside; NODE_ENV=production refuses to start like this.`;
}
