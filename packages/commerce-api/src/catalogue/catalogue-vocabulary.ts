/**
 * The catalogue's vocabulary: metals, stones, shapes and categories with their English and French labels. The seed
 * writes their codes into rows; the routes label facets and variants from here.
 */

/** An English and a French label. */
export interface Label {
  en: string;
  fr: string;
}

/** A metal a variant is made in, with the colours its images are drawn in and its price factor. */
export interface MetalDef {
  code: string;
  label: Label;
  /** Light, mid and dark tones of the metal (SVG gradients). */
  tones: readonly [string, string, string];
  /** Multiplier on a design's setting price (18kt = 1). */
  priceFactor: number;
}

/** Every metal of the catalogue, in the order facets list them. */
export const metals: readonly MetalDef[] = [
  {
    code: 'sterling-silver',
    label: { en: 'Sterling Silver', fr: 'Argent sterling' },
    tones: ['#f4f6f8', '#c3c9d0', '#7d858f'],
    priceFactor: 0.2,
  },
  {
    code: 'stainless-steel',
    label: { en: 'Stainless Steel', fr: 'Acier inoxydable' },
    tones: ['#eceff1', '#aab2ba', '#5f6870'],
    priceFactor: 0.16,
  },
  {
    code: '10kt-yellow-gold',
    label: { en: '10kt Yellow Gold', fr: 'Or jaune 10 carats' },
    tones: ['#fbecb3', '#dcbc62', '#9c7a2a'],
    priceFactor: 0.62,
  },
  {
    code: '10kt-white-gold',
    label: { en: '10kt White Gold', fr: 'Or blanc 10 carats' },
    tones: ['#f7f7f4', '#d2d2cb', '#8f8f86'],
    priceFactor: 0.62,
  },
  {
    code: '10kt-rose-gold',
    label: { en: '10kt Rose Gold', fr: 'Or rose 10 carats' },
    tones: ['#fbe0d5', '#dfa58e', '#a4654f'],
    priceFactor: 0.62,
  },
  {
    code: '14kt-yellow-gold',
    label: { en: '14kt Yellow Gold', fr: 'Or jaune 14 carats' },
    tones: ['#fdeaa6', '#e2b94e', '#9e7520'],
    priceFactor: 0.8,
  },
  {
    code: '14kt-white-gold',
    label: { en: '14kt White Gold', fr: 'Or blanc 14 carats' },
    tones: ['#fafaf7', '#d6d6cf', '#8c8c84'],
    priceFactor: 0.8,
  },
  {
    code: '14kt-rose-gold',
    label: { en: '14kt Rose Gold', fr: 'Or rose 14 carats' },
    tones: ['#fcdccf', '#e09a80', '#a25a43'],
    priceFactor: 0.8,
  },
  {
    code: '18kt-yellow-gold',
    label: { en: '18kt Yellow Gold', fr: 'Or jaune 18 carats' },
    tones: ['#ffe79a', '#e8b73a', '#a0700f'],
    priceFactor: 1,
  },
  {
    code: '18kt-white-gold',
    label: { en: '18kt White Gold', fr: 'Or blanc 18 carats' },
    tones: ['#ffffff', '#dadbd6', '#8a8b86'],
    priceFactor: 1,
  },
  {
    code: '18kt-rose-gold',
    label: { en: '18kt Rose Gold', fr: 'Or rose 18 carats' },
    tones: ['#fdd8c8', '#e3937a', '#a0503a'],
    priceFactor: 1,
  },
  {
    code: 'platinum',
    label: { en: 'Platinum', fr: 'Platine' },
    tones: ['#fbfcfd', '#cfd5da', '#7e8891'],
    priceFactor: 1.3,
  },
];

/** A stone, with its colour in images and the words shoppers search it by. */
export interface StoneDef {
  code: string;
  label: Label;
  /** Light and deep colour of the stone (SVG). */
  colours: readonly [string, string];
}

