import type { ArticleAnswer } from '@storefront/api-schemas';
import { absoluteUrl, pageLinks, paths, useLocale } from '@storefront/contracts';
import { localeCodes } from '@storefront/i18n';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { articleMessages as messages } from './article-messages';

/** What an article puts in the document head, as `PageFrame` takes it. */
type ArticleHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'openGraph' | 'structuredData'
>;

/** The description for search results and sharing: at most about 160 characters, cut at a word. */
function metaDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/**
 * An article's head: title, description, canonical and hreflang links (an article has the same address in every
 * locale), Open Graph for sharing (type article, its picture), and the schema.org Article (headline, image, dates,
 * author, publisher).
 */
export function useArticleHead(article: ArticleAnswer): ArticleHead {
  const intl = useIntl();
  const locale = useLocale();
  const path = paths.article(article.slug);
  const links = pageLinks(locale, path, Object.fromEntries(localeCodes.map((code) => [code, path])));
  const description = metaDescription(article.excerpt);
  const image = article.heroImage ? new URL(article.heroImage.url, globalThis.location.origin).href : undefined;
  const brand = intl.formatMessage(messages.brand);
  return {
    documentTitle: intl.formatMessage(messages.documentTitle, { title: article.title }),
    description,
    ...links,
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      url: links.canonical,
      siteName: brand,
      locale,
      image:
        image && article.heroImage
          ? { url: image, width: article.heroImage.width, height: article.heroImage.height, alt: article.heroImage.alt }
          : undefined,
      publishedTime: article.publishDate,
      modifiedTime: article.updatedAt,
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: article.publishDate,
      dateModified: article.updatedAt,
      ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
      publisher: { '@type': 'Organization', name: brand, url: absoluteUrl(locale, paths.home()) },
      mainEntityOfPage: links.canonical,
      inLanguage: locale,
      ...(article.category ? { articleSection: article.category.title } : {}),
    },
  };
}
