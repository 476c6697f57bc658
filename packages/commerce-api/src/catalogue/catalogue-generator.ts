import type { Currency } from '../db/schema';
import type { Random } from '../seed/random';
import { kindSpecs, shopPrice, stoneValue, type Design, type KindSpec } from './catalogue-designs';
import { categoryDefs, collections, metalByCode, metals, shapes, stones, type Label } from './catalogue-vocabulary';

/**
 * The deterministic catalogue as plain rows: the same `Random` and day give the same rows, byte for byte. `seed.ts`
 * inserts them; tests compare two builds.
 */

/** One product row as inserted. */
export interface ProductRow {
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
  gender: string;
  sized: boolean;
  engravable: boolean;
  engraving_max_chars: number | null;
  made_to_order: boolean;
  resizable: boolean;
  care_plan_eligible: boolean;
  bnpl_eligible: boolean;
  online: boolean;
  featured_rank: number;
  created_at: Date;
}

/** Every row of the catalogue, table by table. */
export interface CatalogueRows {
  categories: Array<{
    id: string;
    parent_id: string | null;
    position: number;
    name_en: string;
    name_fr: string;
    description_en: string;
    description_fr: string;
  }>;
  categorySlugs: Array<{ category_id: string; locale: 'en-AU' | 'en-CA' | 'fr-CA' | 'en-NZ'; slug: string }>;
  products: ProductRow[];
  variants: Array<{
    sku: string;
    product_id: string;
    metal: string;
    carat: number | null;
    width_mm: number | null;
    is_default: boolean;
    position: number;
  }>;
  prices: Array<{ sku: string; currency: Currency; list_cents: number; member_cents: number | null }>;
  stock: Array<{ sku: string; size: string; quantity: number }>;
  relations: Array<{
    product_id: string;
    related_id: string;
    kind: 'alternative' | 'complement';
    attribute: string | null;
    position: number;
  }>;
  addons: Array<{ product_id: string; addon_id: string; kind: 'pendant' | 'connector' | 'charm'; position: number }>;
  carePlanBands: Array<{
    currency: Currency;
    min_cents: number;
    max_cents: number;
    price_cents: number;
    term_months: number;
  }>;
  searchTerms: Array<{ language: 'en' | 'fr'; term: string; frequency: number }>;
  searchQueries: Array<{ locale: string; query: string; normalised: string; result_count: number; created_at: Date }>;
}

const CURRENCY_RATES: ReadonlyArray<readonly [Currency, number]> = [
  ['AUD', 1],
  ['CAD', 0.92],
  ['NZD', 1.1],
];
const VALUABLE_STONES = new Set(['diamond', 'lab-grown-diamond', 'sapphire', 'ruby', 'emerald', 'tanzanite']);
const COMMON_RING_SIZES = ['J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q'];
const metalShortCodes: Record<string, string> = {
  'sterling-silver': 'SS',
  'stainless-steel': 'ST',
  '10kt-yellow-gold': '10Y',
  '10kt-white-gold': '10W',
  '10kt-rose-gold': '10R',
  '14kt-yellow-gold': '14Y',
  '14kt-white-gold': '14W',
  '14kt-rose-gold': '14R',
  '18kt-yellow-gold': '18Y',
  '18kt-white-gold': '18W',
  '18kt-rose-gold': '18R',
  platinum: 'PT',
};