/** Every stone of the catalogue. */
export const stones: readonly StoneDef[] = [
  { code: 'diamond', label: { en: 'Diamond', fr: 'Diamant' }, colours: ['#ffffff', '#cfe3f1'] },
  {
    code: 'lab-grown-diamond',
    label: { en: 'Lab-Grown Diamond', fr: 'Diamant de laboratoire' },
    colours: ['#ffffff', '#d7e6f5'],
  },
  { code: 'sapphire', label: { en: 'Sapphire', fr: 'Saphir' }, colours: ['#5d86e0', '#15318f'] },
  { code: 'ruby', label: { en: 'Ruby', fr: 'Rubis' }, colours: ['#f0607a', '#9b0d2c'] },
  { code: 'emerald', label: { en: 'Emerald', fr: 'Émeraude' }, colours: ['#5fd39b', '#0b7045'] },
  { code: 'pearl', label: { en: 'Pearl', fr: 'Perle' }, colours: ['#fffdf7', '#e6dccb'] },
  { code: 'morganite', label: { en: 'Morganite', fr: 'Morganite' }, colours: ['#fbd3cf', '#e79a93'] },
  { code: 'tanzanite', label: { en: 'Tanzanite', fr: 'Tanzanite' }, colours: ['#9d8cf0', '#3e2a9e'] },
  { code: 'amethyst', label: { en: 'Amethyst', fr: 'Améthyste' }, colours: ['#c79af0', '#6a2a9c'] },
  { code: 'aquamarine', label: { en: 'Aquamarine', fr: 'Aigue-marine' }, colours: ['#cdf0f7', '#6cc1d6'] },
  { code: 'blue-topaz', label: { en: 'Blue Topaz', fr: 'Topaze bleue' }, colours: ['#b7ecfb', '#2aa3cf'] },
  { code: 'citrine', label: { en: 'Citrine', fr: 'Citrine' }, colours: ['#ffe39a', '#e39a14'] },
  { code: 'garnet', label: { en: 'Garnet', fr: 'Grenat' }, colours: ['#d9566a', '#6d0f1f'] },
  { code: 'peridot', label: { en: 'Peridot', fr: 'Péridot' }, colours: ['#d7f08a', '#7ea51c'] },
  { code: 'opal', label: { en: 'Opal', fr: 'Opale' }, colours: ['#f4fbff', '#c3d9f2'] },
  { code: 'onyx', label: { en: 'Onyx', fr: 'Onyx' }, colours: ['#55585e', '#111214'] },
];

/** A cut, with the French phrase a product name uses ("taille ovale"). */
export interface ShapeDef {
  code: string;
  label: Label;
  /** "taille ovale": how a French name says the cut. */
  frCut: string;
}

/** Every shape (cut) of the catalogue. */
export const shapes: readonly ShapeDef[] = [
  { code: 'round-brilliant', label: { en: 'Round Brilliant', fr: 'Brillant rond' }, frCut: 'taille brillant rond' },
  { code: 'princess', label: { en: 'Princess', fr: 'Princesse' }, frCut: 'taille princesse' },
  { code: 'oval', label: { en: 'Oval', fr: 'Ovale' }, frCut: 'taille ovale' },
  { code: 'pear', label: { en: 'Pear', fr: 'Poire' }, frCut: 'taille poire' },
  { code: 'emerald-cut', label: { en: 'Emerald Cut', fr: 'Taille émeraude' }, frCut: 'taille émeraude' },
  { code: 'cushion', label: { en: 'Cushion', fr: 'Coussin' }, frCut: 'taille coussin' },
  { code: 'marquise', label: { en: 'Marquise', fr: 'Marquise' }, frCut: 'taille marquise' },
  { code: 'heart', label: { en: 'Heart', fr: 'Cœur' }, frCut: 'taille cœur' },
];

/** A category: its names, descriptions and slugs (no French slug: fr-CA falls back to the en-CA one). */
export interface CategoryDef {
  id: string;
  parentId: string | null;
  name: Label;
  description: Label;
  slugEn: string;
  slugFr: string | null;
}

const category = (
  id: string,
  parentId: string | null,
  name: Label,
  description: Label,
  slugEn: string,
  slugFr: string | null,
): CategoryDef => ({ id, parentId, name, description, slugEn, slugFr });

