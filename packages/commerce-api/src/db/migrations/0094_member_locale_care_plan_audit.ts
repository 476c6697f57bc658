import { sql, type Kysely } from 'kysely';

/**
 * The member's language, and care plans' own payment audit source.
 * - `customers.locale`: the storefront locale (en-AU, en-CA, fr-CA, en-NZ) of the member's e-mails sent without a
 *   request in hand (the Brilliance rewards job). Set when the account opens and at each sign-in; always one of the
 *   member's market. Existing rows take their market's default (en-CA in Canada), the seeded French-Canadian demo
 *   member fr-CA.
 * - `payment_audit.source` also allows `care-plan`: the refund of a care plan bought after the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers add column locale text`.execute(db);
  await sql`
    update customers set locale = case market when 'AU' then 'en-AU' when 'NZ' then 'en-NZ' else 'en-CA' end`.execute(
    db,
  );
  await sql`update customers set locale = 'fr-CA' where email = 'chloe.membre@example.com'`.execute(db);
  await sql`alter table customers alter column locale set not null`.execute(db);
  await sql`
    alter table customers add constraint customers_locale_check
      check ((market = 'AU' and locale = 'en-AU') or (market = 'CA' and locale in ('en-CA', 'fr-CA'))
        or (market = 'NZ' and locale = 'en-NZ'))`.execute(db);
  await sql`alter table payment_audit drop constraint if exists payment_audit_source_check`.execute(db);
  await sql`
    alter table payment_audit add constraint payment_audit_source_check
      check (source in ('place-order', 'reconciliation', 'care-plan'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update payment_audit set source = 'place-order' where source = 'care-plan'`.execute(db);
  await sql`alter table payment_audit drop constraint if exists payment_audit_source_check`.execute(db);
  await sql`
    alter table payment_audit add constraint payment_audit_source_check
      check (source in ('place-order', 'reconciliation'))`.execute(db);
  await sql`alter table customers drop column if exists locale`.execute(db);
}
