import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Brilliance `/my-account/brilliance`: the loyalty membership, vouchers and rewards. */
export default function BrillianceRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.brillianceTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.brillianceIntro)}
      state={{
        status: 'empty',
        icon: 'diamond',
        title: intl.formatMessage(messages.brillianceEmptyTitle),
        message: intl.formatMessage(messages.brillianceEmptyBody),
        actions: (
          <>
            <ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>
            <ButtonLink to={localisePath(paths.brillianceTerms())} variant="secondary">
              {intl.formatMessage(messages.brillianceTerms)}
            </ButtonLink>
          </>
        ),
      }}
    />
  );
}
