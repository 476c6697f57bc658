import { randomBytes } from 'node:crypto';
import { localesOfMarket } from '@storefront/i18n';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { hashToken, newToken } from '../http/session';
import type { TestClient } from '../test/harness';
import { ContentUnavailableError, fallbackPreferences, type ContentService } from '../content/content-service';
import type { Currency } from '../db/schema';

/** A variant tests can buy: found in the seeded catalogue when there is one, else inserted as a minimal fixture. */
export interface FixtureVariant {
  sku: string;
  productId: string;
  categoryId: string;
  /** The size to order ('' for unsized pieces). */
  size: string;
  engravingMaxChars: number | null;
  listCents: number;
  memberCents: number | null;
}

export interface FixtureWanted {
  sized?: boolean;
  engravable?: boolean;
  carePlan?: boolean;
  /** A member price below the list price. */
  memberPrice?: boolean;
  minStock?: number;
  currency?: Currency;
  /** Skip these skus (tests that need two different variants). */
  exclude?: readonly string[];
}

async function seeded(db: Database, wanted: FixtureWanted): Promise<FixtureVariant | undefined> {
  const currency = wanted.currency ?? 'AUD';
  let query = db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('prices', (join) => join.onRef('prices.sku', '=', 'variants.sku').on('prices.currency', '=', currency))
    .innerJoin('stock', 'stock.sku', 'variants.sku')
    .select([
      'variants.sku',
      'products.id as productId',
      'products.category_id as categoryId',
      'stock.size',
      'products.engraving_max_chars as engravingMaxChars',
      'prices.list_cents as listCents',
      'prices.member_cents as memberCents',
    ])
    .where('products.online', '=', true)
    .where('products.made_to_order', '=', false)
    .where('stock.quantity', '>=', wanted.minStock ?? 1)
    .where('products.sized', '=', wanted.sized ?? false)
    .where('products.engravable', '=', wanted.engravable ?? false);
  if (wanted.carePlan !== undefined) query = query.where('products.care_plan_eligible', '=', wanted.carePlan);
  if (wanted.memberPrice) query = query.where(sql<boolean>`prices.member_cents < prices.list_cents`);
  if (wanted.engravable) query = query.where('products.engraving_max_chars', '>=', 8);
  if (wanted.exclude?.length) query = query.where('variants.sku', 'not in', [...wanted.exclude]);
  if (wanted.sized) query = query.where('stock.size', '<>', '');
  return query.orderBy('variants.sku').orderBy('stock.size').executeTakeFirst();
}

/** Finds (or inserts) a variant with these traits and at least `minStock` units online. */
export async function fixtureVariant(db: Database, wanted: FixtureWanted = {}): Promise<FixtureVariant> {
  const found = await seeded(db, wanted);
  if (found) return found;
  const id = `test-${randomBytes(4).toString('hex')}`;
  const categoryId = 'test-fixture-category';
  await db
    .insertInto('categories')
    .values({ id: categoryId, parent_id: null, position: 999, name_en: 'Test pieces', name_fr: 'Pièces de test' })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('products')
    .values({
      id,
      number: String(10_000_000 + randomBytes(3).readUIntBE(0, 3)).slice(0, 8),
      slug: id,
      category_id: categoryId,
      kind: wanted.sized ? 'ring' : 'pendant',
      name_en: 'Fixture Solitaire',
      name_fr: 'Solitaire de test',
      description_en: 'A fixture.',
      description_fr: 'Une pièce de test.',
      collection: null,
      stone: null,
      shape: null,
      sized: wanted.sized ?? false,
      engravable: wanted.engravable ?? false,
      engraving_max_chars: wanted.engravable ? 20 : null,
      care_plan_eligible: wanted.carePlan ?? false,
      featured_rank: 9999,
      created_at: new Date(),
    })
    .execute();
  const sku = `${id}-18y`;
  await db
    .insertInto('variants')
    .values({ sku, product_id: id, metal: '18kt-yellow-gold', is_default: true })
    .execute();
  const prices = { AUD: [125_000, 112_500], CAD: [110_000, 99_000], NZD: [135_000, 121_500] } as const;
  await db
    .insertInto('prices')
    .values(
      (Object.keys(prices) as Currency[]).map((code) => ({
        sku,
        currency: code,
        list_cents: prices[code][0],
        member_cents: prices[code][1],
      })),
    )
    .execute();
  const size = wanted.sized ? 'N' : '';
  await db
    .insertInto('stock')
    .values({ sku, size, quantity: Math.max(wanted.minStock ?? 1, 10) })
    .execute();
  for (const code of ['AUD', 'CAD', 'NZD'] as const) {
    await db
      .insertInto('care_plan_bands')
      .values({ currency: code, min_cents: 0, max_cents: 100_000_000, price_cents: 9_900, term_months: 36 })
      .onConflict((conflict) => conflict.columns(['currency', 'min_cents']).doNothing())
      .execute();
  }
  const currency = wanted.currency ?? 'AUD';
  return {
    sku,
    productId: id,
    categoryId,
    size,
    engravingMaxChars: wanted.engravable ? 20 : null,
    listCents: prices[currency][0],
    memberCents: prices[currency][1],
  };
}

/** Sets a variant's online stock for a size. */
export async function setStock(db: Database, sku: string, size: string, quantity: number): Promise<void> {
  await db
    .insertInto('stock')
    .values({ sku, size, quantity })
    .onConflict((conflict) => conflict.columns(['sku', 'size']).doUpdateSet({ quantity }))
    .execute();
}

/** A content service that answers the SPEC defaults without a network (tests that do not test content). */
export const defaultContent: ContentService = {
  sitePreferences: async () => fallbackPreferences.site(),
  pdpPreferences: async () => fallbackPreferences.pdp(),
  cartPreferences: async () => fallbackPreferences.cart(),
  page: async () => null,
  home: async () => null,
  findPage: async () => null,
  articles: async () => {
    throw new ContentUnavailableError(new Error('no content in this test'));
  },
  article: async () => null,
  purge: () => undefined,
};

/** Signs a test client in as a new member (a customer row and a member session cookie); the customer id. */
export async function signInAsNewMember(
  db: Database,
  client: TestClient,
  market: 'AU' | 'CA' | 'NZ' = 'AU',
): Promise<string> {
  const customer = await db
    .insertInto('customers')
    .values({
      email: `member-${randomBytes(4).toString('hex')}@example.com`,
      password_hash: null,
      status: 'active',
      market,
      locale: localesOfMarket(market)[0]!,
      title: null,
      first_name: 'Mia',
      last_name: 'Member',
      mobile_phone: null,
      state: null,
      birthday_day: null,
      birthday_month: null,
      birthday_year: null,
      anniversary: null,
      brilliance_number: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      customer_id: customer.id,
      created_at: new Date(now),
      last_seen_at: new Date(now),
      expires_at: new Date(now + 3_600_000),
    })
    .execute();
  client.cookies.set('sid', token);
  return customer.id;
}
