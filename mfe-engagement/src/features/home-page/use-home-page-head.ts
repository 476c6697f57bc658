import type { ContentPage } from '@storefront/api-schemas';
import { homePageHead, useLocale, useMarket } from '@storefront/contracts';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { homePageMessages as messages } from './home-page-messages';

/** What the home page puts in the document head, as `PageFrame` takes it. */
type HomePageHead = Pick<
  PageFrameProps,
  'documentTitle' | 'description' | 'canonical' | 'alternates' | 'meta' | 'structuredData'
>;

/**
 * The home page's title and description from the content service, its canonical URL and hreflang links (the home
 * page of every locale, Australia's the `x-default`), Open Graph and Twitter with the hero's widest picture, and the
 * Organization and WebSite structured data: `homePageHead` of `@storefront/contracts`, the same the edge serves in the
 * document (ADR 014); nothing while the page loads.
 */
export function useHomePageHead(page: ContentPage | undefined): HomePageHead {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  if (!page) return {};
  const head = homePageHead(page, {
    site: { market, origin: globalThis.location.origin },
    locale,
    title: page.title,
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
