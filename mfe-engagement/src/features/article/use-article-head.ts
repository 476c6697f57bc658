import type { ArticleAnswer } from '@storefront/api-schemas';
import { articlePageHead, useLocale, useMarket } from '@storefront/contracts';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { articleMessages as messages } from './article-messages';

/** What an article puts in the document head, as `PageFrame` takes it. */
type ArticleHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'meta' | 'structuredData'
>;

/**
 * An article's head: title, description, canonical and hreflang links (an article has the same address in every
 * locale), Open Graph (type article, its picture and times) and Twitter for sharing, and the schema.org Article
 * (headline, image, dates, author, publisher): `articlePageHead` of `@storefront/contracts`, the same the edge serves
 * in the document (ADR 014).
 */
export function useArticleHead(article: ArticleAnswer): ArticleHead {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const head = articlePageHead(article, {
    site: { market, origin: globalThis.location.origin },
    locale,
    title: intl.formatMessage(messages.documentTitle, { title: article.title }),
    brand: intl.formatMessage(messages.brand),
  });
  return {
    documentTitle: head.title,
    description: head.description,
    canonical: head.canonical,
    alternates: head.alternates,
    meta: head.meta,
    structuredData: head.structuredData,
  };
}
