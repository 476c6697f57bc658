import type { ProductTileData, ProductDetailData, ProductVariant } from '@storefront/api-schemas';

/** Test data: a product page answer as the API gives it, with the parts a test cares about overridden. */

type Price = NonNullable<ProductVariant['price']>;

/** A price in AUD cents (list price, no member price unless given). */
export function buildPrice(listCents: number, overrides: Partial<Price> = {}): Price {
  return {
    currency: 'AUD',
    listCents,
    memberCents: null,
    effectiveCents: listCents,
    isMemberPrice: false,
    from: false,
    ...overrides,
  };
}

const metals = {
  '18kt-white-gold': '18kt White Gold',
  '14kt-rose-gold': '14kt Rose Gold',
  platinum: 'Platinum',
} as const;
type MetalCode = keyof typeof metals;

/** A variant: metal × carat, in stock, ready to ship tomorrow. */
export function buildVariant(
  metal: MetalCode,
  carat: number | null,
  listCents: number,
  overrides: Partial<ProductVariant> = {},
): ProductVariant {
  const metalPart = metal === 'platinum' ? 'PT' : metal.startsWith('18') ? '18W' : '14R';
  return {
    sku: `18006445-${metalPart}-${String(Math.round((carat ?? 0) * 100)).padStart(3, '0')}`,
    metal: { code: metal, label: metals[metal] },
    carat,
    widthMm: null,
    isDefault: false,
    image: `/api/images/products/p-18006445/${metal}.svg`,
    price: buildPrice(listCents),
    quantity: 12,
    sizes: [],
    availability: {
      stock: 'in_stock',
      orderable: 12,
      dispatch: { kind: 'ready_to_ship', businessDays: 1, date: '2026-11-23' },
    },
    ...overrides,
  };
}

const letterSizes = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'];

/** A product tile (alternatives, complements, add-ons). */
export function buildTile(name: string, overrides: Partial<ProductTileData> = {}): ProductTileData {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `p-${slug}`,
    number: '18000001',
    slug,
    name,
    kind: 'charm',
    categoryId: 'charms',
    collection: null,
    stone: null,
    shape: null,
    sku: `${slug}-SS`,
    image: `/api/images/products/p-${slug}/sterling-silver.svg`,
    metals: [{ code: 'sterling-silver', label: 'Sterling Silver', image: '/x.svg' }],
    price: buildPrice(12900),
    availability: { stock: 'in_stock', dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
    flags: { online: true, madeToOrder: false, engravable: false, sized: false, bnplEligible: true },
    ...overrides,
  };
}

/** The three views of the product in a metal, as the API answers them: WebP at 400, 800 and 1200 px. */
export function buildGallery(metal: string, label: string): ProductDetailData['gallery'] {
  const words = { front: 'front view', side: 'side view', detail: 'close-up' };
  return (['front', 'side', 'detail'] as const).map((view) => ({
    metal,
    view,
    alt: `Halcyon Princess Tanzanite Solitaire Ring, ${label}, ${words[view]}`,
    sources: [
      {
        type: 'image/webp' as const,
        srcset: [400, 800, 1200].map((width) => ({
          url: `/api/images/products/p-18006445/${metal}/${view}-${width}.r2.webp`,
          width,
        })),
      },
    ],
  }));
}

/**
 * An engagement ring in two metals and two stone sizes (18kt white gold 0.5 ct is the default at $1,999), sized in
 * AU letters, engravable up to 20 characters, with the care plan and pay-in-4.
 */
export function buildProduct(overrides: Partial<ProductDetailData> = {}): ProductDetailData {
  const variants = overrides.variants ?? [
    buildVariant('18kt-white-gold', 0.5, 199900, { isDefault: true }),
    buildVariant('18kt-white-gold', 1, 284900),
    buildVariant('14kt-rose-gold', 0.5, 169900),
    buildVariant('14kt-rose-gold', 1, 259900),
  ];
  const selected = variants.find((variant) => variant.isDefault) ?? variants[0]!;
  const slug = overrides.slug ?? 'halcyon-princess-tanzanite-solitaire-ring';
  return {
    id: 'p-18006445',
    number: '18006445',
    slug,
    alternates: { 'en-AU': `/p/${slug}`, 'en-CA': `/p/${slug}`, 'fr-CA': `/p/${slug}`, 'en-NZ': `/p/${slug}` },
    name: 'Halcyon Princess Tanzanite Solitaire Ring',
    description: 'A princess tanzanite rises above a slender band.',
    kind: 'engagement-ring',
    collection: 'Halcyon',
    gender: 'women',
    stone: { code: 'tanzanite', label: 'Tanzanite' },
    shape: { code: 'princess', label: 'Princess' },
    category: {
      id: 'solitaire-engagement-rings',
      name: 'Solitaire',
      slug: 'solitaire',
      path: 'engagement-rings/solitaire',
      description: 'One stone, held high.',
      breadcrumbs: [
        { id: 'engagement-rings', name: 'Engagement Rings', slug: 'engagement-rings', path: 'engagement-rings' },
      ],
    },
    breadcrumbs: [
      { id: 'engagement-rings', name: 'Engagement Rings', slug: 'engagement-rings', path: 'engagement-rings' },
    ],
    images: Object.entries(metals)
      .filter(([code]) => variants.some((variant) => variant.metal.code === code))
      .map(([code, label]) => ({
        metal: code,
        url: `/api/images/products/p-18006445/${code}.svg`,
        alt: `Halcyon Princess Tanzanite Solitaire Ring, ${label}`,
      })),
    gallery: Object.entries(metals)
      .filter(([code]) => variants.some((variant) => variant.metal.code === code))
      .flatMap(([code, label]) => buildGallery(code, label)),
    currency: 'AUD',
    member: false,
    variants,
    selected: {
      sku: selected.sku,
      size: null,
      engraving: false,
      resized: false,
      sizeRequired: true,
      price: selected.price,
      availability: selected.availability,
    },
    sizing: { system: 'letter', sizes: letterSizes.map((code) => ({ code, label: code, quantity: 2 })) },
    engraving: { allowed: true, maxChars: 20 },
    flags: {
      sized: true,
      engravable: true,
      madeToOrder: false,
      resizable: true,
      carePlanEligible: true,
      bnplEligible: true,
      online: true,
    },
    carePlan: { priceCents: 14900, termMonths: 36, currency: 'AUD', termsUrl: '/professional-care-plan' },
    bnpl: { instalments: 4, frequency: 'fortnightly', amountCents: 49975 },
    financing: null,
    alternatives: [],
    complements: [],
    addons: [],
    ...overrides,
  };
}

/** The page's content preferences as the content API gives them. */
export function buildPdpPreferences() {
  return {
    pcpLink: '/professional-care-plan',
    pcpSummary: 'Three years of professional cleaning and repairs.',
    ringSizeGuide: { intro: 'Not sure of the size? Use our guide.', url: '/ring-size-guide' },
    deliveryAndReturns: {
      title: 'Delivery and returns',
      body: 'Free standard delivery on orders over $100.',
      url: '/customer-service/delivery',
    },
  };
}
