import { deliveryMethodsFor, type DeliveryMethodId } from '../checkout/delivery';
import { CANADIAN_SALES_TAX, taxFor } from '../checkout/tax';
import type { AddressSnapshot, Currency, Market, TaxLine } from '../db/schema';
import { DEMO_ACCOUNTS } from '../identity/seed';
import { daysFrom, insertChunked, isoDay, type SeedContext } from '../seed/context';
import type { Random } from '../seed/random';
import { financingPlanDefinitions } from '../financing/financing-plans';
import type { OrderStatus, PaymentMethod } from './order-codes';
import { engravings, guestNames, phoneFor, seedAddresses, type SeedAddress } from './seed-people';

const currencyOf: Record<Market, Currency> = { AU: 'AUD', CA: 'CAD', NZ: 'NZD' };
const markets: readonly Market[] = ['AU', 'NZ', 'CA'];

type LineKind = 'any' | 'sized' | 'madeToOrder' | 'carePlanEligible';

interface LineSpec {
  kind: LineKind;
  /** Defaults to the order's status. */
  status?: OrderStatus;
  carePlan?: boolean;
  engraving?: boolean;
  /** Index into the scenario's shipments. */
  shipment?: number;
}

interface ShipmentSpec {
  destination: 'customer' | 'store';
  shippedDaysAgo: number;
  deliveredDaysAgo?: number;
  collectedDaysAgo?: number;
}

type PaymentPlan = 'card' | 'gift_card_and_card' | 'two_gift_cards_and_card' | 'instalments' | 'financing';

/** One order to build: what happened to it, relative to today. */
interface Scenario {
  status: OrderStatus;
  /** `fast` is the market's express method. */
  method: DeliveryMethodId | 'fast';
  /** Days before today it was placed; a function of the care plan term for plans that must be active or expired. */
  placedDaysAgo: number | ((termMonths: number) => number);
  lines: LineSpec[];
  shipments?: ShipmentSpec[];
  payment: PaymentPlan;
  /** Shipped to the neighbouring market (AU ↔ NZ, CA → NZ). */
  abroad?: boolean;
  coupon?: { code: string; amountCents: number };
  /** A 5-digit legacy receipt from a WA store. */
  legacyReceipt?: boolean;
}

