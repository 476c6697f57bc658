/** Everything the API reads from its environment, resolved once at start. */
export interface ApiConfig {
  /** `postgres://…` for a PostgreSQL server; absent = embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | undefined;
  /** On-disk data directory of the embedded database; `memory://` for a throw-away one. */
  pgliteDataDir: string;
  host: string;
  port: number;
  /** Origins whose state-changing requests are accepted (CSRF). The edge's own origins. */
  allowedOrigins: readonly string[];
  /** Hosts (and `*.localhost`-style suffixes) accepted as same-site when an origin is not listed. */
  sameSiteHostSuffixes: readonly string[];
  /** Cookies get `Secure` and the `__Host-` prefix when the site is served over https. */
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
  /** Development-only endpoints (outbox listing); never on in production. */
  devEndpoints: boolean;
  /** Server-side secret for signing (HMAC) tokens that leave the server. */
  secret: string;
  /**
   * The pass that refunds payments the provider took without an order (payments/settlement.ts): every
   * `intervalSeconds` (0 = only at start), for intents older than `graceSeconds`.
   */
  paymentReconciliation: { intervalSeconds: number; graceSeconds: number };
}

/** A whole number of seconds from the environment, or the default; anything else is a start-up error. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of seconds`);
  return parsed;
}

function list(value: string | undefined, fallback: readonly string[]): readonly string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `defaultDataDir`: where the embedded database lives when `PGLITE_DATA_DIR` is not set. */
export function loadConfig(env: NodeJS.ProcessEnv, defaultDataDir: string): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const secret = env.API_SECRET ?? (production ? undefined : 'development-only-secret-change-me');
  if (!secret) throw new Error('API_SECRET must be set in production');
  const paymentProviderSecretKey =
    env.PAYMENT_PROVIDER_SECRET_KEY ?? (production ? undefined : 'sk_test_paystand_lustre');
  if (!paymentProviderSecretKey) throw new Error('PAYMENT_PROVIDER_SECRET_KEY must be set in production');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDataDir: env.PGLITE_DATA_DIR ?? defaultDataDir,
    host: env.API_HOST ?? '127.0.0.1',
    port: Number(env.API_PORT ?? 8090),
    allowedOrigins: list(env.ALLOWED_ORIGINS, []),
    sameSiteHostSuffixes: list(env.SAME_SITE_HOSTS, ['localhost', '127.0.0.1']),
    secureCookies: env.SECURE_COOKIES === 'true',
    contentful: {
      space: env.CONTENTFUL_SPACE ?? 'storefront',
      environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
      accessToken: env.CONTENTFUL_ACCESS_TOKEN ?? 'local-cda-token',
      host: env.CONTENTFUL_HOST ?? '127.0.0.1:4040',
      insecure: env.CONTENTFUL_INSECURE !== 'false',
      webhookSecret: env.CONTENTFUL_WEBHOOK_SECRET || (production ? undefined : 'local-content-webhook-secret'),
    },
    paymentProviderUrl: env.PAYMENT_PROVIDER_URL ?? 'http://127.0.0.1:4050',
    paymentProviderSecretKey,
    publicOrigin: env.PUBLIC_ORIGIN || 'http://localhost:8080',
    customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    devEndpoints: env.DEV_ENDPOINTS ? env.DEV_ENDPOINTS === 'true' : !production,
    secret,
    paymentReconciliation: {
      intervalSeconds: seconds(env, 'PAYMENT_RECONCILE_INTERVAL_SECONDS', 300),
      graceSeconds: seconds(env, 'PAYMENT_RECONCILE_GRACE_SECONDS', 900),
    },
  };
}