const collectionMottos: Record<string, Label> = {
  Aurora: { en: 'inspired by the first light of morning', fr: 'inspirée par la première lumière du matin' },
  Celeste: { en: 'drawn from the night sky', fr: 'inspirée du ciel nocturne' },
  Evermore: { en: 'made for promises that last', fr: 'pensée pour les promesses qui durent' },
  Lumière: { en: 'where every facet is cut for brilliance', fr: 'où chaque facette est taillée pour l’éclat' },
  Serenity: { en: 'quiet lines and effortless elegance', fr: 'des lignes sereines et une élégance naturelle' },
  Heritage: { en: 'classic designs passed from hand to hand', fr: 'des classiques transmis de main en main' },
  Mirabelle: { en: 'soft curves with a romantic spirit', fr: 'des courbes douces à l’esprit romantique' },
  Étoile: {
    en: 'star-bright settings that lift each stone',
    fr: 'des montures étincelantes qui subliment chaque pierre',
  },
  'Southern Cross': { en: 'designed in the southern hemisphere', fr: 'conçue sous le ciel de l’hémisphère sud' },
  Solstice: { en: 'celebrating the longest days of the year', fr: 'qui célèbre les plus longues journées de l’année' },
  Amara: { en: 'bold, modern and made to be noticed', fr: 'audacieuse, moderne et faite pour être remarquée' },
  Vienna: { en: 'with the grace of a ballroom waltz', fr: 'avec la grâce d’une valse viennoise' },
  'Belle Époque': {
    en: 'a tribute to early twentieth-century craft',
    fr: 'un hommage à l’orfèvrerie du début du XXe siècle',
  },
  Kinship: { en: 'pieces that celebrate the people you love', fr: 'des bijoux qui célèbrent ceux que vous aimez' },
  Tidal: { en: 'shaped by the rhythm of the coast', fr: 'façonnée par le rythme des marées' },
  Halcyon: { en: 'calm, golden days captured in metal', fr: 'des jours dorés et paisibles saisis dans le métal' },
  Rosalind: { en: 'a garden of delicate detail', fr: 'un jardin de détails délicats' },
  Marquee: { en: 'made for the spotlight', fr: 'faite pour briller sous les projecteurs' },
  Solenne: { en: 'for the ceremonies of a lifetime', fr: 'pour les grandes cérémonies de la vie' },
  Oriana: { en: 'gilded with warmth and light', fr: 'empreinte de chaleur et de lumière' },
};

const stoneSentences: Record<string, Label> = {
  diamond: {
    en: 'Every diamond is responsibly sourced and graded for cut, colour and clarity.',
    fr: 'Chaque diamant provient de sources responsables et est classé selon sa taille, sa couleur et sa pureté.',
  },
  'lab-grown-diamond': {
    en: 'Lab-grown diamonds are chemically identical to mined diamonds, with the same fire and hardness.',
    fr: 'Les diamants de laboratoire sont chimiquement identiques aux diamants naturels, avec le même feu et la même dureté.',
  },
  pearl: {
    en: 'Each pearl is hand-selected for lustre and a smooth, even surface.',
    fr: 'Chaque perle est choisie à la main pour son orient et sa surface lisse et régulière.',
  },
};
const defaultStoneSentence: Label = {
  en: 'Our gemstones are chosen one by one for colour and life.',
  fr: 'Nos pierres de couleur sont choisies une à une pour leur teinte et leur vie.',
};
const craftSentences: readonly Label[] = [
  {
    en: 'Crafted in our workshop and finished by hand.',
    fr: 'Fabriquée dans notre atelier et finie à la main.',
  },
  {
    en: 'Every piece is checked by our master jewellers before it leaves us.',
    fr: 'Chaque bijou est vérifié par nos maîtres joailliers avant de nous quitter.',
  },
  {
    en: 'Delivered in a Lustre & Co. gift box with a certificate of authenticity.',
    fr: 'Livrée dans un écrin Lustre & Co. avec un certificat d’authenticité.',
  },
];

/** The URL-safe form of a name: "Étoile Oval Ring" → "etoile-oval-ring". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']/g, '')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "a, b and c" / "a, b et c". */
function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function range<T>(random: Random, items: readonly T[], [min, max]: readonly [number, number]): T[] {
  const length = Math.min(items.length, random.int(min, max));
  const start = random.int(0, items.length - length);
  return items.slice(start, start + length);
}

interface BuiltProduct {
  row: ProductRow;
  spec: KindSpec;
  design: Design;
  family: number;
  defaultListCents: number;
}

