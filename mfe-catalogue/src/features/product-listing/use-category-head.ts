import type { ListCategory } from '@storefront/api-schemas';
import { categoryPageHead, useLocale, useMarket } from '@storefront/contracts';
import type { LocaleCode } from '@storefront/i18n';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { listingMessages as messages } from './listing-messages';

/** What a category page puts in the document head once its category is known, as `PageFrame` takes it. */
type CategoryHead = Pick<PageFrameProps, 'description' | 'canonical' | 'alternates' | 'meta' | 'structuredData'>;

/**
 * A category page's description, canonical and hreflang links, Open Graph and Twitter (the first piece's picture)
 * and the BreadcrumbList of its trail: `categoryPageHead` of `@storefront/contracts`, the same the edge serves in the
 * document (ADR 014); undefined until the category is known (the page then says what it knows).
 */
export function useCategoryHead(
  category: ListCategory | null | undefined,
  alternates: Partial<Record<LocaleCode, string>> | undefined,
  items: readonly { image: string }[],
): CategoryHead | undefined {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  if (!category) return undefined;
  const head = categoryPageHead(
    { category: { ...category, alternates }, items },
    {
      site: { market, origin: globalThis.location.origin },
      locale,
      title: category.name,
      brand: intl.formatMessage(messages.brand),
    },
  );
  return {
    description: head.description,
    canonical: head.canonical,
    alternates: head.alternates,
    meta: head.meta,
    structuredData: head.structuredData.length > 0 ? head.structuredData : undefined,
  };
}
