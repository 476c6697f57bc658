import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, startupWarning, type ApiConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { drainOnSignals } from './graceful-shutdown';
import { startPaymentReconciliation } from './payments/settlement';
import { startMemberRewards } from './rewards/member-rewards';
import { startReservationExpiry } from './stores/reservations';

/**
 * Runs the API alone: migrates, seeds the database on its first start (kept across restarts), listens, drains on
 * SIGTERM. `API_PORT` (8090), `API_HOST` (127.0.0.1), `DATABASE_URL` for a PostgreSQL server, `PGLITE_DATA_DIR`
 * otherwise. Several processes may start together over one PostgreSQL: one migrates and seeds, under a lock.
 */
let config: ApiConfig;
try {
  config = loadConfig(process.env, path.resolve(import.meta.dirname, '../.data/pglite'));
} catch (error) {
  // Every problem at once, without a stack trace: production refuses development values and missing secrets.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const warning = startupWarning(config);
if (warning) console.warn(warning);
const database = await openDatabase(config);
const started = Date.now();
const prepared = await prepareDatabase(database.db, {
  seed: 'if-empty',
  onSeeding: () => console.log('First start: seeding the demo business…'),
});
console.log(
  `Database ready in ${Date.now() - started} ms: ${prepared.migrated.length} migrations applied by this process` +
    (prepared.seeded ? ', seeded by this process.' : '.'),
);
const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const address = await app.listen({ host: config.host, port: config.port });
console.log(`Commerce API on ${address}/api (${database.engine})`);
// Payments the provider took without an order (a crash, a lost answer) are refunded: now, then on a schedule.
const reconciliation = startPaymentReconciliation(
  { db: database.db, config, log: app.log },
  config.paymentReconciliation,
);
// Brilliance birthday and anniversary rewards: now, then daily (each process may run it: a reward is issued once).
const memberRewards = startMemberRewards({ db: database.db, mailer: app.mailer, log: app.log }, config.memberRewards);
// Store reservations whose hold lapsed go back to stock: now, then every minute (each unit once across processes).
const reservationExpiry = startReservationExpiry({ db: database.db, log: app.log }, config.reservationExpiry);

drainOnSignals(
  app,
  {
    stopJobs: async () => {
      await Promise.all([reconciliation.stop(), memberRewards.stop(), reservationExpiry.stop()]);
    },
    closeDatabase: () => database.close(),
  },
  config.shutdown,
);
