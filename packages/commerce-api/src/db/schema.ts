import type { LocaleCode } from '@storefront/i18n';
import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of every table, matching `migrations/`. A migration and its row type change together.
 * Money is integer cents; timestamps come back as `Date`; `date` and `time` columns as strings.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;
type Numeric = ColumnType<number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

export type Market = 'AU' | 'CA' | 'NZ';
export type Currency = 'AUD' | 'CAD' | 'NZD';

export interface CustomersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  status: 'active' | 'awaiting_activation';
  market: Market;
  title: string | null;
  first_name: string;
  last_name: string;
  mobile_phone: string | null;
  state: string | null;
  birthday_day: number | null;
  birthday_month: number | null;
  birthday_year: number | null;
  anniversary: DateOnly | null;
  interests: ColumnType<string[], string[] | undefined, string[]>;
  brilliance_number: string | null;
  /** The member's storefront locale (0094): e-mails sent without a request in hand are written in it. */
  locale: LocaleCode;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  customer_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface ThrottlesTable {
  scope: string;
  key: string;
  failures: Generated<number>;
  blocked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: Json<unknown> | null;
  created_at: Timestamp;
  /** Who holds the claim now: a new random token on every claim or takeover. */
  claim_token: string | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  created_at: Timestamp;
}

export interface AccountTokensTable {
  token_hash: string;
  customer_id: string;
  purpose: 'password_reset' | 'activation';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: string;
  parent_id: string | null;
  position: number;
  name_en: string;
  name_fr: string;
  description_en: ColumnType<string, string | undefined, string>;
  description_fr: ColumnType<string, string | undefined, string>;
}

export interface CategorySlugsTable {
  category_id: string;
  locale: 'en-AU' | 'en-CA' | 'fr-CA' | 'en-NZ';
  slug: string;
}

export interface ProductsTable {
  id: string;
  number: string;
  slug: string;
  category_id: string;
  kind: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  collection: string | null;
  stone: string | null;
  shape: string | null;
  gender: ColumnType<string, string | undefined, string>;
  sized: ColumnType<boolean, boolean | undefined, boolean>;
  engravable: ColumnType<boolean, boolean | undefined, boolean>;
  engraving_max_chars: number | null;
  made_to_order: ColumnType<boolean, boolean | undefined, boolean>;
  resizable: ColumnType<boolean, boolean | undefined, boolean>;
  care_plan_eligible: ColumnType<boolean, boolean | undefined, boolean>;
  bnpl_eligible: ColumnType<boolean, boolean | undefined, boolean>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  featured_rank: number;
  created_at: Timestamp;
  search_en: ColumnType<string, never, never>;
  search_fr: ColumnType<string, never, never>;
}

export interface ProductRelationsTable {
  product_id: string;
  related_id: string;
  kind: 'alternative' | 'complement';
  attribute: string | null;
  position: ColumnType<number, number | undefined, number>;
}

export interface ProductAddonsTable {
  product_id: string;
  addon_id: string;
  kind: 'pendant' | 'connector' | 'charm';
  position: ColumnType<number, number | undefined, number>;
}

export interface VariantsTable {
  sku: string;
  product_id: string;
  metal: string;
  carat: Numeric | null;
  width_mm: Numeric | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
}

export interface PricesTable {
  sku: string;
  currency: Currency;
  list_cents: number;
  member_cents: number | null;
}

export interface StockTable {
  sku: string;
  size: ColumnType<string, string | undefined, string>;
  quantity: number;
}

export interface CarePlanBandsTable {
  currency: Currency;
  min_cents: number;
  max_cents: number;
  price_cents: number;
  term_months: number;
}

export interface SearchQueriesTable {
  id: Generated<number>;
  locale: string;
  query: string;
  normalised: string;
  result_count: number;
  created_at: Timestamp;
}

