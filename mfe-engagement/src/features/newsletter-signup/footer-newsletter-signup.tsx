import '../../engagement.css';
import type { NewsletterSignupWidgetProps } from '@storefront/contracts';
import { Skeleton } from '@storefront/ui';
import { useSitePreferences } from '../../lib/site-preferences-query';
import { NewsletterSignupForm } from './newsletter-signup-form';

/**
 * The footer's newsletter sign-up (the `NewsletterSignup` widget): the content service's quickSignUp panel gives its
 * title and text. While the site preferences load, the title's place is kept; without them, the form stands alone.
 */
export default function FooterNewsletterSignup({ placement }: NewsletterSignupWidgetProps) {
  const preferences = useSitePreferences();
  if (preferences.isPending) {
    return (
      <div className="sf-newsletter sf-newsletter--footer" data-placement={placement} aria-busy="true">
        <Skeleton width="14ch" height="1.75rem" shape="text" />
        <Skeleton width="min(100%, 40ch)" height="1rem" shape="text" />
        <Skeleton width="min(100%, 36rem)" height="var(--sf-control-height-md)" />
      </div>
    );
  }
  return (
    <NewsletterSignupForm
      source="footer"
      panel={preferences.data?.quickSignUp ?? null}
      layout="inline"
      className="sf-newsletter--footer"
    />
  );
}
