import { useIsMember } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { BrillianceSignUp } from '../features/brilliance-sign-up/brilliance-sign-up';
import { HomeHero } from '../features/home-page/home-hero';
import { useHomePage } from '../features/home-page/home-page-api';
import { homePageMessages as messages } from '../features/home-page/home-page-messages';
import { HomePageSkeleton } from '../features/home-page/home-page-skeleton';
import { HomeServices } from '../features/home-page/home-services';
import { useHomePageHead } from '../features/home-page/use-home-page-head';
import { LatestArticles } from '../features/latest-articles/latest-articles';
import { useLatestArticles } from '../features/latest-articles/latest-articles-api';
import { ProductPromotion } from '../features/product-promotion/product-promotion';
import { TopCategories, TopCategoriesSkeleton } from '../features/top-categories/top-categories';
import { useEngagement } from '../lib/engagement-sdk/engagement-store';
import { useSitePreferences } from '../lib/site-preferences-query';

/** The engagement SDK's banner placement on the home page, under the hero (filled by the engagement SDK). */
export const HOME_BANNER_PLACEMENT = 'home_page_banner';

// The engagement SDK's parts of the page load only once it runs (after the page is interactive): none of their code
// is on the home page's first render.
const EngagementBanner = lazy(() => import('../features/engagement-banner/engagement-banner'));
const PromotionStrip = lazy(() => import('../features/promotion-strip/promotion-strip'));
const MemberOffersCount = lazy(() => import('../features/content-cards/member-offers-count'));

/** The home page's engagement banner under the hero, once the engagement SDK runs. */
function HomeBanner({ engaged }: { engaged: boolean }) {
  if (!engaged) return null;
  return (
    <Suspense fallback={null}>
      <EngagementBanner placementId={HOME_BANNER_PLACEMENT} className="sf-container sf-container--wide" />
    </Suspense>
  );
}

/**
 * The home page `/` in each market and language: the content service's hero and sections, and around them what the
 * site preferences place on it (top categories, the product promotion, the Brilliance banner and sign-up panel for
 * guests) and the journal's newest articles. The page, the preferences and the articles are asked for at once.
 */
export default function HomeRoute() {
  const intl = useIntl();
  const page = useHomePage();
  const preferences = useSitePreferences();
  const articles = useLatestArticles();
  const member = useIsMember();
  const head = useHomePageHead(page.data);
  const engaged = useEngagement((state) => state.status === 'ready');

  if (!page.isSuccess) {
    return (
      <PageFrame
        padded={false}
        className="sf-home"
        state={
          page.isError
            ? {
                status: 'error',
                retry: () => void page.refetch(),
                message: intl.formatMessage(messages.loadFailed),
              }
            : {
                status: 'loading',
                label: intl.formatMessage(messages.loading),
                placeholder: <HomePageSkeleton />,
              }
        }
      />
    );
  }

  const { data } = page;
  const hero = data.sections.find((section) => section.variant === 'hero');
  const services = data.sections.filter((section) => section.variant === 'cards' && section.items.length > 0);
  const site = preferences.data;
  return (
    <PageFrame
      title={hero?.title || data.title}
      {...head}
      headingId="sf-home-heading"
      headingClassName="sf-home-heading"
      padded={false}
      className="sf-home"
    >
      {(heading) => (
        <>
          {hero ? (
            <HomeHero section={hero} heading={heading} />
          ) : (
            <div className="sf-container sf-container--wide">{heading}</div>
          )}
          <HomeBanner engaged={engaged} />
          {engaged && member ? (
            <Suspense fallback={null}>
              <MemberOffersCount />
            </Suspense>
          ) : null}
          {preferences.isPending ? <TopCategoriesSkeleton /> : null}
          {site?.topCategories ? <TopCategories block={site.topCategories} /> : null}
          {site?.productPromotion ? <ProductPromotion promotion={site.productPromotion} /> : null}
          {site && !member ? <BrillianceSignUp banner={site.brillianceBanner} signUpPanel={site.signUpPanel} /> : null}
          {engaged ? (
            <Suspense fallback={null}>
              <PromotionStrip />
            </Suspense>
          ) : null}
          <LatestArticles articles={articles} />
          {services.map((section) => (
            <HomeServices key={section.id} section={section} />
          ))}
        </>
      )}
    </PageFrame>
  );
}
