import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import * as v from 'valibot';
import { contentImageSchema } from './content-image-schemas';

/**
 * Rich text as the content service stores it (Contentful's rich-text `Document`), with one change made by the API:
 * the `data.target` of every embedded or linked entry and asset is replaced by a {@link ContentEmbed}, the few fields
 * the storefront shows, so no client ever walks the raw entry graph. Clients render it with
 * `@contentful/rich-text-react-renderer`.
 */

/** A rich-text node as it travels (block, inline or text). */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

const nodeTypes = [...Object.values(BLOCKS), ...Object.values(INLINES), 'text'] as string[];

const richTextNodeSchema: v.GenericSchema<RichTextNode> = v.object({
  nodeType: v.picklist(nodeTypes),
  data: v.record(v.string(), v.unknown()),
  content: v.optional(v.array(v.lazy(() => richTextNodeSchema))),
  value: v.optional(v.string()),
  marks: v.optional(v.array(v.object({ type: v.picklist(Object.values(MARKS) as string[]) }))),
});

/** A whole rich-text document, typed as the renderer expects it once its shape is checked. */
export const richTextDocumentSchema = v.pipe(
  v.object({
    nodeType: v.literal(BLOCKS.DOCUMENT),
    data: v.record(v.string(), v.unknown()),
    content: v.array(richTextNodeSchema),
  }),
  // The structure is checked above; the renderer's own type is stricter about which block may hold which.
  v.transform((document) => document as unknown as Document),
);
/** A rich-text document. */
export type RichTextDocument = Document;

/**
 * What an embedded or linked entry or asset of rich text is, for the page: an image, a link to another page (an
 * article, a content page, a category), a card, or a question with its answer.
 */
export const contentEmbedSchema = v.variant('kind', [
  v.object({ kind: v.literal('image'), id: v.string(), image: contentImageSchema }),
  v.object({
    kind: v.literal('link'),
    id: v.string(),
    title: v.string(),
    /** A site path without locale prefix (`/articles/diamond-warranty`), or an absolute URL. */
    url: v.string(),
  }),
  v.object({
    kind: v.picklist(['card', 'category', 'article', 'promotion']),
    id: v.string(),
    title: v.string(),
    body: v.string(),
    image: v.nullable(contentImageSchema),
    url: v.nullable(v.string()),
    ctaLabel: v.nullable(v.string()),
  }),
  v.object({
    kind: v.literal('question'),
    id: v.string(),
    title: v.string(),
    answer: v.lazy(() => richTextDocumentSchema),
  }),
]);
/** An embedded or linked entry or asset of rich text (`node.data.target`). */
export type ContentEmbed = v.InferOutput<typeof contentEmbedSchema>;
