import * as v from 'valibot';
import { contentImageSchema } from './content-image-schemas';
import { contentLinkSchema } from './content-page-schemas';

/** A titled block with text, an optional call to action and image (sign-up panels, the Brilliance banner). */
export const panelSchema = v.object({
  id: v.string(),
  title: v.string(),
  body: v.string(),
  cta: v.nullable(contentLinkSchema),
  image: v.nullable(contentImageSchema),
  variant: v.string(),
});
/** A panel of the site preferences. */
export type Panel = v.InferOutput<typeof panelSchema>;

/** A promotion banner (the product promotion: the first entry of its list). */
export const promotionSchema = v.object({
  id: v.string(),
  headline: v.string(),
  body: v.string(),
  cta: v.nullable(contentLinkSchema),
  image: v.nullable(contentImageSchema),
  theme: v.string(),
});
/** A promotion. */
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** A catalogue category the content links to, by its slug; `url` is its site path without locale prefix. */
export const categoryReferenceSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  url: v.string(),
});
/** A category reference. */
export type CategoryReference = v.InferOutput<typeof categoryReferenceSchema>;

/** A card of the top-categories block. */
export const categoryCardSchema = v.object({
  id: v.string(),
  title: v.string(),
  subtitle: v.string(),
  image: v.nullable(contentImageSchema),
  url: v.nullable(v.string()),
  category: v.nullable(categoryReferenceSchema),
});
/** A category card. */
export type CategoryCard = v.InferOutput<typeof categoryCardSchema>;

/** The top-categories block (SPEC §3: variant, width, cards, references). */
export const topCategoriesSchema = v.object({
  id: v.string(),
  title: v.string(),
  variant: v.picklist(['carousel', 'grid']),
  width: v.picklist(['full', 'contained']),
  cards: v.array(categoryCardSchema),
  references: v.array(categoryReferenceSchema),
});
/** The top categories. */
export type TopCategories = v.InferOutput<typeof topCategoriesSchema>;

/** `GET /content/site-preferences` (SPEC §3); integers already fall back to their defaults. */
export const sitePreferencesAnswerSchema = v.object({
  standardDispatchTime: v.pipe(v.number(), v.integer()),
  resizeEngravingDelayTime: v.pipe(v.number(), v.integer()),
  signupCouponCode: v.nullable(v.string()),
  articleSignUp: v.nullable(panelSchema),
  brillianceBanner: v.nullable(panelSchema),
  brillianceConfirmationPanel: v.nullable(panelSchema),
  productPromotion: v.nullable(promotionSchema),
  quickSignUp: v.nullable(panelSchema),
  signUpPanel: v.nullable(panelSchema),
  topCategories: v.nullable(topCategoriesSchema),
});
/** The site preferences. */
export type SitePreferencesAnswer = v.InferOutput<typeof sitePreferencesAnswerSchema>;
