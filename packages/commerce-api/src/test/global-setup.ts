import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../seed/index';
import { SNAPSHOT_ENV, TEMPLATE_ENV } from './harness';

/**
 * Builds the seeded database once per test run: on PGlite a data-directory snapshot every test file starts from;
 * on a PostgreSQL server (`DATABASE_URL`) a template database every test file clones.
 */
export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const TEMPLATE_DATABASE = `storefront_api_template_${process.pid}`;
    process.env[TEMPLATE_ENV] = TEMPLATE_DATABASE;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(databaseUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    await database.close();
    return;
  }
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  const blob = await database.snapshot!();
  const file = path.join(os.tmpdir(), `storefront-api-snapshot-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  process.env[SNAPSHOT_ENV] = file;
}