/** Builds every catalogue row from a seeded random source, anchored to `today` (midnight UTC). */
export function buildCatalogue(random: Random, today: Date): CatalogueRows {
  const rows: CatalogueRows = {
    categories: [],
    categorySlugs: [],
    products: [],
    variants: [],
    prices: [],
    stock: [],
    relations: [],
    addons: [],
    carePlanBands: [],
    searchTerms: [],
    searchQueries: [],
  };

  const positions = new Map<string | null, number>();
  for (const def of categoryDefs) {
    const position = positions.get(def.parentId) ?? 0;
    positions.set(def.parentId, position + 1);
    rows.categories.push({
      id: def.id,
      parent_id: def.parentId,
      position,
      name_en: def.name.en,
      name_fr: def.name.fr,
      description_en: def.description.en,
      description_fr: def.description.fr,
    });
    for (const locale of ['en-AU', 'en-CA', 'en-NZ'] as const) {
      rows.categorySlugs.push({ category_id: def.id, locale, slug: def.slugEn });
    }
    if (def.slugFr) rows.categorySlugs.push({ category_id: def.id, locale: 'fr-CA', slug: def.slugFr });
  }

  const built: BuiltProduct[] = [];
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  let family = 0;
  let sequence = 0;
  for (const spec of kindSpecs) {
    const kindRandom = random.fork(`${spec.kind}:${spec.categoryId}`);
    // Designs of one family share a collection and style and differ by stone or cut; plain pieces differ by style.
    const variesByStyle = !spec.shapes && spec.stones.every((stone) => stone === null);
    let made = 0;
    let collectionIndex = kindRandom.int(0, collections.length - 1);
    let attempts = 0;
    while (made < spec.count && attempts < spec.count * 20) {
      attempts++;
      family++;
      const collection = collections[collectionIndex++ % collections.length] ?? 'Aurora';
      const familyStyle = kindRandom.pick(spec.styles);
      const size = Math.min(kindRandom.int(spec.familySize[0], spec.familySize[1]), spec.count - made);
      for (let member = 0; member < size; member++) {
        let design: Design | null = null;
        for (let tries = 0; tries < 12 && !design; tries++) {
          const style = variesByStyle ? kindRandom.pick(spec.styles) : familyStyle;
          const ownStone = kindRandom.pick(spec.stones);
          const stone = ownStone ?? style.stone ?? null;
          const shape = spec.shapes && ownStone && ownStone !== 'pearl' ? kindRandom.pick(spec.shapes) : null;
          const candidate: Design = { collection, stone, shape, style };
          if (!usedNames.has(spec.nameEn(candidate))) design = candidate;
        }
        if (!design) continue;
        const nameEn = spec.nameEn(design);
        usedNames.add(nameEn);
        sequence++;
        const number = String(18_000_000 + sequence * 53 + kindRandom.int(0, 52));
        let slug = slugify(nameEn);
        if (usedSlugs.has(slug)) slug = `${slug}-${number}`;
        usedSlugs.add(slug);
        const product = buildProduct(kindRandom, today, spec, design, nameEn, number, slug, rows);
        built.push({ ...product, spec, design, family });
        made++;
      }
    }
  }

  // Featured order: a shuffle, then the best sellers of the brand (engagement rings, studs) nudged up.
  const ranks = random.fork('featured').sample(
    built.map((_, index) => index),
    built.length,
  );
  ranks.forEach((productIndex, rank) => {
    const product = built[productIndex];
    if (product) product.row.featured_rank = rank + 1;
  });
  rows.products = built.map((product) => product.row);

  buildRelations(random.fork('relations'), built, rows);
  buildCarePlanBands(rows);
  buildSearchTerms(rows);
  buildSearchLog(random.fork('search-log'), today, rows);
  return rows;
}

