import { rmSync } from 'node:fs';
import pg from 'pg';
import { SNAPSHOT_ENV, TEMPLATE_ENV } from './harness';

/** Removes what globalSetup made: the snapshot file, or the template database. */
export default async function globalTeardown(): Promise<void> {
  const snapshot = process.env[SNAPSHOT_ENV];
  if (snapshot) rmSync(snapshot, { force: true });
  const databaseUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!databaseUrl || !template) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
  } finally {
    await admin.end();
  }
}
