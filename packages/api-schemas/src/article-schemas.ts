import * as v from 'valibot';
import { contentImageSchema } from './content-image-schemas';
import { richTextDocumentSchema } from './rich-text-schemas';

/** A journal category (`articleCategory` in the content service): its slug for the address and its label. */
export const articleCategorySchema = v.object({
  slug: v.string(),
  title: v.string(),
});
/** A journal category. */
export type ArticleCategory = v.InferOutput<typeof articleCategorySchema>;

/** An article as a list shows it: no body. `url` is its site path without locale prefix (`/articles/<slug>`). */
export const articleSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  url: v.string(),
  title: v.string(),
  excerpt: v.string(),
  heroImage: v.nullable(contentImageSchema),
  /** The day it was published, `YYYY-MM-DD`. */
  publishDate: v.pipe(v.string(), v.isoDate()),
  tags: v.array(v.string()),
  category: v.nullable(articleCategorySchema),
  author: v.nullable(v.string()),
  readingMinutes: v.nullable(v.number()),
});
/** An article in a list. */
export type ArticleSummary = v.InferOutput<typeof articleSummarySchema>;

/** `GET /content/articles`: one page of the journal, newest first, with the categories it can be filtered by. */
export const articleListAnswerSchema = v.object({
  items: v.array(articleSummarySchema),
  /** 1-based. */
  page: v.pipe(v.number(), v.integer()),
  pageSize: v.pipe(v.number(), v.integer()),
  total: v.pipe(v.number(), v.integer()),
  totalPages: v.pipe(v.number(), v.integer()),
  tag: v.nullable(v.string()),
  /** The category the list is filtered by, or null (none asked, or not a category). */
  category: v.nullable(articleCategorySchema),
  /** Every category of the journal, in the editors' order. */
  categories: v.array(articleCategorySchema),
});
/** A page of the journal. */
export type ArticleListAnswer = v.InferOutput<typeof articleListAnswerSchema>;

/**
 * `GET /content/articles/:slug`: a whole article. `body` is rich text whose embedded and linked entries and assets
 * are `ContentEmbed`s; `updatedAt` is when it was last published; `related` are up to three other articles, those of
 * its category first.
 */
export const articleAnswerSchema = v.object({
  ...articleSummarySchema.entries,
  body: richTextDocumentSchema,
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  related: v.array(articleSummarySchema),
});
/** A journal article. */
export type ArticleAnswer = v.InferOutput<typeof articleAnswerSchema>;
