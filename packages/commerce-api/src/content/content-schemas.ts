import * as v from 'valibot';

/**
 * The content service's payloads as the `contentful` client hands them over (links resolved, unresolvable ones
 * removed), validated at the boundary. Nested pieces (a panel, an alert, a section) are parsed one by one, so one
 * malformed entry drops that piece, not the page.
 */

const text = v.optional(v.string());
const nested = v.optional(v.unknown());
const list = v.optional(v.array(v.unknown()), []);

function entrySys<T extends string>(contentType: T) {
  return v.object({
    id: v.string(),
    type: v.literal('Entry'),
    contentType: v.object({ sys: v.object({ id: v.literal(contentType) }) }),
    updatedAt: v.string(),
    publishedVersion: v.optional(v.number()),
  });
}

function entrySchema<T extends string, F extends v.ObjectEntries>(contentType: T, fields: F) {
  return v.object({ sys: entrySys(contentType), fields: v.object(fields) });
}

/** Any entry: what every item of a collection has (system id, content type, published version). */
export const anyEntrySchema = v.object({
  sys: v.object({
    id: v.string(),
    type: v.literal('Entry'),
    contentType: v.object({ sys: v.object({ id: v.string() }) }),
    updatedAt: v.string(),
    publishedVersion: v.optional(v.number()),
  }),
  fields: v.record(v.string(), v.unknown()),
});

/** An image asset. */
export const assetSchema = v.object({
  sys: v.object({ id: v.string(), type: v.literal('Asset') }),
  fields: v.object({
    title: text,
    description: text,
    file: v.object({
      url: v.string(),
      contentType: v.string(),
      details: v.optional(v.object({ image: v.optional(v.object({ width: v.number(), height: v.number() })) })),
    }),
  }),
});

/** An integer preference as editors store it: a number, or text such as "3" (or "" / "soon"). */
export const integerPreferenceSchema = v.optional(v.nullable(v.union([v.number(), v.string()])));

/** The `sitePreferences` entry (SPEC §3). */
export const sitePreferencesSchema = entrySchema('sitePreferences', {
  articleSignUp: nested,
  brillianceBanner: nested,
  brillianceConfirmationPanel: nested,
  productPromotion: list,
  quickSignUp: nested,
  signupCouponCode: text,
  signUpPanel: nested,
  topCategories: nested,
  standardDispatchTime: integerPreferenceSchema,
  resizeEngravingDelayTime: integerPreferenceSchema,
});

/** The `pdpPreferences` entry. */
export const pdpPreferencesSchema = entrySchema('pdpPreferences', {
  pcpLink: nested,
  pcpSummary: text,
  ringSizeGuideIntro: text,
  ringSizeGuideLink: nested,
  deliveryReturnsTitle: text,
  deliveryReturnsBlurb: text,
  deliveryReturnsLink: nested,
});

/** The `cartPreferences` entry. */
export const cartPreferencesSchema = entrySchema('cartPreferences', {
  salesTaxTooltip: text,
  productPromotion: list,
  informationAlertBar: list,
  orderInformationAccordion: list,
  brazeContent: nested,
});

/** A `panel`: sign-up and Brilliance blocks. */
export const panelSchema = entrySchema('panel', {
  title: v.string(),
  body: text,
  ctaLabel: text,
  ctaUrl: text,
  image: nested,
  variant: text,
});

/** A `promotion` banner. */
export const promotionSchema = entrySchema('promotion', {
  headline: v.string(),
  body: text,
  ctaLabel: text,
  ctaUrl: text,
  image: nested,
  theme: text,
});

/** A `categoryLink`: a catalogue category by slug. */
export const categoryLinkSchema = entrySchema('categoryLink', { slug: v.string(), title: v.string() });

/** A `categoryCard` of the top categories. */
export const categoryCardSchema = entrySchema('categoryCard', {
  title: v.string(),
  subtitle: text,
  image: nested,
  category: nested,
});

/** The `categoryGrid` behind `topCategories`. */
export const categoryGridSchema = entrySchema('categoryGrid', {
  title: text,
  variant: v.optional(v.picklist(['carousel', 'grid']), 'grid'),
  width: v.optional(v.picklist(['full', 'contained']), 'contained'),
  cards: list,
  references: list,
});

/** A `supportingData` value (the alert kinds). */
export const supportingDataSchema = entrySchema('supportingData', { name: text, value: v.string() });

/** An `alert` of the information alert bar. */
export const alertSchema = entrySchema('alert', {
  message: v.string(),
  linkLabel: text,
  linkUrl: text,
  alertType: nested,
});

/** An `accordionItem` (order information, FAQ); its `body` is rich text, checked by the normaliser. */
export const accordionItemSchema = entrySchema('accordionItem', { title: v.string(), body: v.unknown() });

/** The cart’s `brazeContent` object (a JSON field). */
export const brazeContentSchema = v.object({
  placementId: v.string(),
  cardCategory: v.optional(v.string()),
  enabled: v.optional(v.boolean(), true),
  maxCards: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** A generic `card` of a page section. */
export const cardSchema = entrySchema('card', { title: v.string(), body: text, url: text, image: nested });

/** A journal `articleCategory`: what the journal is filtered by (`order` sorts them). */
export const articleCategorySchema = entrySchema('articleCategory', {
  slug: v.string(),
  title: v.string(),
  description: text,
  order: v.optional(v.number()),
});

/** A journal `article`; its `body` is rich text, checked by the normaliser, and `category` an `articleCategory`. */
export const articleSchema = entrySchema('article', {
  slug: v.string(),
  title: v.string(),
  excerpt: text,
  body: nested,
  heroImage: nested,
  category: nested,
  publishDate: v.pipe(v.string(), v.isoDate()),
  tags: v.optional(v.array(v.string()), []),
  author: text,
  readingMinutes: v.optional(v.number()),
});

/**
 * A `responsiveImage`: one picture drawn for each breakpoint of SPEC §9 (mobile 360, tablet 768, desktop 980,
 * desktopXL 1280), each with the aspect ratio of its layout (the home page's hero).
 */
export const responsiveImageSchema = entrySchema('responsiveImage', {
  imageMobile: nested,
  imageTablet: nested,
  imageDesktop: nested,
  imageDesktopXL: nested,
});

/** A `pageSection` of a content page. */
export const pageSectionSchema = entrySchema('pageSection', {
  variant: v.picklist(['hero', 'text', 'cards', 'faq', 'cta']),
  title: text,
  /** Rich text, checked by the normaliser. */
  body: nested,
  image: nested,
  responsiveImage: nested,
  ctaLabel: text,
  ctaUrl: text,
  items: list,
});

/** A `contentPage`. */
export const contentPageSchema = entrySchema('contentPage', {
  slug: v.string(),
  title: v.string(),
  description: text,
  sections: list,
});

/** What a Contentful webhook posts: an entry or asset (or its deletion) with at least its system id. */
export const webhookPayloadSchema = v.object({
  sys: v.object({
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/)),
    type: v.picklist(['Entry', 'Asset', 'DeletedEntry', 'DeletedAsset']),
    contentType: v.optional(v.object({ sys: v.object({ id: v.pipe(v.string(), v.maxLength(64)) }) })),
  }),
});
