import type { ContentCardsPanelWidgetProps, NewsletterSignupWidgetProps, RemoteWidgetMap } from '@storefront/contracts';
import { lazy } from 'react';
import { EngagementMessages } from '../lib/engagement-messages-provider';
import { EngagementProviders } from '../lib/engagement-providers';

const ContentCardsPanelImpl = lazy(() => import('../features/content-cards/content-cards-panel'));
const NewsletterSignupImpl = lazy(() => import('../features/newsletter-signup/footer-newsletter-signup'));

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

/** The engagement remote's widgets: the content-cards panel (account offers, header updates), the footer's sign-up. */
export const widgets: RemoteWidgetMap['engagement'] = { ContentCardsPanel, NewsletterSignup };
export const remote = 'engagement';
