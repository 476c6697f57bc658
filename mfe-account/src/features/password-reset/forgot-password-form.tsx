import { Button, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { passwordResetMessages as messages } from './password-reset-messages';
import { forgotPasswordSchema } from './password-reset-schemas';

const fields = ['email'] as const;

/** Asks for the e-mail address a reset link goes to. Checked in the browser only; it sends nothing yet. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: forgotPasswordSchema, fields });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-account-form sf-stack">
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.emailLabel)}
        error={errorOf('email')}
        autoComplete="email"
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.sendLink)}</Button>
      </div>
    </form>
  );
}
