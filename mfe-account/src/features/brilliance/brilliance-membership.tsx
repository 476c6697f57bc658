import type { ProfileAnswer } from '@storefront/api-schemas';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { formatDate } from '@storefront/i18n';
import { ButtonLink } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { brillianceMessages as messages } from './brilliance-messages';

/** The member's Brilliance card: number and since when. */
export function BrillianceMembership({ profile }: { profile: ProfileAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section className="sf-brilliance__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-brilliance__card-title">
        {intl.formatMessage(messages.membershipHeading)}
      </h2>
      <p className="sf-brilliance__card-name">
        {intl.formatMessage(messages.memberName, { firstName: profile.firstName, lastName: profile.lastName })}
      </p>
      <dl className="sf-brilliance__card-facts">
        {profile.brillianceNumber ? (
          <div>
            <dt>{intl.formatMessage(messages.memberNumber)}</dt>
            <dd className="sf-brilliance__card-number">{profile.brillianceNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(messages.memberSince)}</dt>
          <dd>{formatDate(profile.memberSince, locale, 'long')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What a guest sees of the programme before the benefits: join, or sign in and come back here. */
export function BrillianceGuestPrompt() {
  const intl = useIntl();
  const headingId = useId();
  const here = localisePath(paths.brilliance());
  return (
    <section className="sf-brilliance__card sf-brilliance__card--guest" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-brilliance__card-title">
        {intl.formatMessage(messages.guestHeading)}
      </h2>
      <p>{intl.formatMessage(messages.guestBody)}</p>
      <div className="sf-brilliance__card-actions">
        <ButtonLink to={localisePath(paths.register())}>{intl.formatMessage(messages.join)}</ButtonLink>
        <ButtonLink
          to={`${localisePath(paths.login())}?${new URLSearchParams({ returnTo: here }).toString()}`}
          variant="secondary"
        >
          {intl.formatMessage(messages.signIn)}
        </ButtonLink>
      </div>
    </section>
  );
}