export interface StoresTable {
  id: string;
  name: string;
  market: Market;
  address1: string;
  address2: string | null;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  click_and_collect: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface StoreHoursTable {
  store_id: string;
  weekday: number;
  /** 'HH:MM:SS', or null when closed that day. */
  opens: string | null;
  closes: string | null;
}

export interface StoreSpecialHoursTable {
  store_id: string;
  day: DateOnly;
  label_en: string;
  label_fr: string;
  opens: string | null;
  closes: string | null;
}

export interface StoreStockTable {
  store_id: string;
  sku: string;
  size: ColumnType<string, string | undefined, string>;
  quantity: number;
}

export interface GazetteerTable {
  id: Generated<number>;
  market: Market;
  postcode: string;
  locality: string;
  city: string;
  state: string | null;
  latitude: number;
  longitude: number;
}

export interface AddressesTable {
  id: Generated<string>;
  customer_id: string;
  label: string | null;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
  country: string;
  phone: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface BagsTable {
  id: Generated<string>;
  customer_id: string | null;
  guest_key: string | null;
  market: Market;
  currency: Currency;
  coupon_code: string | null;
  delivery_method: string | null;
  pickup_store_id: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BagLinesTable {
  id: Generated<string>;
  bag_id: string;
  sku: string;
  size: ColumnType<string, string | undefined, string>;
  quantity: number;
  engraving: string | null;
  care_plan: ColumnType<boolean, boolean | undefined, boolean>;
  saved_for_later: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: Timestamp;
}

export interface WishlistItemsTable {
  customer_id: string;
  product_id: string;
  sku: string | null;
  added_at: Timestamp;
}

export interface GiftCardsTable {
  number: string;
  pin_hash: string | null;
  currency: Currency;
  balance_cents: number;
  initial_cents: number;
  expires_on: DateOnly | null;
  legacy: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CouponsTable {
  code: string;
  kind: 'amount' | 'percent' | 'welcome' | 'birthday' | 'anniversary';
  amount_cents: number | null;
  percent: number | null;
  currency: Currency | null;
  min_spend_cents: ColumnType<number, number | undefined, number>;
  category_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  single_use: ColumnType<boolean, boolean | undefined, boolean>;
  customer_id: string | null;
  redeemed_at: Timestamp | null;
}

/** An address as kept on an order. */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | undefined;
  suburb?: string | undefined;
  city: string;
  state?: string | undefined;
  postcode: string;
  country: string;
  phone: string;
}

export interface TaxLine {
  /** 'GST', 'HST', 'PST', 'QST'. */
  name: string;
  ratePercent: number;
  cents: number;
}

export interface OrdersTable {
  id: Generated<string>;
  number: string;
  customer_id: string | null;
  email: string;
  market: Market;
  locale: string;
  currency: Currency;
  status: string;
  placed_at: Timestamp;
  delivery_method: string;
  pickup_store_id: string | null;
  shipping_address: Json<AddressSnapshot> | null;
  billing_address: Json<AddressSnapshot>;
  billing_postcode: string;
  subtotal_cents: number;
  delivery_cents: number;
  discount_cents: ColumnType<number, number | undefined, number>;
  tax_cents: number;
  tax_included: boolean;
  tax_lines: Json<TaxLine[]>;
  total_cents: number;
  coupon_code: string | null;
}

export interface OrderLinesTable {
  id: Generated<string>;
  order_id: string;
  sku: string;
  product_id: string;
  name: string;
  metal: string;
  size: ColumnType<string, string | undefined, string>;
  quantity: number;
  engraving: string | null;
  care_plan: ColumnType<boolean, boolean | undefined, boolean>;
  unit_cents: number;
  care_plan_cents: ColumnType<number, number | undefined, number>;
  line_cents: number;
  status: string;
  /** Migration 0051: the line's place in the order (0 first); ties fall back to the id. */
  position: ColumnType<number, number | undefined, number>;
}

export interface OrderPaymentsTable {
  id: Generated<string>;
  order_id: string;
  method: string;
  reference: string | null;
  amount_cents: number;
  details: Json<Record<string, unknown>>;
}

export interface PaymentIntentsTable {
  id: string;
  bag_id: string | null;
  order_id: string | null;
  amount_cents: number;
  currency: Currency;
  method: string;
  status: string;
  checkout: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a process claimed it for a refund (status `refunding`); 0080. */
  refund_claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When it was refunded or closed; 0080. */
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One refund, failed refund attempt or closure of a payment intent without an order (0080). */
export interface PaymentAuditTable {
  id: Generated<string>;
  payment_intent_id: string;
  action: 'refunded' | 'refund_failed' | 'closed';
  source: 'place-order' | 'reconciliation' | 'care-plan';
  reason: string;
  amount_cents: number;
  currency: Currency;
  provider_status: string | null;
  created_at: Generated<Date>;
}

export interface CarePlansTable {
  id: Generated<string>;
  plan_number: string;
  customer_id: string | null;
  order_id: string | null;
  product_name: string;
  term_months: number;
  status: 'active' | 'pending' | 'expired';
  commenced_on: DateOnly | null;
  expires_on: DateOnly | null;
  rrp_cents: number;
  currency: Currency;
  /** Migration 0051: the order line and variant the plan covers (null for plans bought in store). */
  order_line_id: string | null;
  sku: string | null;
}

export interface FinancingAccountsTable {
  card_number: string;
  date_of_birth: DateOnly;
  status: 'active' | 'inactive';
  credit_limit_cents: number;
  customer_name: string;
}

export interface ContactEnquiriesTable {
  id: Generated<string>;
  market: Market;
  locale: string;
  enquiry_type: string;
  fields: Json<Record<string, string>>;
  email: string;
  created_at: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  email: string;
  market: Market;
  locale: string;
  source: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface ShipmentsTable {
  id: Generated<string>;
  order_id: string;
  destination: 'customer' | 'store';
  carrier: string;
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: Timestamp;
  delivered_at: Timestamp | null;
  /** Migration 0051: when the customer picked it up (store shipments). */
  collected_at: Timestamp | null;
}

export interface ShipmentLinesTable {
  shipment_id: string;
  order_line_id: string;
}

export interface FinancingApprovalsTable {
  id: string;
  card_last4: string;
  plan_id: string;
  plan: Json<Record<string, unknown>>;
  amount_cents: number;
  currency: 'CAD';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  reference: string | null;
}

/** One Brilliance birthday or anniversary reward of a member in a year (0090): the claim that issues it once. */
export interface MemberRewardsTable {
  customer_id: string;
  kind: 'birthday' | 'anniversary';
  year: number;
  coupon_code: string;
  issued_at: Timestamp;
  emailed_at: Timestamp | null;
}

export interface DB {
  customers: CustomersTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  idempotency_keys: IdempotencyKeysTable;
  email_outbox: EmailOutboxTable;
  account_tokens: AccountTokensTable;
  categories: CategoriesTable;
  category_slugs: CategorySlugsTable;
  products: ProductsTable;
  product_relations: ProductRelationsTable;
  product_addons: ProductAddonsTable;
  variants: VariantsTable;
  prices: PricesTable;
  stock: StockTable;
  care_plan_bands: CarePlanBandsTable;
  search_queries: SearchQueriesTable;
  stores: StoresTable;
  store_hours: StoreHoursTable;
  store_special_hours: StoreSpecialHoursTable;
  store_stock: StoreStockTable;
  gazetteer: GazetteerTable;
  addresses: AddressesTable;
  bags: BagsTable;
  bag_lines: BagLinesTable;
  wishlist_items: WishlistItemsTable;
  gift_cards: GiftCardsTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_payments: OrderPaymentsTable;
  payment_intents: PaymentIntentsTable;
  payment_audit: PaymentAuditTable;
  care_plans: CarePlansTable;
  financing_accounts: FinancingAccountsTable;
  contact_enquiries: ContactEnquiriesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  financing_approvals: FinancingApprovalsTable;
  member_rewards: MemberRewardsTable;
  job_passes: JobPassesTable;
}

/** When a background job's last pass started, in any process (0160, jobs/shared-pass.ts). */
export interface JobPassesTable {
  name: string;
  started_at: Timestamp;
}

/** What the checkout remembers about a bag's last pricing (0040): per line unit price and orderability. */
export interface BagPricedSnapshot {
  lines: Record<string, { unitCents: number; available: boolean; quantity: number }>;
  deliveryMethod: string | null;
  totalCents: number;
}

/** A change the server made to a bag since the shopper last saw it (0040). */
export interface BagChange {
  kind: 'price_changed' | 'out_of_stock' | 'quantity_reduced' | 'delivery_method_changed' | 'coupon_removed';
  lineId?: string;
  sku?: string;
  fromCents?: number;
  toCents?: number;
}

/** Checkout state kept on the bag (0040_checkout). */
export interface BagsTable {
  email: string | null;
  shipping_address: Json<AddressSnapshot> | null;
  billing_address: Json<AddressSnapshot> | null;
  billing_same_as_shipping: ColumnType<boolean, boolean | undefined, boolean>;
  priced: Json<BagPricedSnapshot> | null;
  changes: Json<BagChange[]> | null;
  changes_version: number | null;
  /** The financing approval given for this bag, kept with the checkout (0150). */
  financing_approval_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Gift cards applied to a bag, at most two (0040_checkout). */
export interface BagGiftCardsTable {
  bag_id: string;
  number: string;
  added_at: Timestamp;
}

export interface DB {
  bag_gift_cards: BagGiftCardsTable;
}

/** The online registration of an in-store account, kept on its activation token until the link is used (0030). */
export interface PendingRegistration {
  title: string | null;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  state: string | null;
  birthdayDay: number;
  birthdayMonth: number;
  birthdayYear: number;
  interests: string[];
  locale: string;
  /** The password chosen at an online registration, hashed; set when confirming the e-mail opens the account. */
  passwordHash?: string;
  /** A guest order the shopper registered from (`/my-account/register?order=`): joined to the account once opened. */
  guestOrder?: string;
}

/** Activation tokens may carry a pending registration (0030_identity). */
export interface AccountTokensTable {
  payload: ColumnType<PendingRegistration | null, string | null | undefined, string | null>;
}

/** Each store's IANA time zone and services (0020_stores_my_store). */
export interface StoresTable {
  time_zone: ColumnType<string, string | undefined, string>;
  services: ColumnType<string[], string[] | undefined, string[]>;
}

/** Accent-free search keys and the city-centre flag of gazetteer places (0020_stores_my_store). */
export interface GazetteerTable {
  locality_key: ColumnType<string, string | undefined, string>;
  city_key: ColumnType<string, string | undefined, string>;
  centre: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A member's chosen store, My Store (0020_stores_my_store). */
export interface CustomerMyStoreTable {
  customer_id: string;
  store_id: string;
  updated_at: Timestamp;
}

export interface DB {
  customer_my_store: CustomerMyStoreTable;
}

/** The search vocabulary typo correction matches by trigram (0010_catalogue_search). */
export interface SearchTermsTable {
  language: 'en' | 'fr';
  term: string;
  frequency: number;
}

export interface DB {
  search_terms: SearchTermsTable;
}

/** Full-text columns of categories, generated from their names and descriptions (0010_catalogue_search). */
export interface CategoriesTable {
  search_en: ColumnType<string, never, never>;
  search_fr: ColumnType<string, never, never>;
}

/** A newsletter sign-up waits for its e-mailed link before it counts (0130_newsletter_double_opt_in). */
export interface NewsletterSubscriptionsTable {
  status: ColumnType<'pending' | 'confirmed', 'pending' | 'confirmed' | undefined, 'pending' | 'confirmed'>;
  confirmed_at: Timestamp | null;
}

/** A newsletter sign-up's single-use confirmation link, only its sha256 kept (0130_newsletter_double_opt_in). */
export interface NewsletterConfirmationsTable {
  token_hash: string;
  email: string;
  market: Market;
  locale: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Who an e-mail says it is from (0130_newsletter_double_opt_in); null before it was recorded. */
export interface EmailOutboxTable {
  from_address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  newsletter_confirmations: NewsletterConfirmationsTable;
}

/** A unit held at a store for a shopper until `hold_until` (0140_store_reservations). */
export interface StoreReservationsTable {
  id: Generated<string>;
  reference: string;
  store_id: string;
  sku: string;
  size: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  market: Market;
  locale: string;
  /** sha256 of the e-mailed cancellation token. */
  cancel_token_hash: string;
  status: ColumnType<'held' | 'cancelled' | 'expired', 'held' | undefined, 'held' | 'cancelled' | 'expired'>;
  hold_until: Timestamp;
  released_at: Timestamp | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DB {
  store_reservations: StoreReservationsTable;
}
