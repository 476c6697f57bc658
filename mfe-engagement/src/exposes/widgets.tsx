import type {
  ContentCardsPanelWidgetProps,
  EngagementBannerWidgetProps,
  EngagementPreferencesWidgetProps,
  NewsletterSignupWidgetProps,
  RemoteWidgetMap,
} from '@storefront/contracts';
import { lazy, Suspense } from 'react';
import { EngagementMessages } from '../lib/engagement-messages-provider';
import { EngagementProviders } from '../lib/engagement-providers';

const ContentCardsPanelImpl = lazy(() => import('../features/content-cards/content-cards-panel'));
const NewsletterSignupImpl = lazy(() => import('../features/newsletter-signup/footer-newsletter-signup'));
const EngagementHostImpl = lazy(() => import('../features/engagement-host/engagement-host'));
const InAppMessageHostImpl = lazy(() => import('../features/in-app-messages/in-app-message-host'));
const EngagementBannerImpl = lazy(() => import('../features/engagement-banner/engagement-banner'));
const EngagementPreferencesImpl = lazy(() => import('../features/engagement-preferences/engagement-preferences'));

function ContentCardsPanel(props: ContentCardsPanelWidgetProps) {
  return (
    <EngagementMessages>
      <ContentCardsPanelImpl {...props} />
    </EngagementMessages>
  );
}

function NewsletterSignup(props: NewsletterSignupWidgetProps) {
  return (
    <EngagementProviders>
      <NewsletterSignupImpl {...props} />
    </EngagementProviders>
  );
}

/** Mounted once by the shell after the page is interactive: starts the SDK and shows its in-app messages. */
function EngagementHost() {
  return (
    <EngagementMessages>
      <Suspense fallback={null}>
        <EngagementHostImpl />
        <InAppMessageHostImpl />
      </Suspense>
    </EngagementMessages>
  );
}

function EngagementBanner(props: EngagementBannerWidgetProps) {
  return (
    <EngagementMessages>
      <Suspense fallback={null}>
        <EngagementBannerImpl {...props} />
      </Suspense>
    </EngagementMessages>
  );
}

/** Its own Suspense: a host page (the account home) never falls back to its loading state while this loads. */
function EngagementPreferences(props: EngagementPreferencesWidgetProps) {
  return (
    <Suspense fallback={null}>
      <EngagementMessages>
        <EngagementPreferencesImpl {...props} />
      </EngagementMessages>
    </Suspense>
  );
}

/**
 * The engagement remote's widgets: the content-cards panel (header updates, account offers), the footer's sign-up, the
 * engagement SDK's host (mounted once per visit), its banner at a placement, and the marketing-messages choice.
 */
export const widgets: RemoteWidgetMap['engagement'] = {
  ContentCardsPanel,
  NewsletterSignup,
  EngagementHost,
  EngagementBanner,
  EngagementPreferences,
};
export const remote = 'engagement';
