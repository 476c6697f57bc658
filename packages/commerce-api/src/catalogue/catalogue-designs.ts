import { shapeByCode, stoneByCode, type Label } from './catalogue-vocabulary';

/**
 * What the seed generates, kind by kind: which stones, cuts, styles and metals a design may have, its price model
 * and flags, and how it is named and described in English and French.
 */

/** A design style: its names and the setting's price at 18kt, in AUD. */
export interface Style {
  en: string;
  fr: string;
  /** Setting price (AUD at 18kt); the stone is priced on top. */
  setting: number;
  /** A stone this style always has (a diamond-set band), when the kind has none of its own. */
  stone?: string;
}

/** One generated design before variants: a collection, a stone, a cut and a style. */
export interface Design {
  collection: string;
  stone: string | null;
  shape: string | null;
  style: Style;
}

/** How one kind of product is generated. */
export interface KindSpec {
  kind: string;
  categoryId: string;
  count: number;
  gender: 'women' | 'men' | 'unisex';
  /** Weighted: a stone listed twice is picked twice as often; null is "no stone". */
  stones: readonly (string | null)[];
  shapes: readonly string[] | null;
  styles: readonly Style[];
  metals: readonly string[];
  metalCount: readonly [number, number];
  /** Carat weights offered (total weight when `multiStone`), by stone; null: the stone has no carat choice. */
  carats?: (stone: string) => readonly number[] | null;
  caratCount?: readonly [number, number];
  widths?: readonly number[];
  widthCount?: readonly [number, number];
  multiStone?: boolean;
  familySize: readonly [number, number];
  sized: boolean;
  resizable: boolean;
  /** Maximum engraving length, and the share of designs that offer it. */
  engraving?: { maxChars: number; chance: number };
  madeToOrderChance: number;
  carePlan: boolean;
  nameEn: (design: Design) => string;
  nameFr: (design: Design) => string;
  /** The design sentence of the description. */
  describe: (design: Design) => Label;
}

const stoneEn = (code: string | null) => (code ? (stoneByCode.get(code)?.label.en ?? code) : '');
const stoneFr = (code: string | null) => (code ? (stoneByCode.get(code)?.label.fr ?? code).toLowerCase() : '');
const shapeEn = (code: string | null) => (code ? (shapeByCode.get(code)?.label.en ?? code) : '');
const shapeFr = (code: string | null) => (code ? (shapeByCode.get(code)?.frCut ?? code) : '');
const words = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' ');
/** "diamant taille ovale", "perle" (no cut), "" (no stone). */
const stonePhraseFr = (design: Design) =>
  design.stone ? words(stoneFr(design.stone), design.shape ? shapeFr(design.shape) : '') : '';
const withStoneFr = (base: string, design: Design) => (design.stone ? `${base}, ${stonePhraseFr(design)}` : base);
const lower = (text: string) => text.toLowerCase();
const FEMININE_STONES = new Set([
  'emerald',
  'pearl',
  'morganite',
  'tanzanite',
  'amethyst',
  'aquamarine',
  'blue-topaz',
  'citrine',
  'opal',
]);
/** "un" or "une" before a stone's French name. */
const unFr = (design: Design) => (design.stone && FEMININE_STONES.has(design.stone) ? 'une' : 'un');
/** "de saphir", "d’onyx". */
const deFr = (word: string) => (/^[aeiouyhéèêœ]/i.test(word) ? `d’${word}` : `de ${word}`);

const PRECIOUS = ['diamond', 'lab-grown-diamond'];
const GOLD_PLATINUM = [
  '14kt-yellow-gold',
  '14kt-white-gold',
  '14kt-rose-gold',
  '18kt-yellow-gold',
  '18kt-white-gold',
  '18kt-rose-gold',
  'platinum',
];
const ALL_GOLD = ['10kt-yellow-gold', '10kt-white-gold', '10kt-rose-gold', ...GOLD_PLATINUM];
const FASHION = [
  'sterling-silver',
  '10kt-yellow-gold',
  '10kt-white-gold',
  '10kt-rose-gold',
  '14kt-yellow-gold',
  '14kt-white-gold',
  '14kt-rose-gold',
];

const centreCarats = (stone: string): readonly number[] | null =>
  stone === 'diamond'
    ? [0.3, 0.5, 0.7, 1, 1.5, 2]
    : stone === 'lab-grown-diamond'
      ? [0.5, 1, 1.5, 2, 3]
      : stone === 'pearl' || stone === 'onyx'
        ? null
        : [0.5, 1, 1.5, 2];

const engagementStones = [
  'diamond',
  'diamond',
  'diamond',
  'diamond',
  'lab-grown-diamond',
  'lab-grown-diamond',
  'lab-grown-diamond',
  'sapphire',
  'morganite',
  'tanzanite',
  'emerald',
  'ruby',
];
const allShapes = ['round-brilliant', 'princess', 'oval', 'pear', 'emerald-cut', 'cushion', 'marquise', 'heart'];