function buildProduct(
  random: Random,
  today: Date,
  spec: KindSpec,
  design: Design,
  nameEn: string,
  number: string,
  slug: string,
  rows: CatalogueRows,
): { row: ProductRow; defaultListCents: number } {
  const id = `p-${number}`;
  const valuable = design.stone !== null && VALUABLE_STONES.has(design.stone);
  let metalCodes = [...new Set(spec.metals)];
  if (valuable && spec.kind !== 'watch') {
    metalCodes = metalCodes.filter((metal) => metal !== 'sterling-silver' && metal !== 'stainless-steel');
  }
  if (metalCodes.length === 0) metalCodes = ['14kt-yellow-gold', '14kt-white-gold'];
  const chosenMetals = random
    .sample(metalCodes, random.int(spec.metalCount[0], spec.metalCount[1]))
    .sort((a, b) => metals.findIndex((m) => m.code === a) - metals.findIndex((m) => m.code === b));
  const caratChoices = design.stone && spec.carats ? spec.carats(design.stone) : null;
  const carats: Array<number | null> = caratChoices ? range(random, caratChoices, spec.caratCount ?? [1, 1]) : [null];
  const widths: Array<number | null> = spec.widths ? range(random, spec.widths, spec.widthCount ?? [1, 1]) : [null];

  const madeToOrder = random.chance(spec.madeToOrderChance);
  const online = !random.chance(0.015);
  const soldOut = !madeToOrder && random.chance(0.04);
  const memberOffer = random.chance(0.3);
  const engravable = spec.engraving ? random.chance(spec.engraving.chance) : false;
  const createdAt = new Date(today.getTime() - random.int(0, 729) * 86_400_000 - random.int(0, 86_399) * 1000);

  const preferredMetal =
    ['18kt-white-gold', '14kt-white-gold', 'platinum', 'sterling-silver'].find((metal) =>
      chosenMetals.includes(metal),
    ) ?? chosenMetals[0];
  const defaultWidth = widths[Math.floor((widths.length - 1) / 2)] ?? null;
  let position = 0;
  let defaultListCents = 0;
  for (const metal of chosenMetals) {
    const metalDef = metalByCode.get(metal);
    for (const carat of carats) {
      for (const width of widths) {
        const sku = [
          number,
          metalShortCodes[metal] ?? metal.toUpperCase(),
          ...(carat !== null ? [String(Math.round(carat * 100)).padStart(3, '0')] : []),
          ...(width !== null ? [`W${Math.round(width * 10)}`] : []),
        ].join('-');
        const isDefault = metal === preferredMetal && carat === carats[0] && width === defaultWidth;
        rows.variants.push({
          sku,
          product_id: id,
          metal,
          carat,
          width_mm: width,
          is_default: isDefault,
          position: position++,
        });
        const widthFactor = width === null ? 1 : 0.45 + width / 5;
        const aud =
          stoneValue(design.stone, carat, spec.multiStone ?? false) +
          design.style.setting * (metalDef?.priceFactor ?? 1) * widthFactor;
        for (const [currency, rate] of CURRENCY_RATES) {
          const list = shopPrice(aud * rate) * 100;
          const member = memberOffer ? Math.round((list * 0.9) / 100) * 100 : null;
          rows.prices.push({
            sku,
            currency,
            list_cents: list,
            member_cents: member !== null && member < list ? member : null,
          });
          if (isDefault && currency === 'AUD') defaultListCents = list;
        }
        if (madeToOrder) continue;
        if (spec.sized) {
          if (random.chance(0.1)) continue; // no size of this variant in stock
          for (const size of random.sample(COMMON_RING_SIZES, random.int(2, 4)).sort()) {
            rows.stock.push({ sku, size, quantity: soldOut ? 0 : stockQuantity(random, 6) });
          }
        } else {
          rows.stock.push({ sku, size: '', quantity: soldOut ? 0 : stockQuantity(random, 25) });
        }
      }
    }
  }

  const motto = collectionMottos[design.collection] ?? { en: 'made to be treasured', fr: 'faite pour être chérie' };
  const described = spec.describe(design);
  const stoneSentence = design.stone ? (stoneSentences[design.stone] ?? defaultStoneSentence) : null;
  const craft = random.pick(craftSentences);
  const metalLabels = chosenMetals.map((metal) => metalByCode.get(metal)?.label ?? { en: metal, fr: metal });
  const isWatch = spec.kind === 'watch';
  const descriptionEn = [
    described.en,
    stoneSentence?.en,
    isWatch ? null : `Part of the ${design.collection} collection, ${motto.en}.`,
    craft.en,
    `Available in ${listOf(
      metalLabels.map((label) => label.en.toLowerCase()),
      'and',
    )}.`,
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');
  const descriptionFr = [
    described.fr,
    stoneSentence?.fr,
    isWatch ? null : `Issue de la collection ${design.collection}, ${motto.fr}.`,
    craft.fr,
    `Disponible en ${listOf(
      metalLabels.map((label) => label.fr.toLowerCase()),
      'et',
    )}.`,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    row: {
      id,
      number,
      slug,
      category_id: spec.categoryId,
      kind: spec.kind,
      name_en: nameEn,
      name_fr: spec.nameFr(design),
      description_en: descriptionEn,
      description_fr: descriptionFr,
      collection: isWatch ? null : design.collection,
      stone: design.stone,
      shape: design.shape,
      gender: spec.gender,
      sized: spec.sized,
      engravable,
      engraving_max_chars: engravable ? (spec.engraving?.maxChars ?? null) : null,
      made_to_order: madeToOrder,
      resizable: spec.resizable,
      care_plan_eligible: spec.carePlan,
      bnpl_eligible: !random.chance(0.06),
      online,
      featured_rank: 0,
      created_at: createdAt,
    },
    defaultListCents,
  };
}

/** Units in stock: some none, some low (1–3), most a healthy number. */
function stockQuantity(random: Random, max: number): number {
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.35) return random.int(1, 3);
  return random.int(4, Math.max(4, max));
}

