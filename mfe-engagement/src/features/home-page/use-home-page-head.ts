import type { ContentPage } from '@storefront/api-schemas';
import { pageLinks, paths, useLocale } from '@storefront/contracts';
import { localeCodes } from '@storefront/i18n';
import type { PageFrameProps } from '@storefront/ui';

/** What the home page puts in the document head, as `PageFrame` takes it. */
type HomePageHead = Pick<PageFrameProps, 'documentTitle' | 'description' | 'canonical' | 'alternates' | 'openGraph'>;

/**
 * The home page's title and description from the content service, its canonical URL and hreflang links (the home
 * page of every locale, Australia's the `x-default`), and Open Graph with the hero's widest picture for sharing;
 * nothing while the page loads.
 */
export function useHomePageHead(page: ContentPage | undefined): HomePageHead {
  const locale = useLocale();
  if (!page) return {};
  const home = paths.home();
  const links = pageLinks(locale, home, Object.fromEntries(localeCodes.map((code) => [code, home])));
  const hero = page.sections.find((section) => section.variant === 'hero');
  const picture = hero?.images.at(-1)?.image ?? hero?.image ?? null;
  return {
    documentTitle: page.title,
    description: page.description,
    ...links,
    openGraph: {
      type: 'website',
      title: page.title,
      description: page.description,
      url: links.canonical,
      locale,
      image: picture
        ? {
            url: new URL(picture.url, globalThis.location.origin).href,
            width: picture.width,
            height: picture.height,
            alt: picture.alt,
          }
        : undefined,
    },
  };
}
