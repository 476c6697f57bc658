import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { Alert, ButtonLink, PageFrame, type PageFrameState } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBrillianceConfirmationPanel } from '../features/registration/brilliance-confirmation-api';
import { BrillianceConfirmationPanel } from '../features/registration/brilliance-confirmation-panel';
import { registrationMessages } from '../features/registration/registration-messages';
import { useRegistrationConfirmation } from '../features/registration/use-registration-confirmation';
import { WelcomeVoucher } from '../features/registration/welcome-voucher';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Account confirmation `/my-account/register/confirmation?token=…`, opened from the registration e-mail: opens the
 * account (signed in), then the content service's Brilliance confirmation panel (site preferences), the welcome
 * voucher's reward code, its terms, and the way back to shopping.
 */
export default function RegisterConfirmationRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get('token');
  const confirmation = useRegistrationConfirmation(token);
  // Asked for while the account opens, so the panel is there with the welcome.
  const panel = useBrillianceConfirmationPanel(Boolean(token));
  const title = intl.formatMessage(messages.registerConfirmationTitle);
  const continueShopping = (
    <ButtonLink to={localisePath(paths.home())}>{intl.formatMessage(messages.continueShopping)}</ButtonLink>
  );

  let state: PageFrameState = { status: 'ready' };
  if (confirmation.status === 'no-link') {
    state = {
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
    };
  } else if (confirmation.status === 'confirming') {
    state = { status: 'loading', label: intl.formatMessage(registrationMessages.confirmingLabel) };
  } else if (confirmation.status === 'failed') {
    state = {
      status: 'error',
      retry: confirmation.retry,
      message: intl.formatMessage(registrationMessages.confirmFailed),
    };
  } else if (confirmation.status === 'link-invalid') {
    state = {
      status: 'empty',
      icon: 'mail',
      title: intl.formatMessage(registrationMessages.linkInvalidTitle),
      message: intl.formatMessage(registrationMessages.linkInvalidBody),
      actions: (
        <>
          <ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>
          <ButtonLink to={localisePath(paths.register())} variant="secondary">
            {intl.formatMessage(registrationMessages.registerAgain)}
          </ButtonLink>
        </>
      ),
    };
  }

  return (
    <PageFrame title={title} breadcrumbs={accountTrail(intl, { label: title })} robots="noindex" state={state}>
      {confirmation.status === 'confirmed' ? (
        <div className="sf-register-welcome sf-stack sf-stack--lg">
          <Alert variant="success">
            {intl.formatMessage(registrationMessages.welcome, {
              firstName: confirmation.answer.customer.firstName,
            })}
          </Alert>
          {panel ? <BrillianceConfirmationPanel panel={panel} /> : null}
          {confirmation.answer.welcomeVoucher ? (
            <WelcomeVoucher voucher={confirmation.answer.welcomeVoucher} />
          ) : (
            <p>{intl.formatMessage(registrationMessages.noVoucher)}</p>
          )}
          <div className="sf-cluster">
            {continueShopping}
            <ButtonLink to={localisePath(paths.account())} variant="secondary">
              {intl.formatMessage(registrationMessages.myAccount)}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
}
