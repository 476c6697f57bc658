import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import {
  richTextDocumentSchema,
  type ContentEmbed,
  type RichTextDocument,
  type RichTextNode,
} from '@storefront/api-schemas';
import * as v from 'valibot';

/** Nodes whose `data.target` is an entry or asset shown in place (a card, a question, a picture). */
const EMBED_NODES: ReadonlySet<string> = new Set([
  BLOCKS.EMBEDDED_ENTRY,
  BLOCKS.EMBEDDED_ASSET,
  INLINES.EMBEDDED_ENTRY,
]);
/** Nodes whose `data.target` is an entry or asset linked to from their text. */
const LINK_NODES: ReadonlySet<string> = new Set([INLINES.ENTRY_HYPERLINK, INLINES.ASSET_HYPERLINK]);
/** Nodes that hold a block's text. */
const INLINE_NODES: ReadonlySet<string> = new Set(['text', ...Object.values(INLINES)]);
/** Nodes pointing into another space or environment: the storefront never resolves them. */
const RESOURCE_NODES: ReadonlySet<string> = new Set([
  BLOCKS.EMBEDDED_RESOURCE,
  INLINES.EMBEDDED_RESOURCE,
  INLINES.RESOURCE_HYPERLINK,
]);

/** How an embedded or linked target is shown: in place (`block`) or as the link of a text (`link`). */
export type EmbedUse = 'block' | 'link';

/** Turns a resolved entry or asset into what the page shows, or null when it has nothing to show. */
export type EmbedResolver = (target: unknown, use: EmbedUse) => ContentEmbed | null;

/** A document of plain paragraphs, from text separated by blank lines (a field written before it held rich text). */
export function plainTextDocument(text: string): RichTextDocument {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return v.parse(richTextDocumentSchema, {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: paragraphs.map((value) => ({
      nodeType: BLOCKS.PARAGRAPH,
      data: {},
      content: [{ nodeType: 'text', value, marks: [], data: {} }],
    })),
  });
}

/** The text of a document, its blocks separated by blank lines (a question's answer for structured data, the cart). */
export function plainText(document: RichTextDocument | null): string {
  if (!document) return '';
  const blocks: string[] = [];
  const inline = (node: RichTextNode): string =>
    node.nodeType === 'text' ? (node.value ?? '') : (node.content ?? []).map(inline).join('');
  const walk = (nodes: readonly RichTextNode[]) => {
    for (const node of nodes) {
      const children = node.content ?? [];
      if (children.some((child) => INLINE_NODES.has(child.nodeType))) {
        const text = inline(node).trim();
        if (text) blocks.push(text);
      } else {
        walk(children);
      }
    }
  };
  walk((document as unknown as RichTextNode).content ?? []);
  return blocks.join('\n\n');
}

function targetId(target: unknown): string {
  const id = (target as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  return typeof id === 'string' ? id : 'a missing or unpublished entry';
}

/**
 * Checks a rich-text field and replaces the `data.target` of every embedded or linked entry and asset by its
 * {@link ContentEmbed}. What cannot be shown is reported and left out: an embed without a published target (the
 * client removed the unresolvable link) or of a kind the storefront does not show disappears, a link of that kind
 * keeps its text. A plain string (older entries) becomes paragraphs; anything else that is not a document is null.
 */
export function normaliseRichText(
  value: unknown,
  resolve: EmbedResolver,
  report: (message: string) => void,
): RichTextDocument | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return plainTextDocument(value);
  const parsed = v.safeParse(richTextDocumentSchema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    report(`rich text: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
    return null;
  }
  const mapNodes = (nodes: readonly RichTextNode[]): RichTextNode[] =>
    nodes.flatMap((node): RichTextNode[] => {
      if (RESOURCE_NODES.has(node.nodeType)) {
        report(`rich text ${node.nodeType} left out: resources of other spaces are not shown`);
        return [];
      }
      const embeds = EMBED_NODES.has(node.nodeType);
      const links = LINK_NODES.has(node.nodeType);
      const content = node.content ? mapNodes(node.content) : undefined;
      if (!embeds && !links) return [content ? { ...node, content } : node];
      const target = node.data.target;
      const embed = target === undefined ? null : resolve(target, links ? 'link' : 'block');
      if (!embed) {
        report(`rich text ${node.nodeType} to ${targetId(target)} left out`);
        return links ? (content ?? []) : [];
      }
      return [{ ...node, data: { ...node.data, target: embed }, content: content ?? [] }];
    });
  const document = parsed.output as unknown as RichTextNode;
  return { ...parsed.output, content: mapNodes(document.content ?? []) } as RichTextDocument;
}