/** The category tree, parents before children, in display order. */
export const categoryDefs: readonly CategoryDef[] = [
  category(
    'engagement-rings',
    null,
    { en: 'Engagement Rings', fr: 'Bagues de fiançailles' },
    {
      en: 'Certified diamonds and precious gemstones, set by hand for the question of a lifetime.',
      fr: 'Diamants certifiés et pierres précieuses, sertis à la main pour la plus belle des demandes.',
    },
    'engagement-rings',
    'bagues-de-fiancailles',
  ),
  category(
    'solitaire-engagement-rings',
    'engagement-rings',
    { en: 'Solitaire', fr: 'Solitaire' },
    { en: 'One exceptional stone, nothing to distract from it.', fr: 'Une pierre d’exception, rien de plus.' },
    'solitaire',
    'solitaire',
  ),
  category(
    'halo-engagement-rings',
    'engagement-rings',
    { en: 'Halo', fr: 'Halo' },
    {
      en: 'A centre stone framed by a circle of brilliant diamonds.',
      fr: 'Une pierre centrale entourée d’un halo de diamants.',
    },
    'halo',
    'halo',
  ),
  category(
    'trilogy-engagement-rings',
    'engagement-rings',
    { en: 'Trilogy', fr: 'Trilogie' },
    { en: 'Past, present and future, in three stones.', fr: 'Passé, présent et avenir, en trois pierres.' },
    'trilogy',
    'trilogie',
  ),
  category(
    'vintage-engagement-rings',
    'engagement-rings',
    { en: 'Vintage Inspired', fr: 'D’inspiration vintage' },
    {
      en: 'Milgrain, filigree and old-world detail for a modern heirloom.',
      fr: 'Perlage, filigrane et détails d’antan pour un bijou de famille moderne.',
    },
    'vintage',
    null,
  ),
  category(
    'wedding-bands',
    null,
    { en: 'Wedding & Anniversary Bands', fr: 'Alliances et bagues d’anniversaire' },
    {
      en: 'Bands to wear every day for a lifetime, and eternity rings to mark the years.',
      fr: 'Des alliances à porter chaque jour, et des bagues d’éternité pour célébrer les années.',
    },
    'wedding-bands',
    'alliances',
  ),
  category(
    'womens-wedding-bands',
    'wedding-bands',
    { en: 'Women’s Wedding Bands', fr: 'Alliances pour femme' },
    {
      en: 'Fine, diamond-set and classic bands to sit beside her ring.',
      fr: 'Alliances fines, serties ou classiques, à porter avec sa bague.',
    },
    'womens',
    'femme',
  ),
  category(
    'mens-wedding-bands',
    'wedding-bands',
    { en: 'Men’s Wedding Bands', fr: 'Alliances pour homme' },
    {
      en: 'Comfort-fit bands in gold, platinum and tungsten-tough finishes.',
      fr: 'Alliances confort en or et en platine, aux finitions robustes.',
    },
    'mens',
    'homme',
  ),
  category(
    'eternity-rings',
    'wedding-bands',
    { en: 'Eternity & Anniversary Rings', fr: 'Bagues d’éternité et d’anniversaire' },
    {
      en: 'A continuous line of stones for the milestones that matter.',
      fr: 'Une ligne continue de pierres pour les étapes qui comptent.',
    },
    'eternity',
    'eternite',
  ),
  category(
    'dress-rings',
    null,
    { en: 'Dress Rings', fr: 'Bagues de mode' },
    {
      en: 'Colour, sparkle and statement pieces for every day and every occasion.',
      fr: 'Couleur, éclat et bagues de caractère pour tous les jours et les grandes occasions.',
    },
    'dress-rings',
    'bagues-de-mode',
  ),
  category(
    'earrings',
    null,
    { en: 'Earrings', fr: 'Boucles d’oreilles' },
    {
      en: 'Studs, hoops and drops in diamonds, pearls and gemstones.',
      fr: 'Puces, créoles et pendantes en diamants, perles et pierres de couleur.',
    },
    'earrings',
    'boucles-d-oreilles',
  ),
  category(
    'stud-earrings',
    'earrings',
    { en: 'Studs', fr: 'Puces' },
    { en: 'Everyday sparkle, close to the ear.', fr: 'L’éclat au quotidien, tout près de l’oreille.' },
    'studs',
    'puces',
  ),
  category(
    'hoop-earrings',
    'earrings',
    { en: 'Hoops', fr: 'Créoles' },
    { en: 'From huggies to statement hoops.', fr: 'Des petites créoles aux grands anneaux.' },
    'hoops',
    'creoles',
  ),
  category(
    'drop-earrings',
    'earrings',
    { en: 'Drops', fr: 'Pendantes' },
    { en: 'Movement and light, for evenings out.', fr: 'Du mouvement et de la lumière pour vos soirées.' },
    'drops',
    'pendantes',
  ),
  category(
    'necklaces-pendants',
    null,
    { en: 'Necklaces & Pendants', fr: 'Colliers et pendentifs' },
    {
      en: 'Pendants, fine necklaces and chains to layer or wear alone.',
      fr: 'Pendentifs, colliers fins et chaînes, à superposer ou porter seuls.',
    },
    'necklaces-pendants',
    'colliers-et-pendentifs',
  ),
  category(
    'pendants',
    'necklaces-pendants',
    { en: 'Pendants', fr: 'Pendentifs' },
    { en: 'A single stone or motif on a fine chain.', fr: 'Une pierre ou un motif sur une chaîne fine.' },
    'pendants',
    'pendentifs',
  ),
  category(
    'necklaces',
    'necklaces-pendants',
    { en: 'Necklaces', fr: 'Colliers' },
    { en: 'Rivières, pearl strands and station necklaces.', fr: 'Rivières, rangs de perles et colliers à stations.' },
    'necklaces',
    'colliers',
  ),
  category(
    'chains',
    'necklaces-pendants',
    { en: 'Chains', fr: 'Chaînes' },
    {
      en: 'Belcher, curb, rope and paperclip chains, ready for a pendant.',
      fr: 'Chaînes forçat, gourmette, corde et trombone, prêtes pour un pendentif.',
    },
    'chains',
    null,
  ),
  category(
    'bracelets',
    null,
    { en: 'Bracelets', fr: 'Bracelets' },
    {
      en: 'Tennis bracelets, bangles and charm bracelets.',
      fr: 'Bracelets tennis, joncs et bracelets à breloques.',
    },
    'bracelets',
    'bracelets',
  ),
  category(
    'tennis-bracelets',
    'bracelets',
    { en: 'Tennis Bracelets', fr: 'Bracelets tennis' },
    { en: 'An unbroken line of stones around the wrist.', fr: 'Une ligne ininterrompue de pierres au poignet.' },
    'tennis',
    'tennis',
  ),
  category(
    'bangles',
    'bracelets',
    { en: 'Bangles & Cuffs', fr: 'Joncs et manchettes' },
    { en: 'Solid, sculptural and made to stack.', fr: 'Pleins, sculpturaux et faits pour être superposés.' },
    'bangles',
    'joncs',
  ),
  category(
    'charm-bracelets',
    'bracelets',
    { en: 'Charm Bracelets', fr: 'Bracelets à breloques' },
    { en: 'Start a story, add to it charm by charm.', fr: 'Commencez une histoire, breloque après breloque.' },
    'charm-bracelets',
    'bracelets-a-breloques',
  ),
  category(
    'charms',
    null,
    { en: 'Charms', fr: 'Breloques' },
    {
      en: 'Initials, birthstones, motifs and connectors for your bracelet.',
      fr: 'Initiales, pierres de naissance, motifs et connecteurs pour votre bracelet.',
    },
    'charms',
    'breloques',
  ),
  category(
    'mens-jewellery',
    null,
    { en: 'Men’s Jewellery', fr: 'Bijoux pour homme' },
    {
      en: 'Signet rings, cufflinks, chains and bracelets.',
      fr: 'Chevalières, boutons de manchette, chaînes et bracelets.',
    },
    'mens-jewellery',
    'bijoux-pour-homme',
  ),
  category(
    'watches',
    null,
    { en: 'Watches', fr: 'Montres' },
    {
      en: 'Automatic, chronograph and diamond-set watches.',
      fr: 'Montres automatiques, chronographes et montres serties.',
    },
    'watches',
    'montres',
  ),
];

/** The collections products belong to (names read the same in English and French). */
export const collections: readonly string[] = [
  'Aurora',
  'Celeste',
  'Evermore',
  'Lumière',
  'Serenity',
  'Heritage',
  'Mirabelle',
  'Étoile',
  'Southern Cross',
  'Solstice',
  'Amara',
  'Vienna',
  'Belle Époque',
  'Kinship',
  'Tidal',
  'Halcyon',
  'Rosalind',
  'Marquee',
  'Solenne',
  'Oriana',
];

const byCode = <T extends { code: string }>(items: readonly T[]): ReadonlyMap<string, T> =>
  new Map(items.map((item) => [item.code, item]));

/** Metals by code. */
export const metalByCode = byCode(metals);
/** Stones by code. */
export const stoneByCode = byCode(stones);
/** Shapes by code. */
export const shapeByCode = byCode(shapes);

/** The label of a metal, stone or shape code in a language (the code itself when unknown). */
export function labelOf(map: ReadonlyMap<string, { label: Label }>, code: string, language: 'en' | 'fr'): string {
  return map.get(code)?.label[language] ?? code;
}
