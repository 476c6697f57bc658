import { localisePath, paths } from '@storefront/contracts';
import { ButtonLink, PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/** Account confirmation `/my-account/register/confirmation`: the welcome reward code after registering. */
export default function RegisterConfirmationRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.registerConfirmationTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      state={{
        status: 'empty',
        icon: 'account',
        title: intl.formatMessage(messages.registerConfirmationEmptyTitle),
        message: intl.formatMessage(messages.registerConfirmationEmptyBody),
        actions: (
          <>
            <ButtonLink to={localisePath(paths.register())}>{intl.formatMessage(messages.createAccount)}</ButtonLink>
            <ButtonLink to={localisePath(paths.home())} variant="secondary">
              {intl.formatMessage(messages.continueShopping)}
            </ButtonLink>
          </>
        ),
      }}
    />
  );
}
