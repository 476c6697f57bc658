import { sql, type Kysely } from 'kysely';

/**
 * Buying and owning: addresses, bags and lines (with saved-for-later), wishlists, gift cards, coupons, payment
 * intents, orders with lines, payments and shipments, care plans, financing accounts, contact and newsletter.
 * Addresses on orders are snapshots (jsonb): an order shows where it went even after the book changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table addresses (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      label text,
      first_name text not null,
      last_name text not null,
      address1 text not null,
      address2 text,
      suburb text,
      city text not null,
      state text,
      postcode text not null,
      country text not null,
      phone text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index addresses_customer_idx on addresses (customer_id)`.execute(db);

  await sql`
    create table bags (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid references customers (id) on delete cascade,
      guest_key text unique,
      market text not null check (market in ('AU', 'CA', 'NZ')),
      currency text not null check (currency in ('AUD', 'CAD', 'NZD')),
      coupon_code text,
      delivery_method text,
      pickup_store_id text references stores (id),
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (customer_id is not null or guest_key is not null)
    )`.execute(db);
  await sql`create unique index bags_customer_market on bags (customer_id, market) where customer_id is not null`.execute(
    db,
  );
  await sql`
    create table bag_lines (
      id uuid primary key default gen_random_uuid(),
      bag_id uuid not null references bags (id) on delete cascade,
      sku text not null references variants (sku),
      size text not null default '',
      quantity integer not null check (quantity between 1 and 99),
      engraving text,
      care_plan boolean not null default false,
      saved_for_later boolean not null default false,
      added_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index bag_lines_bag_idx on bag_lines (bag_id)`.execute(db);

  await sql`
    create table wishlist_items (
      customer_id uuid not null references customers (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      sku text references variants (sku) on delete set null,
      added_at timestamptz not null default now(),
      primary key (customer_id, product_id)
    )`.execute(db);

  await sql`
    create table gift_cards (
      number text primary key,
      pin_hash text,
      currency text not null check (currency in ('AUD', 'CAD', 'NZD')),
      balance_cents integer not null check (balance_cents >= 0),
      initial_cents integer not null,
      expires_on date,
      legacy boolean not null default false
    )`.execute(db);

  await sql`
    create table coupons (
      code text primary key,
      kind text not null check (kind in ('amount', 'percent', 'welcome')),
      amount_cents integer,
      percent integer check (percent between 1 and 100),
      currency text,
      min_spend_cents integer not null default 0,
      category_id text references categories (id),
      starts_at timestamptz not null,
      ends_at timestamptz,
      single_use boolean not null default false,
      customer_id uuid references customers (id) on delete cascade,
      redeemed_at timestamptz
    )`.execute(db);

  await sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      number text not null unique check (number ~ '^[0-9]{12}$|^[0-9]{5}$'),
      customer_id uuid references customers (id),
      email text not null,
      market text not null,
      locale text not null,
      currency text not null,
      status text not null,
      placed_at timestamptz not null default now(),
      delivery_method text not null,
      pickup_store_id text references stores (id),
      shipping_address jsonb,
      billing_address jsonb not null,
      billing_postcode text not null,
      subtotal_cents integer not null,
      delivery_cents integer not null,
      discount_cents integer not null default 0,
      tax_cents integer not null,
      tax_included boolean not null,
      tax_lines jsonb not null default '[]',
      total_cents integer not null,
      coupon_code text
    )`.execute(db);
  await sql`create index orders_customer_idx on orders (customer_id, placed_at desc)`.execute(db);
  await sql`
    create table order_lines (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      sku text not null,
      product_id text not null,
      name text not null,
      metal text not null,
      size text not null default '',
      quantity integer not null,
      engraving text,
      care_plan boolean not null default false,
      unit_cents integer not null,
      care_plan_cents integer not null default 0,
      line_cents integer not null,
      status text not null
    )`.execute(db);
  await sql`create index order_lines_order_idx on order_lines (order_id)`.execute(db);
  await sql`
    create table order_payments (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      method text not null,
      reference text,
      amount_cents integer not null,
      details jsonb not null default '{}'
    )`.execute(db);

  await sql`
    create table payment_intents (
      id text primary key,
      bag_id uuid references bags (id) on delete set null,
      order_id uuid references orders (id),
      amount_cents integer not null,
      currency text not null,
      method text not null,
      status text not null,
      checkout jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table care_plans (
      id uuid primary key default gen_random_uuid(),
      plan_number text not null unique,
      customer_id uuid references customers (id) on delete cascade,
      order_id uuid references orders (id),
      product_name text not null,
      term_months integer not null,
      status text not null check (status in ('active', 'pending', 'expired')),
      commenced_on date,
      expires_on date,
      rrp_cents integer not null,
      currency text not null
    )`.execute(db);

  await sql`
    create table financing_accounts (
      card_number text primary key,
      date_of_birth date not null,
      status text not null check (status in ('active', 'inactive')),
      credit_limit_cents integer not null,
      customer_name text not null
    )`.execute(db);

  await sql`
    create table contact_enquiries (
      id uuid primary key default gen_random_uuid(),
      market text not null,
      locale text not null,
      enquiry_type text not null,
      fields jsonb not null,
      email text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table newsletter_subscriptions (
      email text not null,
      market text not null,
      locale text not null,
      source text not null default 'footer',
      created_at timestamptz not null default now(),
      primary key (email, market)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'newsletter_subscriptions',
    'contact_enquiries',
    'financing_accounts',
    'care_plans',
    'payment_intents',
    'order_payments',
    'order_lines',
    'orders',
    'coupons',
    'gift_cards',
    'wishlist_items',
    'bag_lines',
    'bags',
    'addresses',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
