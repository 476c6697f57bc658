import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CHALLENGE_OTP, testCards } from '@storefront/standin-payments';
import { buildApp } from '../app';
import { defaultContent, fixtureVariant } from '../bag/test-fixtures';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import { createTestApi, TestClient, TEST_ORIGIN, type TestApi } from '../test/harness';

/**
 * T9: card numbers never reach our API, its logs or its database. A full card payment (and a 3-D Secure one) runs
 * through an API instance that logs everything at trace level; then every table and every log line is scanned for
 * Luhn-valid 13–19 digit sequences (plain or grouped with spaces/hyphens).
 */
let api: TestApi;
let logged: FastifyInstance;
let standin: { url: string; app: FastifyInstance };
const logLines: string[] = [];

beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  logged = await buildApp({
    config: api.config,
    database: { ...api.database, close: async () => undefined },
    content: defaultContent,
    logger: { level: 'trace', stream, timestamp: false },
  });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await api.close();
  await standin.app.close();
});

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Every Luhn-valid 13–19 digit sequence in a text. */
function panLike(text: string): string[] {
  const found: string[] = [];
  // Plain runs, or the printed 4-4-4-4(-3) form with spaces or hyphens, standing alone: not digits inside a hex
  // hash, a hyphenated id (a UUID) or a decimal fraction (log timings), where runs of digits occur by chance.
  const pattern = /(?<![\dA-Za-z.-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){3}(?:[ -]?\d{1,3})?)(?![\dA-Za-z-])/g;
  for (const match of text.matchAll(pattern)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) found.push(digits);
  }
  return found;
}

async function tableDump(): Promise<Record<string, string>> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() order by tablename`.execute(api.db);
  const dump: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const rows = await sql`select * from ${sql.table(tablename)}`.execute(api.db);
    dump[tablename] = JSON.stringify(rows.rows);
  }
  return dump;
}

function findings(dump: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [table, text] of Object.entries(dump)) {
    const hits = panLike(text);
    if (hits.length > 0) out[table] = hits;
  }
  return out;
}

describe('card data stays with the provider (T9)', () => {
  it('leaves no card number in any table or log line after card payments', async () => {
    const before = findings(await tableDump());
    const piece = await fixtureVariant(api.db, { sized: false, minStock: 3 });
    for (const [card, otp] of [
      [testCards.success, undefined],
      [testCards.challenge, CHALLENGE_OTP],
    ] as const) {
      const shopper = new TestClient(logged, 'en-AU', TEST_ORIGIN);
      await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
      await completeCheckout(shopper);
      const sessionId = await payByCard(shopper, card, otp ? { otp } : {});
      const placed = await shopper.post(
        '/api/checkout/place-order',
        { paymentSessionId: sessionId },
        { 'idempotency-key': `t9-${card.slice(-4)}` },
      );
      expect(placed.statusCode).toBe(201);
      expect(placed.body).not.toContain(card);
    }
    const dump = await tableDump();
    const after = findings(dump);
    const holding = Object.entries(dump)
      .filter(([, text]) => Object.values(testCards).some((card) => text.includes(card)))
      .map(([table]) => table);
    expect(holding).toEqual([]);
    // Only sequences the seed already held (e.g. the financing provider stand-in's account table) may remain.
    const added = Object.fromEntries(
      Object.entries(after)
        .map(([table, hits]) => [table, hits.filter((hit) => !(before[table] ?? []).includes(hit))] as const)
        .filter(([, hits]) => hits.length > 0),
    );
    expect(added).toEqual({});
    // Seeded look-alikes, not payment cards: the financing provider stand-in's own accounts, and 16-digit parcel
    // tracking numbers (some pass Luhn by chance; the orders seed could use the carriers' lettered formats instead).
    const knownLookAlikes = new Set(['financing_accounts', 'shipments']);
    expect(Object.keys(before).filter((table) => !knownLookAlikes.has(table))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.flatMap(panLike)).toEqual([]);
  }, 60_000);
});
