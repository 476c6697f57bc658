import { useIntl } from 'react-intl';
import { EmailLinkRequestForm } from '../../lib/email-link-request-form';
import { requestPasswordReset } from './password-reset-api';
import { passwordResetMessages as messages } from './password-reset-messages';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  return (
    <EmailLinkRequestForm
      send={requestPasswordReset}
      text={{
        emailLabel: intl.formatMessage(messages.emailLabel),
        submit: intl.formatMessage(messages.sendLink),
        sentTitle: intl.formatMessage(messages.sentTitle),
        sentTo: (email) => intl.formatMessage(messages.sentTo, { email }),
        sentNext: intl.formatMessage(messages.sentNext),
        failed: intl.formatMessage(messages.failedBody),
      }}
    />
  );
}