/** The orders every showcase shopper has: one per status of SPEC §4, plus international and care-plan history. */
function showcaseScenarios(market: Market, member: boolean): Scenario[] {
  const scenarios: Scenario[] = [
    {
      status: 'payment_pending',
      method: 'standard',
      placedDaysAgo: 0,
      lines: [{ kind: 'carePlanEligible' }],
      payment: market === 'CA' ? 'financing' : 'instalments',
    },
    {
      status: 'being_processed',
      method: 'fast',
      placedDaysAgo: 1,
      lines: [{ kind: 'any' }, { kind: 'any' }],
      payment: 'card',
      ...(member ? { coupon: { code: 'WELCOME20', amountCents: 2_000 } } : {}),
    },
    {
      status: 'awaiting_shipment',
      method: 'standard',
      placedDaysAgo: 2,
      lines: [{ kind: 'sized', carePlan: true }],
      payment: 'card',
    },
    {
      status: 'not_shipped',
      method: 'standard',
      placedDaysAgo: 6,
      lines: [{ kind: 'any' }],
      payment: 'gift_card_and_card',
    },
    {
      status: 'being_crafted',
      method: market === 'AU' ? 'premium' : 'standard',
      placedDaysAgo: 9,
      lines: [{ kind: 'madeToOrder', engraving: true, carePlan: true }],
      payment: 'card',
    },
    {
      status: 'shipped',
      method: 'fast',
      placedDaysAgo: 4,
      lines: [
        { kind: 'any', shipment: 0 },
        { kind: 'sized', shipment: 0 },
      ],
      shipments: [{ destination: 'customer', shippedDaysAgo: 2 }],
      payment: 'card',
    },
    {
      status: 'partially_shipped',
      method: 'standard',
      placedDaysAgo: 15,
      lines: [
        { kind: 'carePlanEligible', carePlan: true, status: 'shipped', shipment: 0 },
        { kind: 'any', status: 'shipped', shipment: 1 },
        { kind: 'madeToOrder', status: 'being_crafted', engraving: true },
      ],
      shipments: [
        { destination: 'customer', shippedDaysAgo: 12, deliveredDaysAgo: 9 },
        { destination: 'customer', shippedDaysAgo: 2 },
      ],
      payment: 'card',
    },
    {
      status: 'click_and_collect',
      method: 'click_and_collect',
      placedDaysAgo: 1,
      lines: [{ kind: 'any' }],
      payment: 'card',
    },
    {
      status: 'shipped_to_store',
      method: 'click_and_collect',
      placedDaysAgo: 5,
      lines: [{ kind: 'sized', shipment: 0 }],
      shipments: [{ destination: 'store', shippedDaysAgo: 3 }],
      payment: 'card',
    },
    {
      status: 'ready_to_collect',
      method: 'click_and_collect',
      placedDaysAgo: 7,
      lines: [
        { kind: 'any', shipment: 0 },
        { kind: 'any', shipment: 0 },
      ],
      shipments: [{ destination: 'store', shippedDaysAgo: 6, deliveredDaysAgo: 2 }],
      payment: 'two_gift_cards_and_card',
    },
    {
      status: 'collected',
      method: 'click_and_collect',
      placedDaysAgo: 22,
      lines: [{ kind: 'carePlanEligible', shipment: 0 }],
      shipments: [{ destination: 'store', shippedDaysAgo: 20, deliveredDaysAgo: 17, collectedDaysAgo: 12 }],
      payment: 'card',
    },
    {
      status: 'cancelled',
      method: 'standard',
      placedDaysAgo: 25,
      lines: [{ kind: 'any' }, { kind: 'sized' }],
      payment: 'card',
    },
    {
      status: 'completed',
      method: 'standard',
      placedDaysAgo: 16,
      lines: [{ kind: 'carePlanEligible', shipment: 0 }],
      shipments: [{ destination: 'customer', shippedDaysAgo: 14, deliveredDaysAgo: 11 }],
      payment: 'card',
    },
    {
      status: 'completed',
      method: 'international',
      abroad: true,
      placedDaysAgo: 48,
      lines: [{ kind: 'any', shipment: 0 }],
      shipments: [{ destination: 'customer', shippedDaysAgo: 45, deliveredDaysAgo: 38 }],
      payment: 'card',
    },
    {
      status: 'shipped',
      method: 'express_international',
      abroad: true,
      placedDaysAgo: 3,
      lines: [{ kind: 'any', shipment: 0 }],
      shipments: [{ destination: 'customer', shippedDaysAgo: 1 }],
      payment: 'card',
    },
  ];
  if (member) {
    scenarios.push(
      {
        status: 'completed',
        method: 'standard',
        // Received a third of the way into its care plan's term: the plan is active.
        placedDaysAgo: (term) => Math.round(term * 30.44 * 0.35) + 4,
        lines: [{ kind: 'carePlanEligible', carePlan: true, shipment: 0 }],
        shipments: [
          {
            destination: 'customer',
            shippedDaysAgo: -1, // resolved from the placed date below
          },
        ],
        payment: 'card',
      },
      {
        status: 'completed',
        method: 'fast',
        // Received a term and four months ago: the plan has expired.
        placedDaysAgo: (term) => Math.round(term * 30.44) + 125,
        lines: [{ kind: 'carePlanEligible', carePlan: true, shipment: 0 }],
        shipments: [{ destination: 'customer', shippedDaysAgo: -1 }],
        payment: 'card',
      },
    );
  }
  if (market === 'AU') {
    scenarios.push({
      status: 'completed',
      method: 'click_and_collect',
      legacyReceipt: true,
      placedDaysAgo: member ? 430 : 610,
      lines: [{ kind: 'carePlanEligible', carePlan: member }],
      payment: 'card',
    });
  }
  return scenarios;
}

