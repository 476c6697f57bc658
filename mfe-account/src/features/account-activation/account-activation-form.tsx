import { useIntl } from 'react-intl';
import { EmailLinkRequestForm } from '../../lib/email-link-request-form';
import { resendActivation } from './account-activation-api';
import { accountActivationMessages as messages } from './account-activation-messages';

/** Asks for the activation e-mail of an in-store account again; every address gets the same answer. */
export function AccountActivationForm() {
  const intl = useIntl();
  return (
    <EmailLinkRequestForm
      send={resendActivation}
      intro={<p>{intl.formatMessage(messages.resendIntro)}</p>}
      text={{
        emailLabel: intl.formatMessage(messages.emailLabel),
        submit: intl.formatMessage(messages.submit),
        sentTitle: intl.formatMessage(messages.sentTitle),
        sentTo: (email) => intl.formatMessage(messages.sentTo, { email }),
        sentNext: intl.formatMessage(messages.sentNext),
        failed: intl.formatMessage(messages.failedBody),
      }}
    />
  );
}
