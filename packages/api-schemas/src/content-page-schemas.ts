import * as v from 'valibot';
import { contentImageSchema } from './content-image-schemas';
import { richTextDocumentSchema } from './rich-text-schemas';

/** A call to action or a link: its label and a site path (without locale prefix) or a URL. */
export const contentLinkSchema = v.object({ label: v.string(), url: v.string() });
/** A content link. */
export type ContentLink = v.InferOutput<typeof contentLinkSchema>;

/**
 * An item of a page section: a card, a category, an article teaser or a question with its answer. A question's
 * `answer` is rich text (its `body` the same answer as plain text, for structured data); other items have none.
 */
export const pageSectionItemSchema = v.object({
  id: v.string(),
  kind: v.picklist(['card', 'category', 'article', 'question']),
  title: v.string(),
  body: v.string(),
  image: v.nullable(contentImageSchema),
  url: v.nullable(v.string()),
  answer: v.nullable(richTextDocumentSchema),
});
/** A page section's item. */
export type PageSectionItem = v.InferOutput<typeof pageSectionItemSchema>;

/** The picture for screens at least `minWidth` CSS pixels wide (SPEC §9 breakpoints: 360, 768, 980, 1280). */
export const breakpointImageSchema = v.object({ minWidth: v.pipe(v.number(), v.integer()), image: contentImageSchema });
/** A breakpoint's picture. */
export type BreakpointImage = v.InferOutput<typeof breakpointImageSchema>;

/** A section of a content page; `body` is rich text (null when the section has none). */
export const pageSectionSchema = v.object({
  id: v.string(),
  variant: v.picklist(['hero', 'text', 'cards', 'faq', 'cta']),
  title: v.string(),
  body: v.nullable(richTextDocumentSchema),
  image: v.nullable(contentImageSchema),
  /** One picture per breakpoint, narrowest first (the home page's hero); empty for a section with one image or none. */
  images: v.optional(v.array(breakpointImageSchema), []),
  cta: v.nullable(contentLinkSchema),
  items: v.array(pageSectionItemSchema),
});
/** A page section. */
export type PageSection = v.InferOutput<typeof pageSectionSchema>;

/** `GET /content/pages/*`: a content page (customer service, legal, home). */
export const contentPageAnswerSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  updatedAt: v.string(),
  sections: v.array(pageSectionSchema),
});
/** A content page. */
export type ContentPage = v.InferOutput<typeof contentPageAnswerSchema>;