/** A few orders of an ordinary member: mostly delivered, now and then one under way. */
function everydayScenarios(random: Random): Scenario[] {
  const count = random.int(0, 3);
  const out: Scenario[] = [];
  for (let index = 0; index < count; index++) {
    const roll = random.next();
    const placed = random.int(20, 700);
    if (roll < 0.55) {
      out.push({
        status: 'completed',
        method: random.pick(['standard', 'standard', 'fast'] as const),
        placedDaysAgo: placed,
        lines: [{ kind: 'any', shipment: 0, carePlan: random.chance(0.3) }],
        shipments: [{ destination: 'customer', shippedDaysAgo: placed - 2, deliveredDaysAgo: placed - 5 }],
        payment: random.pick(['card', 'card', 'gift_card_and_card'] as const),
      });
    } else if (roll < 0.75) {
      out.push({
        status: 'collected',
        method: 'click_and_collect',
        placedDaysAgo: placed,
        lines: [{ kind: 'any', shipment: 0 }],
        shipments: [
          {
            destination: 'store',
            shippedDaysAgo: placed - 1,
            deliveredDaysAgo: placed - 3,
            collectedDaysAgo: placed - 5,
          },
        ],
        payment: 'card',
      });
    } else if (roll < 0.85) {
      out.push({
        status: 'cancelled',
        method: 'standard',
        placedDaysAgo: placed,
        lines: [{ kind: 'any' }],
        payment: 'card',
      });
    } else {
      out.push({
        status: 'shipped',
        method: 'fast',
        placedDaysAgo: 3,
        lines: [{ kind: 'any', shipment: 0 }],
        shipments: [{ destination: 'customer', shippedDaysAgo: 1 }],
        payment: 'card',
      });
    }
  }
  return out;
}

interface CatalogueItem {
  sku: string;
  productId: string;
  metal: string;
  nameEn: string;
  nameFr: string;
  sized: boolean;
  engravable: boolean;
  engravingMaxChars: number | null;
  madeToOrder: boolean;
  carePlanEligible: boolean;
  prices: Partial<Record<Currency, { listCents: number; memberCents: number | null }>>;
}

interface StoreRow {
  id: string;
  market: Market;
  state: string | null;
  city: string;
}

interface Person {
  customerId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  market: Market;
  locale: string;
  address: SeedAddress;
}

/** When the catalogue is not seeded yet, orders still get lines (with these stand-in designs). */
const fallbackItems: readonly CatalogueItem[] = [
  [
    'fallback-solitaire',
    'Classic Solitaire Engagement Ring',
    'Bague de fiançailles solitaire classique',
    true,
    true,
    249_900,
  ],
  ['fallback-studs', 'Diamond Stud Earrings', 'Boucles d’oreilles à diamants', false, false, 89_900],
  ['fallback-pendant', 'Heart Pendant', 'Pendentif cœur', false, true, 29_900],
  ['fallback-band', 'Court Wedding Band', 'Alliance classique', true, true, 119_900],
].map(([id, nameEn, nameFr, sized, madeToOrder, cents]) => ({
  sku: `${id as string}-18kt-yellow-gold`,
  productId: id as string,
  metal: '18kt-yellow-gold',
  nameEn: nameEn as string,
  nameFr: nameFr as string,
  sized: sized as boolean,
  engravable: true,
  engravingMaxChars: 20,
  madeToOrder: madeToOrder as boolean,
  carePlanEligible: true,
  prices: {
    AUD: { listCents: cents as number, memberCents: null },
    NZD: { listCents: Math.round((cents as number) * 1.1), memberCents: null },
    CAD: { listCents: Math.round((cents as number) * 0.9), memberCents: null },
  },
}));

