import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Block, type Inline } from '@contentful/rich-text-types';
import { contentEmbedSchema, type ContentEmbed, type RichTextDocument } from '@storefront/api-schemas';
import { localisePath, safeLinkTarget } from '@storefront/contracts';
import { ButtonLink, classNames, ContentPicture } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import * as v from 'valibot';
import { FaqQuestion } from './faq-question';

/** A heading level of the page (`h2` … `h6`). */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** The document as the API answers it (embeds already replaced by `ContentEmbed`s). */
  document: RichTextDocument;
  /**
   * The level the document's own top headings (`heading-1`, `heading-2` …) start at, so they sit under the page's
   * `h1` and the section's heading: 2 directly under the page heading, 3 under a section's `h2`.
   */
  headingLevel?: HeadingLevel;
  /** Added to the wrapper's `sf-rich-text`. */
  className?: string | undefined;
}

const contentHeadings = [
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
] as const;

/** The page heading level for the content's `heading-N`, never past `h6`. */
function levelFor(contentLevel: number, base: HeadingLevel): HeadingLevel {
  return Math.min(6, base + contentLevel - 1) as HeadingLevel;
}

/** The embed behind a node, if it is one the storefront knows how to show. */
function embedOf(node: Block | Inline): ContentEmbed | null {
  const result = v.safeParse(contentEmbedSchema, node.data.target);
  return result.success ? result.output : null;
}

/**
 * A link of the content: a site path (with or without the origin) becomes a client-side link under the shopper's
 * locale, an `https` address of another site an ordinary link that gives it no access to this page; anything else
 * (a `javascript:` address, plain `http`) only its text.
 */
export function ContentLinkTo({
  href,
  className,
  children,
}: {
  href: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const target = safeLinkTarget(href);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'in-app') {
    return (
      <Link to={localisePath(target.path)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A promotion's call to action: a button to another page of the site (never to another site, nor to this page). */
function PromotionAction({ url, label }: { url: string | null; label: string }) {
  const { pathname } = useLocation();
  const target = url ? safeLinkTarget(url) : null;
  if (target?.kind !== 'in-app' || localisePath(target.path) === pathname) return null;
  return (
    <ButtonLink to={localisePath(target.path)} variant="secondary" size="sm">
      {label}
    </ButtonLink>
  );
}

/** An embedded entry shown in place: a card, a promotion, a question with its answer, or a link to a page. */
function EmbeddedEntry({ embed, headingLevel }: { embed: ContentEmbed; headingLevel: HeadingLevel }) {
  switch (embed.kind) {
    case 'image':
      return (
        <figure className="sf-rich-text__figure">
          <ContentPicture className="sf-content-picture" image={embed.image} />
        </figure>
      );
    case 'link':
      return (
        <p className="sf-rich-text__more">
          <ContentLinkTo href={embed.url}>{embed.title}</ContentLinkTo>
        </p>
      );
    case 'question':
      return (
        <div className="sf-rich-text__question">
          <FaqQuestion question={embed.title} headingLevel={headingLevel}>
            <RichText document={embed.answer} headingLevel={levelFor(2, headingLevel)} />
          </FaqQuestion>
        </div>
      );
    case 'promotion':
      return (
        <aside className="sf-rich-text__promotion" aria-label={embed.title}>
          {embed.image ? (
            <ContentPicture image={embed.image} className="sf-content-picture sf-rich-text__promotion-image" />
          ) : null}
          <div className="sf-rich-text__promotion-text">
            <p className="sf-rich-text__promotion-title">{embed.title}</p>
            {embed.body ? <p>{embed.body}</p> : null}
            {embed.ctaLabel ? <PromotionAction url={embed.url} label={embed.ctaLabel} /> : null}
          </div>
        </aside>
      );
    case 'card':
    case 'category':
    case 'article': {
      const inner = (
        <>
          {embed.image ? (
            <ContentPicture
              image={embed.image}
              className="sf-content-picture sf-rich-text__card-image"
              decorative={embed.url !== null}
            />
          ) : null}
          <span className="sf-rich-text__card-text">
            <span className="sf-rich-text__card-title">{embed.title}</span>
            {embed.body ? <span className="sf-rich-text__card-body">{embed.body}</span> : null}
          </span>
        </>
      );
      return embed.url ? (
        <ContentLinkTo href={embed.url} className="sf-rich-text__card">
          {inner}
        </ContentLinkTo>
      ) : (
        <div className="sf-rich-text__card">{inner}</div>
      );
    }
  }
}

/** Renderer options for a document whose top headings start at `headingLevel`. */
function rendererOptions(headingLevel: HeadingLevel): Options {
  const headings = Object.fromEntries(
    contentHeadings.map((type, index) => [
      type,
      (_node: Block | Inline, children: ReactNode) => {
        const Heading = `h${levelFor(index + 1, headingLevel)}` as const;
        return <Heading className="sf-rich-text__heading">{children}</Heading>;
      },
    ]),
  );
  return {
    renderText: (text) =>
      text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line])),
    renderNode: {
      ...headings,
      [INLINES.HYPERLINK]: (node, children) => (
        <ContentLinkTo href={String(node.data.uri ?? '')}>{children}</ContentLinkTo>
      ),
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const embed = embedOf(node);
        const url = embed && 'url' in embed ? embed.url : null;
        return url ? <ContentLinkTo href={url}>{children}</ContentLinkTo> : <>{children}</>;
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const embed = embedOf(node);
        return embed?.kind === 'link' ? <ContentLinkTo href={embed.url}>{children}</ContentLinkTo> : <>{children}</>;
      },
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const embed = embedOf(node);
        if (!embed || !('url' in embed) || !embed.url) return embed && 'title' in embed ? embed.title : null;
        return <ContentLinkTo href={embed.url}>{embed.title}</ContentLinkTo>;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const embed = embedOf(node);
        return embed ? <EmbeddedEntry embed={embed} headingLevel={headingLevel} /> : null;
      },
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const embed = embedOf(node);
        return embed?.kind === 'image' ? <EmbeddedEntry embed={embed} headingLevel={headingLevel} /> : null;
      },
      [BLOCKS.QUOTE]: (_node, children) => <blockquote className="sf-rich-text__quote">{children}</blockquote>,
      [BLOCKS.HR]: () => <hr className="sf-rich-text__rule" />,
      [BLOCKS.TABLE]: (_node, children) => (
        <div className="sf-rich-text__table-scroll">
          <table className="sf-rich-text__table">
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => <th scope="col">{children}</th>,
    },
  };
}

/**
 * Content rich text (a page section, an FAQ answer, an article), rendered with `@contentful/rich-text-react-renderer`:
 * headings under the page's own, site links through the router in the shopper's locale, other sites' links safe,
 * pictures with their size and lazily loaded, and embedded cards, promotions and questions in the storefront's look.
 */
export function RichText({ document, headingLevel = 2, className }: RichTextProps) {
  return (
    <div className={classNames('sf-rich-text', className)}>
      {documentToReactComponents(document, rendererOptions(headingLevel))}
    </div>
  );
}
