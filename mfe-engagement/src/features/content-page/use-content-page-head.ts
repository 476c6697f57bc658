import type { ContentPage } from '@storefront/api-schemas';
import { contentPageHead, useLocale, useMarket } from '@storefront/contracts';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { contentPageMessages as messages } from './content-page-messages';

/** What a content page puts in the document head, as `PageFrame` takes it. */
type ContentPageHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'meta' | 'structuredData'
>;

/**
 * Title, description, canonical and hreflang links of a content page (its path `/<slug>` in every locale: the content
 * service's slugs are not translated, French falls back to Canadian English), Open Graph and Twitter, and the FAQPage
 * structured data of its questions, when it has some: `contentPageHead` of `@storefront/contracts`, the same the edge
 * serves in the document (ADR 014).
 */
export function useContentPageHead(page: ContentPage): ContentPageHead {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const head = contentPageHead(page, {
    site: { market, origin: globalThis.location.origin },
    locale,
    title: intl.formatMessage(messages.documentTitle, { title: page.title }),
    brand: intl.formatMessage(messages.brand),
  });
  return {
    documentTitle: head.title,
    description: head.description,
    canonical: head.canonical,
    alternates: head.alternates,
    meta: head.meta,
    structuredData: head.structuredData.length > 0 ? head.structuredData : undefined,
  };
}