async function readCatalogue(context: SeedContext): Promise<CatalogueItem[]> {
  const rows = await context.trx
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('prices', 'prices.sku', 'variants.sku')
    .select([
      'variants.sku',
      'variants.product_id',
      'variants.metal',
      'products.name_en',
      'products.name_fr',
      'products.sized',
      'products.engravable',
      'products.engraving_max_chars',
      'products.made_to_order',
      'products.care_plan_eligible',
      'prices.currency',
      'prices.list_cents',
      'prices.member_cents',
    ])
    .where('variants.is_default', '=', true)
    .where('products.online', '=', true)
    .orderBy('variants.sku')
    .execute();
  const bySku = new Map<string, CatalogueItem>();
  for (const row of rows) {
    let item = bySku.get(row.sku);
    if (!item) {
      item = {
        sku: row.sku,
        productId: row.product_id,
        metal: row.metal,
        nameEn: row.name_en,
        nameFr: row.name_fr,
        sized: row.sized,
        engravable: row.engravable,
        engravingMaxChars: row.engraving_max_chars,
        madeToOrder: row.made_to_order,
        carePlanEligible: row.care_plan_eligible,
        prices: {},
      };
      bySku.set(row.sku, item);
    }
    item.prices[row.currency] = { listCents: row.list_cents, memberCents: row.member_cents };
  }
  return bySku.size > 0 ? [...bySku.values()] : [...fallbackItems];
}

/** A deterministic version-4-shaped UUID, so the seed builds the same rows every time. */
function uuidFrom(random: Random): string {
  let hex = '';
  for (let index = 0; index < 32; index++) hex += random.int(0, 15).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function addMonths(day: Date, months: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, day.getUTCDate()));
}

interface Tracking {
  carrier: string;
  number: string;
  url: string | null;
}

function trackingFor(random: Random, market: Market, destination: 'customer' | 'store', abroad: boolean): Tracking {
  if (destination === 'store') {
    return { carrier: 'Lustre & Co. store transfer', number: `ST${random.digits(8, true)}`, url: null };
  }
  if (abroad) {
    const number = random.digits(10, true);
    return {
      carrier: 'DHL Express',
      number,
      url: `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
    };
  }
  switch (market) {
    case 'AU': {
      const number = `33LUS${random.digits(7, true)}`;
      return { carrier: 'Australia Post', number, url: `https://auspost.com.au/mypost/track/details/${number}` };
    }
    case 'NZ': {
      const number = `LC${random.digits(9, true)}NZ`;
      return { carrier: 'NZ Post', number, url: `https://www.nzpost.co.nz/tools/tracking/item/${number}` };
    }
    case 'CA': {
      const number = `7${random.digits(15)}`;
      return {
        carrier: 'Canada Post',
        number,
        url: `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${number}`,
      };
    }
  }
}

/** The market of the address an order ships to when it goes abroad. */
const abroadMarket: Record<Market, Market> = { AU: 'NZ', NZ: 'AU', CA: 'NZ' };

/**
 * Seeds orders in every status of SPEC §4 (see `order-codes.ts`) for guests and members, with lines from the seeded
 * catalogue, shipments with tracking, payments (card brand and last 4 only), pick-up stores, 5-digit legacy WA
 * receipts, and the professional care plans bought with them (active, pending, expired).
 */
