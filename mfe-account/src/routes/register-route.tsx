import '../account.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { orderNumberSchema } from '@storefront/validation';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { RegisterForm } from '../features/registration/register-form';
import { registrationMessages } from '../features/registration/registration-messages';
import { accountTrail } from './account-trail';
import { accountRouteMessages as messages } from './account-route-messages';

/**
 * Register `/my-account/register`: join Brilliance; an in-store account is upgraded from here (the API e-mails its
 * activation). `?order=` (from a guest order's thank-you page) names the order to join to the new account.
 */
export default function RegisterRoute() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const order = v.safeParse(orderNumberSchema, search.get('order'));
  const title = intl.formatMessage(messages.registerTitle);
  return (
    <PageFrame
      title={title}
      breadcrumbs={accountTrail(intl, { label: title })}
      intro={intl.formatMessage(messages.registerIntro)}
    >
      <p className="sf-account-aside sf-cluster">
        <span>{intl.formatMessage(messages.registerHaveAccount)}</span>
        <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</Link>
      </p>
      <p className="sf-account-aside">{intl.formatMessage(registrationMessages.inStoreNote)}</p>
      <RegisterForm guestOrder={order.success ? order.output : undefined} />
    </PageFrame>
  );
}
