import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { Random } from './random';

/** What every domain seeder gets: the transaction, its own random source and the day the data is anchored to. */
export interface SeedContext {
  trx: Transaction<DB>;
  random: Random;
  /** Midnight UTC of the seeding day; relative dates (expired, valid for 30 days, placed last week) count from it. */
  today: Date;
}

export function daysFrom(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/** `YYYY-MM-DD` of a date. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** Inserts rows in chunks (PostgreSQL allows 65,535 parameters a statement). */
export async function insertChunked<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: readonly Record<string, unknown>[],
  chunkSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    // Seeders build rows from their own typed generators; the database checks every column on insert.
    const chunk = rows.slice(start, start + chunkSize) as never;
    await trx.insertInto(table).values(chunk).execute();
  }
}

export function seedRandom(domain: string): Random {
  return new Random(`storefront-seed-v1:${domain}`);
}