export async function seedOrders(context: SeedContext): Promise<void> {
  const { trx, today } = context;
  // Forks taken first, so the guest demo orders keep their numbers whatever the rest of the data does.
  const numbers = context.random.fork('order-numbers');
  const random = context.random.fork('orders');
  const catalogue = await readCatalogue(context);
  const stores = (await trx
    .selectFrom('stores')
    .select(['id', 'market', 'state', 'city'])
    .where('click_and_collect', '=', true)
    .orderBy('id')
    .execute()) as StoreRow[];
  const customers = await trx
    .selectFrom('customers')
    .select(['id', 'email', 'market', 'first_name', 'last_name', 'state', 'mobile_phone'])
    .where('status', '=', 'active')
    .orderBy('email')
    .execute();
  const defaultAddresses = new Map(
    (await trx.selectFrom('addresses').selectAll().where('is_default', '=', true).execute()).map((row) => [
      row.customer_id,
      row,
    ]),
  );
  const bands = await trx.selectFrom('care_plan_bands').selectAll().execute();
  const giftCards = await trx.selectFrom('gift_cards').select(['number', 'currency']).orderBy('number').execute();
  const financingCards = await trx
    .selectFrom('financing_accounts')
    .select('card_number')
    .where('status', '=', 'active')
    .orderBy('card_number')
    .execute();

  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const shipments: Record<string, unknown>[] = [];
  const shipmentLines: Record<string, unknown>[] = [];
  const carePlans: Record<string, unknown>[] = [];
  const usedNumbers = new Set<string>();
  const usedPlanNumbers = new Set<string>();

  function orderNumber(legacy: boolean): string {
    for (;;) {
      const number = legacy ? numbers.digits(5, true) : numbers.digits(12, true);
      if (!usedNumbers.has(number)) {
        usedNumbers.add(number);
        return number;
      }
    }
  }

  function planNumber(): string {
    for (;;) {
      const number = `PCP${random.digits(9, true)}`;
      if (!usedPlanNumbers.has(number)) {
        usedPlanNumbers.add(number);
        return number;
      }
    }
  }

  function pickItem(kind: LineKind, currency: Currency, pickup: boolean): CatalogueItem {
    const priced = catalogue.filter((item) => item.prices[currency]);
    const pool = priced.filter((item) => {
      if (kind === 'sized') return item.sized;
      if (kind === 'madeToOrder') return item.madeToOrder && !pickup;
      if (kind === 'carePlanEligible') return item.carePlanEligible;
      return true;
    });
    return random.pick(pool.length > 0 ? pool : priced.length > 0 ? priced : fallbackItems);
  }

  function carePlanBand(currency: Currency, unitCents: number): { priceCents: number; termMonths: number } {
    const band = bands.find(
      (row) => row.currency === currency && row.min_cents <= unitCents && row.max_cents >= unitCents,
    );
    if (band) return { priceCents: band.price_cents, termMonths: band.term_months };
    // Catalogue not seeded yet: a plan priced like the bands would price it.
    return { priceCents: Math.max(4_900, Math.round((unitCents * 0.08) / 100) * 100 - 1), termMonths: 36 };
  }

  function storeFor(market: Market, state: string | undefined, legacy: boolean): StoreRow | undefined {
    const inMarket = stores.filter((store) => store.market === market);
    if (legacy) return inMarket.find((store) => store.state === 'WA');
    return inMarket.find((store) => store.state === state) ?? inMarket[0];
  }

  function snapshot(person: Person, address: SeedAddress, country: Market): AddressSnapshot {
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      address1: address.address1,
      ...(address.address2 ? { address2: address.address2 } : {}),
      ...(address.suburb ? { suburb: address.suburb } : {}),
      city: address.city,
      ...(address.state ? { state: address.state } : {}),
      postcode: address.postcode,
      country,
      phone: person.phone,
    };
  }

  function build(person: Person, scenario: Scenario): void {
    const { market } = person;
    const currency = currencyOf[market];
    const pickup = scenario.method === 'click_and_collect';
    const legacy = scenario.legacyReceipt === true;
    const member = person.customerId !== null;
    const orderId = uuidFrom(random);

    // Lines first: the care plan term decides when some orders were placed.
    const built = scenario.lines.map((spec) => {
      const item = pickItem(spec.kind, currency, pickup);
      const price = item.prices[currency] ?? { listCents: 9_900, memberCents: null };
      const unitCents =
        member && price.memberCents !== null ? Math.min(price.memberCents, price.listCents) : price.listCents;
      const withPlan = (spec.carePlan ?? false) && scenario.status !== 'cancelled' && item.carePlanEligible;
      const band = carePlanBand(currency, unitCents);
      const engraving =
        spec.engraving && item.engravable && !pickup
          ? random.pick(engravings).slice(0, item.engravingMaxChars ?? 20)
          : null;
      const size = item.sized ? random.pick(['J', 'K', 'L', 'M', 'N', 'O', 'P']) : '';
      return { spec, item, unitCents, withPlan, band, engraving, size, id: uuidFrom(random) };
    });
    const term = built.find((line) => line.withPlan)?.band.termMonths ?? 24;
    const placedDaysAgo =
      typeof scenario.placedDaysAgo === 'function' ? scenario.placedDaysAgo(term) : scenario.placedDaysAgo;
    const placedAt = new Date(daysFrom(today, -placedDaysAgo).getTime() - random.int(1, 10) * 3_600_000);

    // Ship-to address: the person's, or a neighbouring market's for international orders.
    const destination = scenario.abroad ? abroadMarket[market] : market;
    const shipTo = scenario.abroad ? random.pick(seedAddresses[destination]) : person.address;
    const shippingAddress = pickup || legacy ? null : snapshot(person, shipTo, destination);
    const billingAddress = snapshot(person, person.address, market);
    const store = pickup ? storeFor(market, person.address.state, legacy) : undefined;

    let subtotalCents = 0;
    for (const line of built) {
      const carePlanCents = line.withPlan ? line.band.priceCents : 0;
      const lineCents = line.unitCents + carePlanCents;
      subtotalCents += lineCents;
      lines.push({
        id: line.id,
        order_id: orderId,
        sku: line.item.sku,
        product_id: line.item.productId,
        name: person.locale === 'fr-CA' ? line.item.nameFr : line.item.nameEn,
        metal: line.item.metal,
        size: line.size,
        quantity: 1,
        engraving: line.engraving,
        care_plan: line.withPlan,
        unit_cents: line.unitCents,
        care_plan_cents: carePlanCents,
        line_cents: lineCents,
        status: line.spec.status ?? scenario.status,
        position: built.indexOf(line),
      });
    }

    const method: DeliveryMethodId =
      scenario.method === 'fast' ? (market === 'AU' ? 'express_post' : 'express') : scenario.method;
    const offered = deliveryMethodsFor({
      market,
      currency,
      destinationCountry: destination,
      merchandiseCents: subtotalCents,
      dispatchBusinessDays: 1,
      now: today,
    });
    const deliveryCents = legacy ? 0 : (offered.find((offer) => offer.id === method)?.priceCents ?? 0);
    const discountCents = scenario.coupon && subtotalCents >= 10_000 ? scenario.coupon.amountCents : 0;
    const netCents = subtotalCents + deliveryCents - discountCents;
    const candidates = [pickup ? store?.state : shipTo.state, person.address.state, 'ON'];
    const province = candidates.find((code) => code !== undefined && code !== null && code in CANADIAN_SALES_TAX);
    const tax = taxFor(market, netCents, province);
    const totalCents = tax.included ? netCents : netCents + tax.cents;
    const taxLines: TaxLine[] = tax.lines;

    orders.push({
      id: orderId,
      number: orderNumber(legacy),
      customer_id: person.customerId,
      email: person.email,
      market,
      locale: person.locale,
      currency,
      status: scenario.status,
      placed_at: placedAt,
      delivery_method: method,
      pickup_store_id: store?.id ?? null,
      shipping_address: shippingAddress ? JSON.stringify(shippingAddress) : null,
      billing_address: JSON.stringify(billingAddress),
      billing_postcode: billingAddress.postcode,
      subtotal_cents: subtotalCents,
      delivery_cents: deliveryCents,
      discount_cents: discountCents,
      tax_cents: tax.cents,
      tax_included: tax.included,
      tax_lines: JSON.stringify(taxLines),
      total_cents: totalCents,
      coupon_code: discountCents > 0 ? (scenario.coupon?.code ?? null) : null,
    });

    addPayments(orderId, scenario.payment, totalCents, currency, market, person.locale === 'fr-CA' ? 'fr' : 'en');

    // Shipments; dates that depend on the placed day (-1) are a couple of days after it.
    const receivedAt = new Map<string, Date>();
    (scenario.shipments ?? []).forEach((spec, index) => {
      const shipmentId = uuidFrom(random);
      const shippedDaysAgo = spec.shippedDaysAgo >= 0 ? spec.shippedDaysAgo : placedDaysAgo - 2;
      const deliveredDaysAgo = spec.shippedDaysAgo >= 0 ? spec.deliveredDaysAgo : placedDaysAgo - 4;
      const at = (days: number | undefined) =>
        days === undefined ? null : new Date(daysFrom(today, -days).getTime() + random.int(9, 17) * 3_600_000);
      const deliveredAt = at(deliveredDaysAgo);
      const collectedAt = spec.destination === 'store' ? at(spec.collectedDaysAgo) : null;
      const tracking = trackingFor(random, market, spec.destination, scenario.abroad === true);
      shipments.push({
        id: shipmentId,
        order_id: orderId,
        destination: spec.destination,
        carrier: tracking.carrier,
        tracking_number: tracking.number,
        tracking_url: tracking.url,
        shipped_at: at(shippedDaysAgo),
        delivered_at: deliveredAt,
        collected_at: collectedAt,
      });
      for (const line of built.filter((candidate) => candidate.spec.shipment === index)) {
        shipmentLines.push({ shipment_id: shipmentId, order_line_id: line.id });
        const received = spec.destination === 'store' ? collectedAt : deliveredAt;
        if (received) receivedAt.set(line.id, received);
      }
    });
    if (legacy) for (const line of built) receivedAt.set(line.id, placedAt);

    for (const line of built.filter((candidate) => candidate.withPlan)) {
      const received = receivedAt.get(line.id);
      const expires = received ? addMonths(received, line.band.termMonths) : null;
      carePlans.push({
        plan_number: planNumber(),
        customer_id: person.customerId,
        order_id: orderId,
        order_line_id: line.id,
        sku: line.item.sku,
        product_name: person.locale === 'fr-CA' ? line.item.nameFr : line.item.nameEn,
        term_months: line.band.termMonths,
        status: !received || !expires ? 'pending' : expires.getTime() < today.getTime() ? 'expired' : 'active',
        commenced_on: received ? isoDay(received) : null,
        expires_on: expires ? isoDay(expires) : null,
        rrp_cents: line.band.priceCents,
        currency,
      });
    }
  }

  function addPayments(
    orderId: string,
    plan: PaymentPlan,
    totalCents: number,
    currency: Currency,
    market: Market,
    language: 'en' | 'fr',
  ) {
    const push = (method: PaymentMethod, amountCents: number, details: Record<string, unknown>) =>
      payments.push({
        id: uuidFrom(random),
        order_id: orderId,
        method,
        reference: `PSP-${random.digits(10, true)}`,
        amount_cents: amountCents,
        details: JSON.stringify(details),
      });
    const card = () => ({ brand: random.pick(['visa', 'visa', 'mastercard', 'amex']), last4: random.digits(4) });
    const giftCardLast4 = () => {
      const mine = giftCards.filter((row) => row.currency === currency);
      return mine.length > 0 ? random.pick(mine).number.slice(-4) : random.digits(4);
    };
    let remaining = totalCents;
    if (plan === 'gift_card_and_card' || plan === 'two_gift_cards_and_card') {
      const cards = plan === 'two_gift_cards_and_card' ? 2 : 1;
      for (let index = 0; index < cards && remaining > 100; index++) {
        const amount = Math.min(remaining - 100, random.int(5, 25) * 1_000);
        push('gift_card', amount, { last4: giftCardLast4() });
        remaining -= amount;
      }
    }
    if (plan === 'instalments') {
      push('bnpl', remaining, { provider: 'instalments', instalments: 4 });
    } else if (plan === 'financing' && market === 'CA') {
      const account = financingCards.length > 0 ? random.pick(financingCards).card_number : random.digits(16);
      const twelveMonths = financingPlanDefinitions.find((definition) => definition.id === 'monthly-12');
      push('financing', remaining, {
        last4: account.slice(-4),
        planId: 'monthly-12',
        planName: twelveMonths?.name[language] ?? 'monthly-12',
      });
    } else {
      push('card', remaining, card());
    }
  }

  // Guests: every status in every market; the demo ones documented in the README.
  for (const market of markets) {
    const scenarios = showcaseScenarios(market, false);
    scenarios.forEach((scenario, index) => {
      const french = market === 'CA' && index % 4 === 2;
      const names = guestNames[french ? 'CA-fr' : market];
      const [firstName, lastName] = names[index % names.length] as readonly [string, string];
      const pool = seedAddresses[market].filter((address) => !french || address.state === 'QC');
      const address = scenario.legacyReceipt
        ? (seedAddresses.AU.find((candidate) => candidate.state === 'WA') as SeedAddress)
        : (pool[index % pool.length] as SeedAddress);
      build(
        {
          customerId: null,
          email:
            `${firstName}.${lastName}`
              .normalize('NFD')
              .replace(/[^A-Za-z.]/g, '')
              .toLowerCase() + '@example.com',
          firstName,
          lastName,
          phone: phoneFor(market, random.digits(4)),
          market,
          locale: market === 'AU' ? 'en-AU' : market === 'NZ' ? 'en-NZ' : french ? 'fr-CA' : 'en-CA',
          address,
        },
        scenario,
      );
    });
  }

  // Members: the demo logins (else the first member of each market by e-mail) have every status; others a few
  // orders of their own.
  const demoEmails = new Set<string>(Object.values(DEMO_ACCOUNTS));
  const showcaseIds = new Set(customers.filter((customer) => demoEmails.has(customer.email)).map((row) => row.id));
  for (const market of markets) {
    const inMarket = customers.filter((customer) => customer.market === market);
    const first = inMarket[0];
    if (first && !inMarket.some((customer) => showcaseIds.has(customer.id))) showcaseIds.add(first.id);
  }
  for (const customer of customers) {
    const market = customer.market;
    const saved = defaultAddresses.get(customer.id);
    const pool = seedAddresses[market];
    const address: SeedAddress = saved
      ? {
          address1: saved.address1,
          ...(saved.address2 ? { address2: saved.address2 } : {}),
          ...(saved.suburb ? { suburb: saved.suburb } : {}),
          city: saved.city,
          ...(saved.state ? { state: saved.state } : {}),
          postcode: saved.postcode,
        }
      : (pool.find((candidate) => candidate.state && candidate.state === customer.state) ?? random.pick(pool));
    const person: Person = {
      customerId: customer.id,
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      phone: saved?.phone ?? customer.mobile_phone ?? phoneFor(market, random.digits(4)),
      market,
      locale: market === 'AU' ? 'en-AU' : market === 'NZ' ? 'en-NZ' : address.state === 'QC' ? 'fr-CA' : 'en-CA',
      address,
    };
    const scenarios = showcaseIds.has(customer.id) ? showcaseScenarios(market, true) : everydayScenarios(random);
    for (const scenario of scenarios) build(person, scenario);
  }

  await insertChunked(trx, 'orders', orders, 200);
  await insertChunked(trx, 'order_lines', lines, 300);
  await insertChunked(trx, 'order_payments', payments, 300);
  await insertChunked(trx, 'shipments', shipments, 300);
  await insertChunked(trx, 'shipment_lines', shipmentLines, 500);
  await insertChunked(trx, 'care_plans', carePlans, 300);
}