const engagement = (
  categoryId: string,
  count: number,
  styles: Style[],
  noun: Label,
  describe: KindSpec['describe'],
  madeToOrderChance: number,
): KindSpec => ({
  kind: 'engagement-ring',
  categoryId,
  count,
  gender: 'women',
  stones: engagementStones,
  shapes: allShapes,
  styles,
  metals: GOLD_PLATINUM,
  metalCount: [3, 4],
  carats: centreCarats,
  caratCount: [2, 3],
  familySize: [2, 4],
  sized: true,
  resizable: true,
  engraving: { maxChars: 20, chance: 0.5 },
  madeToOrderChance,
  carePlan: true,
  nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en, noun.en),
  nameFr: (d) => withStoneFr(words(noun.fr, lower(d.style.fr), d.collection), d),
  describe,
});

/** Every kind the catalogue holds, with its share of the 1,650 designs. */
export const kindSpecs: readonly KindSpec[] = [
  engagement(
    'solitaire-engagement-rings',
    200,
    [
      { en: 'Solitaire', fr: 'Solitaire', setting: 950 },
      { en: 'Cathedral Solitaire', fr: 'Solitaire cathédrale', setting: 1150 },
      { en: 'Hidden Halo Solitaire', fr: 'Solitaire à halo caché', setting: 1350 },
      { en: 'Pavé Solitaire', fr: 'Solitaire pavé', setting: 1450 },
    ],
    { en: 'Engagement Ring', fr: 'Bague de fiançailles' },
    (d) => ({
      en: `A ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} rises above a slender band in a ${lower(d.style.en)} setting, letting light pour into the stone from every angle.`,
      fr: `Sur un anneau fin, une monture ${lower(d.style.fr)} élève la pierre centrale, ${unFr(d)} ${stonePhraseFr(d)}, et laisse la lumière la pénétrer sous tous les angles.`,
    }),
    0.25,
  ),
  engagement(
    'halo-engagement-rings',
    150,
    [
      { en: 'Halo', fr: 'Halo', setting: 1600 },
      { en: 'Double Halo', fr: 'Double halo', setting: 2100 },
      { en: 'Floral Halo', fr: 'Halo floral', setting: 1750 },
    ],
    { en: 'Engagement Ring', fr: 'Bague de fiançailles' },
    (d) => ({
      en: `A ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} is framed by a ${lower(d.style.en)} of hand-set diamonds that makes the centre stone look larger and brighter still.`,
      fr: `Un ${lower(d.style.fr)} de diamants sertis à la main encadre la pierre centrale, ${unFr(d)} ${stonePhraseFr(d)}, qui paraît plus grande et plus lumineuse encore.`,
    }),
    0.2,
  ),
  engagement(
    'trilogy-engagement-rings',
    100,
    [
      { en: 'Trilogy', fr: 'Trilogie', setting: 1500 },
      { en: 'Tapered Baguette Trilogy', fr: 'Trilogie baguettes effilées', setting: 1900 },
      { en: 'Pear-Side Trilogy', fr: 'Trilogie à poires latérales', setting: 2000 },
    ],
    { en: 'Engagement Ring', fr: 'Bague de fiançailles' },
    (d) => ({
      en: `Three stones for your past, present and future: a ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} flanked by two perfectly matched diamonds.`,
      fr: `Trois pierres pour votre passé, votre présent et votre avenir : au centre, ${unFr(d)} ${stonePhraseFr(d)}, et de chaque côté un diamant parfaitement assorti.`,
    }),
    0.2,
  ),
  engagement(
    'vintage-engagement-rings',
    70,
    [
      { en: 'Milgrain Vintage', fr: 'Vintage perlée', setting: 1800 },
      { en: 'Art Deco', fr: 'Art déco', setting: 2000 },
      { en: 'Filigree Vintage', fr: 'Vintage filigranée', setting: 1900 },
    ],
    { en: 'Engagement Ring', fr: 'Bague de fiançailles' },
    (d) => ({
      en: `Hand-engraved milgrain and filigree give this ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} the romance of an heirloom, with the strength of modern craftsmanship.`,
      fr: `Perlage et filigrane gravés à la main entourent la pierre centrale, ${unFr(d)} ${stonePhraseFr(d)}, avec le charme d’un bijou de famille et la solidité d’une fabrication moderne.`,
    }),
    0.4,
  ),
  {
    kind: 'wedding-band',
    categoryId: 'womens-wedding-bands',
    count: 120,
    gender: 'women',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Classic Court', fr: 'Classique bombée', setting: 700 },
      { en: 'Comfort-Fit Dome', fr: 'Confort demi-jonc', setting: 760 },
      { en: 'Flat Court', fr: 'Plate confort', setting: 720 },
      { en: 'Knife-Edge', fr: 'Arête vive', setting: 780 },
      { en: 'Milgrain', fr: 'Perlée', setting: 820 },
      { en: 'Brushed', fr: 'Brossée', setting: 740 },
      { en: 'Twist', fr: 'Torsadée', setting: 860 },
      { en: 'Curved Wishbone', fr: 'Courbée en V', setting: 880 },
      { en: 'Diamond Channel-Set', fr: 'Sertie rail de diamants', setting: 1500, stone: 'diamond' },
      { en: 'Pavé Diamond', fr: 'Pavée de diamants', setting: 1700, stone: 'diamond' },
      { en: 'Scalloped Pavé', fr: 'Pavée festonnée', setting: 1850, stone: 'diamond' },
      { en: 'Bezel-Set Diamond', fr: 'Sertie clos de diamants', setting: 1600, stone: 'diamond' },
    ],
    metals: GOLD_PLATINUM,
    metalCount: [3, 5],
    widths: [1.5, 2, 2.5, 3, 4],
    widthCount: [2, 3],
    familySize: [1, 3],
    sized: true,
    resizable: true,
    engraving: { maxChars: 25, chance: 1 },
    madeToOrderChance: 0.15,
    carePlan: true,
    nameEn: (d) => words(d.collection, d.style.en, 'Wedding Band'),
    nameFr: (d) => words('Alliance', lower(d.style.fr), d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} band, balanced to sit flush beside an engagement ring and comfortable enough to never take off.`,
      fr: `Une alliance ${lower(d.style.fr)}, équilibrée pour s’aligner contre une bague de fiançailles et assez confortable pour ne jamais l’enlever.`,
    }),
  },
  {
    kind: 'wedding-band',
    categoryId: 'mens-wedding-bands',
    count: 80,
    gender: 'men',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Classic Court', fr: 'Classique bombée', setting: 900 },
      { en: 'Comfort-Fit', fr: 'Confort', setting: 950 },
      { en: 'Flat Satin', fr: 'Plate satinée', setting: 940 },
      { en: 'Bevelled Edge', fr: 'Bords biseautés', setting: 990 },
      { en: 'Hammered', fr: 'Martelée', setting: 1020 },
      { en: 'Brushed Centre', fr: 'Centre brossé', setting: 980 },
      { en: 'Grooved', fr: 'Rainurée', setting: 1000 },
      { en: 'Two-Tone Inlay', fr: 'Incrustation bicolore', setting: 1150 },
      { en: 'Black Diamond', fr: 'Diamant noir', setting: 1500, stone: 'diamond' },
    ],
    metals: ALL_GOLD,
    metalCount: [3, 5],
    widths: [4, 5, 6, 7, 8],
    widthCount: [2, 3],
    familySize: [1, 3],
    sized: true,
    resizable: true,
    engraving: { maxChars: 30, chance: 1 },
    madeToOrderChance: 0.15,
    carePlan: true,
    nameEn: (d) => words(d.collection, 'Men’s', d.style.en, 'Wedding Band'),
    nameFr: (d) => words('Alliance pour homme', lower(d.style.fr), d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} men’s band with a comfort-fit interior, weighty enough to feel substantial and made to be worn every day.`,
      fr: `Une alliance pour homme ${lower(d.style.fr)} à l’intérieur confort, assez massive pour se faire sentir et faite pour être portée tous les jours.`,
    }),
  },
  {
    kind: 'eternity-ring',
    categoryId: 'eternity-rings',
    count: 80,
    gender: 'women',
    stones: ['diamond', 'diamond', 'lab-grown-diamond', 'sapphire', 'ruby', 'emerald'],
    shapes: ['round-brilliant', 'princess', 'oval', 'emerald-cut', 'marquise'],
    styles: [
      { en: 'Half Eternity', fr: 'Demi-éternité', setting: 700 },
      { en: 'Full Eternity', fr: 'Éternité complète', setting: 900 },
      { en: 'Anniversary', fr: 'Anniversaire', setting: 800 },
    ],
    metals: GOLD_PLATINUM,
    metalCount: [3, 4],
    carats: () => [0.25, 0.5, 1, 2, 3],
    caratCount: [2, 3],
    multiStone: true,
    familySize: [2, 3],
    sized: true,
    resizable: false,
    engraving: { maxChars: 20, chance: 0.6 },
    madeToOrderChance: 0.2,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en, 'Ring'),
    nameFr: (d) => withStoneFr(words('Bague', lower(d.style.fr), d.collection), d),
    describe: (d) => ({
      en: `${d.style.en} ring of ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))}s, matched by hand for colour and size and set shoulder to shoulder.`,
      fr: `Bague ${lower(d.style.fr)} de pierres ${stonePhraseFr(d)}, appariées à la main pour la couleur et la taille et serties côte à côte.`,
    }),
  },
  {
    kind: 'dress-ring',
    categoryId: 'dress-rings',
    count: 150,
    gender: 'women',
    stones: [
      'amethyst',
      'blue-topaz',
      'morganite',
      'tanzanite',
      'sapphire',
      'emerald',
      'ruby',
      'pearl',
      'diamond',
      'citrine',
      'garnet',
      'peridot',
      'aquamarine',
      'opal',
    ],
    shapes: ['oval', 'pear', 'cushion', 'emerald-cut', 'heart', 'marquise', 'round-brilliant'],
    styles: [
      { en: 'Cocktail', fr: 'Cocktail', setting: 420 },
      { en: 'Cluster', fr: 'Grappe', setting: 520 },
      { en: 'Stacking', fr: 'Empilable', setting: 260 },
      { en: 'Halo', fr: 'Halo', setting: 480 },
      { en: 'Bezel', fr: 'Serti clos', setting: 300 },
    ],
    metals: FASHION,
    metalCount: [2, 4],
    carats: (stone) => (stone === 'pearl' ? null : stone === 'diamond' ? [0.25, 0.5] : [1, 2, 3]),
    caratCount: [1, 2],
    familySize: [2, 4],
    sized: true,
    resizable: true,
    madeToOrderChance: 0.05,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en, 'Ring'),
    nameFr: (d) => withStoneFr(words('Bague', lower(d.style.fr), d.collection), d),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} ring that puts colour first: a ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} on an open gallery that lets the light through.`,
      fr: `Une bague ${lower(d.style.fr)} qui met la couleur à l’honneur : ${unFr(d)} ${stonePhraseFr(d)} sur une galerie ajourée qui laisse passer la lumière.`,
    }),
  },
  {
    kind: 'stud-earrings',
    categoryId: 'stud-earrings',
    count: 90,
    gender: 'women',
    stones: [
      'diamond',
      'diamond',
      'lab-grown-diamond',
      'lab-grown-diamond',
      'pearl',
      'pearl',
      'sapphire',
      'ruby',
      'emerald',
      'morganite',
      'amethyst',
      'blue-topaz',
    ],
    shapes: ['round-brilliant', 'princess', 'oval', 'cushion', 'heart', 'pear'],
    styles: [
      { en: 'Stud', fr: 'Puces', setting: 160 },
      { en: 'Halo Stud', fr: 'Puces à halo', setting: 420 },
      { en: 'Bezel Stud', fr: 'Puces serti clos', setting: 220 },
    ],
    metals: [
      'sterling-silver',
      '10kt-yellow-gold',
      '14kt-white-gold',
      '14kt-yellow-gold',
      '18kt-white-gold',
      'platinum',
    ],
    metalCount: [2, 4],
    carats: (stone) =>
      stone === 'pearl' ? null : PRECIOUS.includes(stone) ? [0.1, 0.25, 0.5, 1, 1.5, 2] : [0.5, 1, 2],
    caratCount: [2, 4],
    multiStone: true,
    familySize: [2, 4],
    sized: false,
    resizable: false,
    madeToOrderChance: 0.05,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en, 'Earrings'),
    nameFr: (d) => withStoneFr(words('Boucles d’oreilles', lower(d.style.fr), d.collection), d),
    describe: (d) => ({
      en: `Matched ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} studs on secure screw-back posts: the pair you reach for every morning.`,
      fr: `Puces ${stonePhraseFr(d)} appariées, sur tiges à vis sécuritaires : la paire que l’on choisit chaque matin.`,
    }),
  },
  {
    kind: 'hoop-earrings',
    categoryId: 'hoop-earrings',
    count: 60,
    gender: 'women',
    stones: [null, null, null],
    shapes: null,
    styles: [
      { en: 'Huggie Hoop', fr: 'Mini-créoles', setting: 320 },
      { en: 'Classic Hoop', fr: 'Créoles classiques', setting: 380 },
      { en: 'Twisted Hoop', fr: 'Créoles torsadées', setting: 420 },
      { en: 'Pavé Huggie', fr: 'Mini-créoles pavées', setting: 900, stone: 'diamond' },
      { en: 'Inside-Out Diamond Hoop', fr: 'Créoles diamants intérieur-extérieur', setting: 2600, stone: 'diamond' },
      { en: 'Graduated Hoop', fr: 'Créoles graduées', setting: 460 },
      { en: 'Hammered Hoop', fr: 'Créoles martelées', setting: 400 },
      { en: 'Oval Hoop', fr: 'Créoles ovales', setting: 390 },
    ],
    metals: FASHION,
    metalCount: [2, 4],
    familySize: [1, 3],
    sized: false,
    resizable: false,
    madeToOrderChance: 0,
    carePlan: true,
    nameEn: (d) => words(d.collection, d.style.en, 'Earrings'),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `${d.style.en} earrings with a hinged snap closure, polished inside and out so they catch the light as you move.`,
      fr: `${d.style.fr} à fermoir à charnière, polies à l’intérieur comme à l’extérieur pour capter la lumière à chaque mouvement.`,
    }),
  },
  {
    kind: 'drop-earrings',
    categoryId: 'drop-earrings',
    count: 60,
    gender: 'women',
    stones: ['morganite', 'tanzanite', 'sapphire', 'pearl', 'diamond', 'aquamarine', 'emerald', 'amethyst'],
    shapes: ['pear', 'oval', 'marquise', 'round-brilliant'],
    styles: [
      { en: 'Drop', fr: 'Pendantes', setting: 380 },
      { en: 'Halo Drop', fr: 'Pendantes à halo', setting: 700 },
      { en: 'Chandelier', fr: 'Chandelier', setting: 950 },
      { en: 'Threader', fr: 'Chaînettes', setting: 300 },
    ],
    metals: [
      'sterling-silver',
      '10kt-yellow-gold',
      '14kt-white-gold',
      '14kt-yellow-gold',
      '14kt-rose-gold',
      '18kt-white-gold',
    ],
    metalCount: [2, 3],
    carats: (stone) => (stone === 'pearl' ? null : stone === 'diamond' ? [0.5, 1] : [1, 2, 3]),
    caratCount: [1, 2],
    multiStone: true,
    familySize: [2, 3],
    sized: false,
    resizable: false,
    madeToOrderChance: 0.05,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en, 'Earrings'),
    nameFr: (d) => withStoneFr(words('Boucles d’oreilles', lower(d.style.fr), d.collection), d),
    describe: (d) => ({
      en: `${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))}s that swing softly below the ear, made to move with you from day to evening.`,
      fr: `Des pierres ${stonePhraseFr(d)} qui se balancent doucement sous l’oreille, pensées pour vous suivre du jour au soir.`,
    }),
  },
  {
    kind: 'pendant',
    categoryId: 'pendants',
    count: 110,
    gender: 'women',
    stones: [
      'diamond',
      'diamond',
      'lab-grown-diamond',
      'sapphire',
      'ruby',
      'emerald',
      'pearl',
      'morganite',
      'tanzanite',
      'amethyst',
      'blue-topaz',
      'opal',
    ],
    shapes: ['round-brilliant', 'oval', 'pear', 'heart', 'cushion', 'emerald-cut'],
    styles: [
      { en: 'Solitaire Pendant', fr: 'Pendentif solitaire', setting: 300 },
      { en: 'Halo Pendant', fr: 'Pendentif à halo', setting: 520 },
      { en: 'Drop Pendant', fr: 'Pendentif goutte', setting: 360 },
      { en: 'Bezel Pendant', fr: 'Pendentif serti clos', setting: 340 },
      { en: 'Locket Pendant', fr: 'Pendentif médaillon', setting: 420 },
    ],
    metals: ['sterling-silver', ...FASHION.slice(1), '18kt-white-gold', '18kt-yellow-gold'],
    metalCount: [2, 4],
    carats: (stone) => (stone === 'pearl' ? null : PRECIOUS.includes(stone) ? [0.15, 0.25, 0.5, 1] : [0.5, 1, 2]),
    caratCount: [1, 3],
    familySize: [2, 4],
    sized: false,
    resizable: false,
    engraving: { maxChars: 15, chance: 0.6 },
    madeToOrderChance: 0.05,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en),
    nameFr: (d) => withStoneFr(words(d.style.fr, d.collection), d),
    describe: (d) => ({
      en: `A ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))} ${lower(d.style.en)} on a 45 cm trace chain with an extender loop at 42 cm.`,
      fr: `Un ${lower(d.style.fr)} ${stonePhraseFr(d)} sur une chaîne forçat de 45 cm avec anneau de réglage à 42 cm.`,
    }),
  },
  {
    kind: 'necklace',
    categoryId: 'necklaces',
    count: 50,
    gender: 'women',
    stones: ['diamond', 'lab-grown-diamond', 'pearl', 'pearl', 'sapphire', 'emerald', 'tanzanite'],
    shapes: ['round-brilliant', 'oval', 'pear', 'emerald-cut'],
    styles: [
      { en: 'Rivière Necklace', fr: 'Collier rivière', setting: 1900 },
      { en: 'Station Necklace', fr: 'Collier à stations', setting: 520 },
      { en: 'Lariat Necklace', fr: 'Collier lariat', setting: 600 },
      { en: 'Y-Necklace', fr: 'Collier en Y', setting: 560 },
      { en: 'Collar Necklace', fr: 'Collier ras-du-cou', setting: 900 },
    ],
    metals: [
      'sterling-silver',
      '14kt-yellow-gold',
      '14kt-white-gold',
      '18kt-white-gold',
      '18kt-yellow-gold',
      'platinum',
    ],
    metalCount: [2, 3],
    carats: (stone) => (stone === 'pearl' ? null : PRECIOUS.includes(stone) ? [0.5, 1, 3, 5] : [1, 3]),
    caratCount: [1, 2],
    multiStone: true,
    familySize: [1, 3],
    sized: false,
    resizable: false,
    madeToOrderChance: 0.1,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en),
    nameFr: (d) => withStoneFr(words(d.style.fr, d.collection), d),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} of ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))}s, articulated link by link so it drapes naturally at the collarbone.`,
      fr: `Un ${lower(d.style.fr)} de pierres ${stonePhraseFr(d)}, articulé maillon par maillon pour épouser naturellement la clavicule.`,
    }),
  },
  {
    kind: 'chain',
    categoryId: 'chains',
    count: 30,
    gender: 'unisex',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Belcher Chain', fr: 'Chaîne forçat ronde', setting: 520 },
      { en: 'Curb Chain', fr: 'Chaîne gourmette', setting: 640 },
      { en: 'Rope Chain', fr: 'Chaîne corde', setting: 700 },
      { en: 'Figaro Chain', fr: 'Chaîne Figaro', setting: 620 },
      { en: 'Box Chain', fr: 'Chaîne vénitienne', setting: 560 },
      { en: 'Snake Chain', fr: 'Chaîne serpent', setting: 600 },
      { en: 'Cable Chain', fr: 'Chaîne câble', setting: 480 },
      { en: 'Paperclip Chain', fr: 'Chaîne trombone', setting: 660 },
      { en: 'Singapore Chain', fr: 'Chaîne Singapour', setting: 580 },
    ],
    metals: ['sterling-silver', '10kt-yellow-gold', '14kt-yellow-gold', '14kt-white-gold', '18kt-yellow-gold'],
    metalCount: [2, 4],
    widths: [1.5, 2, 3],
    widthCount: [1, 2],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.style.en, 'Necklace'),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} of 50 cm with a lobster clasp, strong enough to carry a pendant and fine enough to layer.`,
      fr: `Une ${lower(d.style.fr)} de 50 cm à fermoir mousqueton, assez solide pour un pendentif et assez fine pour être superposée.`,
    }),
  },
  {
    kind: 'tennis-bracelet',
    categoryId: 'tennis-bracelets',
    count: 40,
    gender: 'women',
    stones: [
      'diamond',
      'diamond',
      'lab-grown-diamond',
      'lab-grown-diamond',
      'sapphire',
      'ruby',
      'emerald',
      'tanzanite',
    ],
    shapes: ['round-brilliant', 'princess', 'oval', 'emerald-cut'],
    styles: [
      { en: 'Tennis Bracelet', fr: 'Bracelet tennis', setting: 1400 },
      { en: 'Line Bracelet', fr: 'Bracelet ligne', setting: 1200 },
    ],
    metals: GOLD_PLATINUM,
    metalCount: [2, 4],
    carats: (stone) => (PRECIOUS.includes(stone) ? [1, 2, 3, 5, 7] : [2, 4, 6]),
    caratCount: [2, 3],
    multiStone: true,
    familySize: [2, 3],
    sized: false,
    resizable: false,
    madeToOrderChance: 0.15,
    carePlan: true,
    nameEn: (d) => words(d.collection, shapeEn(d.shape), stoneEn(d.stone), d.style.en),
    nameFr: (d) => withStoneFr(words(d.style.fr, d.collection), d),
    describe: (d) => ({
      en: `An unbroken line of ${lower(shapeEn(d.shape))} ${lower(stoneEn(d.stone))}s in individual settings, with a double safety clasp.`,
      fr: `Une ligne ininterrompue de pierres ${stonePhraseFr(d)} en sertis individuels, avec double fermoir de sécurité.`,
    }),
  },
  {
    kind: 'bangle',
    categoryId: 'bangles',
    count: 40,
    gender: 'women',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Classic Bangle', fr: 'Jonc classique', setting: 1100 },
      { en: 'Cuff', fr: 'Manchette', setting: 1300 },
      { en: 'Diamond-Set Bangle', fr: 'Jonc serti de diamants', setting: 2600, stone: 'diamond' },
      { en: 'Hinged Bangle', fr: 'Jonc articulé', setting: 1250 },
      { en: 'Twisted Bangle', fr: 'Jonc torsadé', setting: 1200 },
      { en: 'Open Cuff', fr: 'Manchette ouverte', setting: 1150 },
      { en: 'Knot Bangle', fr: 'Jonc nœud', setting: 1180 },
    ],
    metals: [
      'sterling-silver',
      '10kt-yellow-gold',
      '14kt-yellow-gold',
      '14kt-rose-gold',
      '18kt-yellow-gold',
      '18kt-white-gold',
    ],
    metalCount: [2, 4],
    familySize: [1, 3],
    sized: false,
    resizable: false,
    engraving: { maxChars: 25, chance: 0.8 },
    madeToOrderChance: 0.05,
    carePlan: true,
    nameEn: (d) => words(d.collection, d.style.en),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} with a softly rounded profile, polished to a mirror finish and made to stack.`,
      fr: `Un ${lower(d.style.fr)} au profil adouci, poli miroir et fait pour être superposé.`,
    }),
  },
  {
    kind: 'charm-bracelet',
    categoryId: 'charm-bracelets',
    count: 30,
    gender: 'women',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Snake Chain Charm Bracelet', fr: 'Bracelet à breloques maille serpent', setting: 420 },
      { en: 'Bangle Charm Bracelet', fr: 'Jonc à breloques', setting: 460 },
      { en: 'Link Charm Bracelet', fr: 'Bracelet à breloques à maillons', setting: 440 },
      { en: 'Leather Charm Bracelet', fr: 'Bracelet à breloques en cuir', setting: 300 },
    ],
    metals: ['sterling-silver', '14kt-yellow-gold', '14kt-rose-gold'],
    metalCount: [1, 3],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    engraving: { maxChars: 12, chance: 0.5 },
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.style.en),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} with threaded sections that keep your charms in place and a barrel clasp that closes with a click.`,
      fr: `Un ${lower(d.style.fr)} à sections filetées qui maintiennent vos breloques en place, et fermoir baril qui se ferme d’un clic.`,
    }),
  },
  {
    kind: 'charm',
    categoryId: 'charms',
    count: 64,
    gender: 'unisex',
    stones: [
      null,
      null,
      null,
      'diamond',
      'amethyst',
      'garnet',
      'aquamarine',
      'emerald',
      'pearl',
      'ruby',
      'peridot',
      'sapphire',
      'opal',
      'citrine',
      'blue-topaz',
    ],
    shapes: null,
    styles: [
      'Heart',
      'Infinity',
      'Four-Leaf Clover',
      'Kiwi',
      'Koru Fern',
      'Maple Leaf',
      'Southern Cross',
      'Kangaroo',
      'Anchor',
      'Compass',
      'Star',
      'Crescent Moon',
      'Butterfly',
      'Hummingbird',
      'Paw Print',
      'Graduation Cap',
      'Baby Feet',
      'Key',
      'Padlock',
      'Evil Eye',
      'Wedding Bells',
      'Birthday Cake',
      'Plane',
      'Seashell',
      'Daisy',
      'Horseshoe',
      'Lotus',
      'Tree of Life',
      'Dragonfly',
      'Owl',
      'Music Note',
      'Sun',
    ].map((en, index) => ({
      en: `${en} Charm`,
      fr: `Breloque ${
        [
          'cœur',
          'infini',
          'trèfle à quatre feuilles',
          'kiwi',
          'fougère koru',
          'feuille d’érable',
          'Croix du Sud',
          'kangourou',
          'ancre',
          'boussole',
          'étoile',
          'croissant de lune',
          'papillon',
          'colibri',
          'empreinte de patte',
          'mortier de diplômé',
          'pieds de bébé',
          'clé',
          'cadenas',
          'œil protecteur',
          'cloches de mariage',
          'gâteau d’anniversaire',
          'avion',
          'coquillage',
          'marguerite',
          'fer à cheval',
          'lotus',
          'arbre de vie',
          'libellule',
          'hibou',
          'note de musique',
          'soleil',
        ][index] ?? en
      }`,
      setting: 350 + (index % 5) * 40,
    })),
    metals: ['sterling-silver', 'sterling-silver', '14kt-yellow-gold', '14kt-rose-gold'],
    metalCount: [1, 3],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    engraving: { maxChars: 8, chance: 0.3 },
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.stone ? stoneEn(d.stone) : '', d.style.en),
    nameFr: (d) =>
      d.stone ? `${words(d.style.fr, d.collection)}, ${stoneFr(d.stone)}` : words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} with a threaded core that fits every Lustre & Co. charm bracelet${d.stone ? `, set with a ${lower(stoneEn(d.stone))}` : ''}.`,
      fr: `Une ${lower(d.style.fr)} à cœur fileté, compatible avec tous les bracelets à breloques Lustre & Co.${d.stone ? `, ornée ${deFr(stoneFr(d.stone))}.` : ''}`,
    }),
  },
  {
    kind: 'connector',
    categoryId: 'charms',
    count: 16,
    gender: 'unisex',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Clip Connector', fr: 'Connecteur clip', setting: 220 },
      { en: 'Safety Chain Connector', fr: 'Connecteur chaîne de sécurité', setting: 300 },
      { en: 'Spacer Connector', fr: 'Connecteur espaceur', setting: 190 },
      { en: 'Stopper Connector', fr: 'Connecteur stoppeur', setting: 210 },
    ],
    metals: ['sterling-silver', '14kt-yellow-gold'],
    metalCount: [1, 2],
    familySize: [1, 1],
    sized: false,
    resizable: false,
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.style.en),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} that divides your charm bracelet into sections and holds each charm where you want it.`,
      fr: `Un ${lower(d.style.fr)} qui divise votre bracelet en sections et garde chaque breloque à sa place.`,
    }),
  },
  {
    kind: 'mens-ring',
    categoryId: 'mens-jewellery',
    count: 20,
    gender: 'men',
    stones: ['onyx', 'onyx', null, 'diamond', 'sapphire'],
    shapes: null,
    styles: [
      { en: 'Signet Ring', fr: 'Chevalière', setting: 1300 },
      { en: 'Cushion Signet Ring', fr: 'Chevalière coussin', setting: 1450 },
      { en: 'Oval Signet Ring', fr: 'Chevalière ovale', setting: 1400 },
    ],
    metals: ['sterling-silver', '10kt-yellow-gold', '14kt-yellow-gold', '18kt-yellow-gold', '18kt-white-gold'],
    metalCount: [2, 3],
    familySize: [1, 3],
    sized: true,
    resizable: true,
    engraving: { maxChars: 3, chance: 1 },
    madeToOrderChance: 0.2,
    carePlan: true,
    nameEn: (d) => words(d.collection, d.stone ? stoneEn(d.stone) : '', 'Men’s', d.style.en),
    nameFr: (d) =>
      d.stone
        ? `${words(d.style.fr, 'pour homme', d.collection)}, ${stoneFr(d.stone)}`
        : words(d.style.fr, 'pour homme', d.collection),
    describe: (d) => ({
      en: `A substantial ${lower(d.style.en)}${d.stone ? ` with a ${lower(stoneEn(d.stone))} face` : ' ready for a hand-engraved monogram'}.`,
      fr: `Une ${lower(d.style.fr)} généreuse${d.stone ? ` au plateau ${deFr(stoneFr(d.stone))}` : ' prête à recevoir un monogramme gravé à la main'}.`,
    }),
  },
  {
    kind: 'cufflinks',
    categoryId: 'mens-jewellery',
    count: 15,
    gender: 'men',
    stones: [null, null, 'onyx', 'sapphire'],
    shapes: null,
    styles: [
      { en: 'Round Cufflinks', fr: 'Boutons de manchette ronds', setting: 700 },
      { en: 'Square Cufflinks', fr: 'Boutons de manchette carrés', setting: 720 },
      { en: 'Knot Cufflinks', fr: 'Boutons de manchette nœud', setting: 680 },
      { en: 'Bar Cufflinks', fr: 'Boutons de manchette barre', setting: 660 },
    ],
    metals: ['sterling-silver', '14kt-yellow-gold', '18kt-white-gold'],
    metalCount: [1, 3],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    engraving: { maxChars: 3, chance: 0.7 },
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.stone ? stoneEn(d.stone) : '', d.style.en),
    nameFr: (d) =>
      d.stone ? `${words(d.style.fr, d.collection)}, ${stoneFr(d.stone)}` : words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `${d.style.en} with a swivel back, presented in a gift box ready for the groom or his party.`,
      fr: `${d.style.fr} à fermoir pivotant, présentés en écrin cadeau pour le marié et ses garçons d’honneur.`,
    }),
  },
  {
    kind: 'mens-bracelet',
    categoryId: 'mens-jewellery',
    count: 25,
    gender: 'men',
    stones: [null],
    shapes: null,
    styles: [
      { en: 'Men’s Curb Bracelet', fr: 'Bracelet gourmette pour homme', setting: 900 },
      { en: 'Men’s ID Bracelet', fr: 'Gourmette identité pour homme', setting: 950 },
      { en: 'Men’s Box Chain Necklace', fr: 'Chaîne vénitienne pour homme', setting: 800 },
      { en: 'Men’s Cuban Link Bracelet', fr: 'Bracelet maille cubaine pour homme', setting: 1200 },
      { en: 'Men’s Leather and Steel Bracelet', fr: 'Bracelet cuir et acier pour homme', setting: 600 },
    ],
    metals: ['sterling-silver', 'stainless-steel', '10kt-yellow-gold', '14kt-yellow-gold'],
    metalCount: [1, 3],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    engraving: { maxChars: 15, chance: 0.5 },
    madeToOrderChance: 0,
    carePlan: false,
    nameEn: (d) => words(d.collection, d.style.en),
    nameFr: (d) => words(d.style.fr, d.collection),
    describe: (d) => ({
      en: `A ${lower(d.style.en)} with solid links and a box clasp, weighted to sit well on the wrist.`,
      fr: `Un ${lower(d.style.fr)} à maillons pleins et fermoir à boîte, lesté pour bien tomber au poignet.`,
    }),
  },
  {
    kind: 'watch',
    categoryId: 'watches',
    count: 50,
    gender: 'unisex',
    stones: [null, null, null, 'diamond'],
    shapes: null,
    styles: [
      ['Meridian', 'Automatic 40 mm'],
      ['Regatta', 'Chronograph 42 mm'],
      ['Horizon', 'Quartz 36 mm'],
      ['Celestia', 'Moonphase 38 mm'],
      ['Tasman', 'Diver 42 mm'],
      ['Laurentian', 'Dress 39 mm'],
      ['Aoraki', 'GMT 41 mm'],
      ['Opaline', 'Quartz 28 mm'],
      ['Petite Lune', 'Quartz 32 mm'],
    ].flatMap(([line = '', model = ''], index) =>
      ['Silver Dial', 'Midnight Blue Dial', 'Mother-of-Pearl Dial', 'Green Dial'].map((dial, dialIndex) => ({
        en: `${line} ${model} ${dial} Watch`,
        fr: `Montre ${line} ${model
          .replace('Automatic', 'automatique')
          .replace('Chronograph', 'chronographe')
          .replace('Quartz', 'à quartz')
          .replace('Moonphase', 'phases de lune')
          .replace('Diver', 'de plongée')
          .replace('Dress', 'habillée')} cadran ${['argenté', 'bleu nuit', 'nacre', 'vert'][dialIndex] ?? ''}`,
        setting: [2400, 2900, 900, 3400, 2600, 2200, 3100, 800, 850][index] ?? 1500,
      })),
    ),
    metals: ['stainless-steel', 'stainless-steel', '18kt-yellow-gold', '18kt-rose-gold'],
    metalCount: [1, 3],
    familySize: [1, 2],
    sized: false,
    resizable: false,
    engraving: { maxChars: 20, chance: 0.7 },
    madeToOrderChance: 0,
    carePlan: true,
    nameEn: (d) => (d.stone ? d.style.en.replace(' Watch', ' Diamond Bezel Watch') : d.style.en),
    nameFr: (d) => (d.stone ? `${d.style.fr}, lunette sertie de diamants` : d.style.fr),
    describe: (d) => ({
      en: `Sapphire crystal, a screw-down caseback and 100 m water resistance${d.stone ? ', with a bezel set with brilliant-cut diamonds' : ''}.`,
      fr: `Verre saphir, fond vissé et étanchéité à 100 m${d.stone ? ', avec une lunette sertie de diamants taille brillant' : ''}.`,
    }),
  },
];

/** Per-carat price (AUD) and how steeply it grows with weight, by stone. */
const stonePricing: Record<string, readonly [number, number]> = {
  diamond: [6500, 1.6],
  'lab-grown-diamond': [1500, 1.35],
  sapphire: [2200, 1.3],
  ruby: [2600, 1.35],
  emerald: [2400, 1.3],
  tanzanite: [1500, 1.25],
  morganite: [700, 1.1],
  aquamarine: [650, 1.1],
  opal: [500, 1.1],
  amethyst: [160, 1],
  'blue-topaz': [120, 1],
  citrine: [120, 1],
  garnet: [140, 1],
  peridot: [160, 1],
  onyx: [60, 1],
  pearl: [60, 1],
};

/** The stone's share of a piece's price in AUD (a single stone, or a total weight of small ones). */
export function stoneValue(stone: string | null, carat: number | null, multiStone: boolean): number {
  if (!stone) return 0;
  const [perCarat, exponent] = stonePricing[stone] ?? [200, 1];
  if (carat === null) return stone === 'pearl' ? 45 : stone === 'diamond' ? 180 : perCarat * 0.3;
  return multiStone ? perCarat * 0.7 * carat ** 1.15 : perCarat * carat ** exponent;
}

/** A shop price in whole dollars: $49, $249, $1,249, $12,400. */
export function shopPrice(dollars: number): number {
  if (dollars < 100) return Math.max(29, Math.ceil(dollars / 10) * 10 - 1);
  if (dollars < 1000) return Math.ceil(dollars / 10) * 10 - 1;
  if (dollars < 10000) return Math.round(dollars / 50) * 50 - 1;
  return Math.round(dollars / 100) * 100;
}