function buildRelations(random: Random, built: BuiltProduct[], rows: CatalogueRows): void {
  const byFamily = new Map<number, BuiltProduct[]>();
  for (const product of built) {
    const members = byFamily.get(product.family) ?? [];
    members.push(product);
    byFamily.set(product.family, members);
  }
  for (const members of byFamily.values()) {
    for (const product of members) {
      let position = 0;
      for (const other of members) {
        if (other === product) continue;
        const attribute =
          other.design.stone !== product.design.stone
            ? 'stone'
            : other.design.shape !== product.design.shape
              ? 'shape'
              : 'style';
        rows.relations.push({
          product_id: product.row.id,
          related_id: other.row.id,
          kind: 'alternative',
          attribute,
          position: position++,
        });
      }
    }
  }

  const byKind = (predicate: (product: BuiltProduct) => boolean) => built.filter(predicate);
  const womensBands = byKind((p) => p.row.category_id === 'womens-wedding-bands');
  const engagementRings = byKind((p) => p.row.kind === 'engagement-ring');
  const earrings = byKind((p) => p.row.kind === 'stud-earrings' || p.row.kind === 'drop-earrings');
  const pendants = byKind((p) => p.row.kind === 'pendant');
  const studs = byKind((p) => p.row.kind === 'stud-earrings');
  const complement = (
    product: BuiltProduct,
    pool: BuiltProduct[],
    match: (other: BuiltProduct) => boolean,
    count: number,
  ) => {
    const preferred = pool.filter((other) => other !== product && match(other));
    const chosen = random.sample(preferred.length > 0 ? preferred : pool, count);
    chosen.forEach((other, position) =>
      rows.relations.push({
        product_id: product.row.id,
        related_id: other.row.id,
        kind: 'complement',
        attribute: other.row.kind,
        position,
      }),
    );
  };
  const sameCollection = (product: BuiltProduct) => (other: BuiltProduct) =>
    other.design.collection === product.design.collection;
  const sameStone = (product: BuiltProduct) => (other: BuiltProduct) =>
    other.design.stone === product.design.stone && other.design.collection === product.design.collection;
  for (const product of built) {
    switch (product.row.kind) {
      case 'engagement-ring':
        complement(product, womensBands, sameCollection(product), 2);
        break;
      case 'wedding-band':
        if (product.row.category_id === 'womens-wedding-bands')
          complement(product, engagementRings, sameCollection(product), 2);
        break;
      case 'pendant':
        complement(product, earrings, sameStone(product), 2);
        break;
      case 'stud-earrings':
      case 'drop-earrings':
        complement(product, pendants, sameStone(product), 2);
        break;
      case 'tennis-bracelet':
      case 'necklace':
        complement(product, studs, sameStone(product), 1);
        break;
      default:
        break;
    }
  }

  const charms = byKind((p) => p.row.kind === 'charm');
  const connectors = byKind((p) => p.row.kind === 'connector');
  for (const product of built) {
    const add = (pool: BuiltProduct[], kind: 'pendant' | 'connector' | 'charm', count: number, start: number) =>
      random
        .sample(pool, count)
        .forEach((addon, index) =>
          rows.addons.push({ product_id: product.row.id, addon_id: addon.row.id, kind, position: start + index }),
        );
    if (product.row.kind === 'chain') add(pendants, 'pendant', 3, 0);
    if (product.row.kind === 'charm-bracelet') {
      add(charms, 'charm', 4, 0);
      add(connectors, 'connector', 2, 4);
    }
    if (product.row.kind === 'bangle' && product.design.stone === null) add(charms, 'charm', 2, 0);
  }
}

