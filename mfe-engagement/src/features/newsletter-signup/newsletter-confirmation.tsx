import { localisePath, paths } from '@storefront/contracts';
import { Alert, ButtonLink } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { NewsletterSignupForm } from './newsletter-signup-form';
import { newsletterSignupMessages as messages } from './newsletter-signup-messages';

/** The confirmed sign-up: said, focused for screen readers, with the ways on. */
export function NewsletterConfirmed() {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="sf-newsletter-confirm sf-stack sf-stack--lg">
      <Alert variant="success" title={intl.formatMessage(messages.confirmedTitle)}>
        <p>{intl.formatMessage(messages.confirmedBody)}</p>
      </Alert>
      <div className="sf-cluster">
        <ButtonLink to={localisePath(paths.home())}>{intl.formatMessage(messages.continueShopping)}</ButtonLink>
        <ButtonLink to={localisePath(paths.articles())} variant="secondary">
          {intl.formatMessage(messages.readJournal)}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A link that is missing, unknown, expired or used: says so, and offers the sign-up again for a new link. */
export function NewsletterLinkInvalid() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="sf-newsletter-confirm sf-stack sf-stack--lg">
      <div className="sf-stack">
        <h2 id={titleId} className="sf-newsletter__title">
          {intl.formatMessage(messages.invalidTitle)}
        </h2>
        <p className="sf-newsletter__text">{intl.formatMessage(messages.invalidBody)}</p>
      </div>
      <NewsletterSignupForm source="newsletter-page" layout="card" />
    </section>
  );
}
