import * as v from 'valibot';
import { contentImageSchema } from './content-image-schemas';

/** A category as the header's navigation links it: its name and path in the shopper's language, and how many pieces. */
export const navigationLinkSchema = v.object({
  id: v.string(),
  name: v.string(),
  path: v.string(),
  productCount: v.number(),
});
/** A category link of the navigation. */
export type NavigationLink = v.InferOutput<typeof navigationLinkSchema>;

/** What a category's panel features: the content service's card for it, or else one of its own pieces. */
export const navigationFeatureSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  image: v.nullable(contentImageSchema),
});
/** A category's featured picture and words. */
export type NavigationFeature = v.InferOutput<typeof navigationFeatureSchema>;

/** A top category of the navigation with its subcategories (the category tree's children, in its order). */
export const navigationCategorySchema = v.object({
  ...navigationLinkSchema.entries,
  featured: v.nullable(navigationFeatureSchema),
  children: v.array(navigationLinkSchema),
});
/** A top category of the navigation. */
export type NavigationCategory = v.InferOutput<typeof navigationCategorySchema>;

/**
 * `GET /navigation`: the header's category menu. `categories` are the content service's top categories in its order
 * (every top-level category of the tree, in the tree's order, when the content service names none); `more` holds the
 * other top-level categories, grouped under one entry.
 */
export const navigationAnswerSchema = v.object({
  categories: v.array(navigationCategorySchema),
  more: v.array(navigationLinkSchema),
});
/** The header's category menu. */
export type NavigationAnswer = v.InferOutput<typeof navigationAnswerSchema>;