function buildCarePlanBands(rows: CatalogueRows): void {
  const bounds = [0, 50_000, 100_000, 250_000, 500_000, 1_000_000];
  const plans: Record<Currency, readonly number[]> = {
    AUD: [59, 89, 149, 229, 349, 499],
    CAD: [55, 79, 139, 209, 319, 459],
    NZD: [65, 99, 169, 249, 379, 549],
  };
  for (const currency of ['AUD', 'CAD', 'NZD'] as const) {
    bounds.forEach((min, index) => {
      rows.carePlanBands.push({
        currency,
        min_cents: min,
        max_cents: (bounds[index + 1] ?? 2_147_483_648) - 1,
        price_cents: (plans[currency][index] ?? 0) * 100,
        term_months: index === 0 ? 24 : 36,
      });
    });
  }
}

/** Words of a text as the search vocabulary keeps them: lower case, letters and digits, at least 3 long. */
export function vocabularyWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((word) => word.length >= 3);
}

function buildSearchTerms(rows: CatalogueRows): void {
  const counts = { en: new Map<string, number>(), fr: new Map<string, number>() };
  const add = (language: 'en' | 'fr', text: string) => {
    for (const word of vocabularyWords(text)) counts[language].set(word, (counts[language].get(word) ?? 0) + 1);
  };
  for (const product of rows.products) {
    add('en', product.name_en);
    add('fr', product.name_fr);
  }
  for (const category of rows.categories) {
    add('en', category.name_en);
    add('fr', category.name_fr);
  }
  for (const item of [...metals, ...stones, ...shapes]) {
    add('en', item.label.en);
    add('fr', item.label.fr);
  }
  for (const language of ['en', 'fr'] as const) {
    for (const [term, frequency] of counts[language]) rows.searchTerms.push({ language, term, frequency });
  }
}

/** What shoppers searched for: the popular-searches log starts realistic and non-empty. */
const searchLog: Record<string, ReadonlyArray<readonly [string, number, number]>> = {
  en: [
    ['engagement rings', 60, 520],
    ['diamond earrings', 44, 90],
    ['tennis bracelet', 40, 40],
    ['lab grown diamond', 38, 180],
    ['wedding bands', 35, 200],
    ['pearl earrings', 30, 30],
    ['sapphire ring', 26, 40],
    ['mens wedding band', 22, 80],
    ['oval engagement ring', 20, 70],
    ['charm bracelet', 18, 30],
    ['rose gold', 16, 300],
    ['watches', 14, 50],
    ['halo ring', 12, 150],
    ['emerald', 10, 60],
    ['hoop earrings', 9, 60],
    ['nose ring', 3, 0],
  ],
  fr: [
    ['bague de fiançailles', 50, 520],
    ['boucles d’oreilles diamant', 30, 90],
    ['alliance', 28, 200],
    ['bracelet tennis', 20, 40],
    ['perle', 15, 50],
    ['or rose', 12, 300],
    ['montre', 10, 50],
    ['saphir', 9, 60],
    ['pendentif cœur', 8, 20],
    ['breloque', 6, 64],
  ],
};

function buildSearchLog(random: Random, today: Date, rows: CatalogueRows): void {
  const dayMs = 86_400_000;
  for (const locale of ['en-AU', 'en-CA', 'en-NZ', 'fr-CA'] as const) {
    const log = searchLog[locale === 'fr-CA' ? 'fr' : 'en'] ?? [];
    for (const [query, weight, results] of log) {
      const times = Math.max(1, Math.round(weight * (0.7 + random.next() * 0.6)));
      for (let index = 0; index < times; index++) {
        rows.searchQueries.push({
          locale,
          query,
          normalised: query,
          result_count: results,
          created_at: new Date(today.getTime() - random.int(0, 29) * dayMs + random.int(0, 86_399) * 1000),
        });
      }
    }
    // Last season's favourite: searched a lot, but more than 30 days ago, so no longer "popular".
    const seasonal = locale === 'fr-CA' ? 'cadeau de noël' : 'christmas gifts';
    for (let index = 0; index < 70; index++) {
      rows.searchQueries.push({
        locale,
        query: seasonal,
        normalised: seasonal,
        result_count: 12,
        created_at: new Date(today.getTime() - random.int(35, 80) * dayMs),
      });
    }
  }
}
