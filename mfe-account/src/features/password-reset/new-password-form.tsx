import { Button, TextField } from '@storefront/ui';
import { confirmPasswordSchema } from '@storefront/validation';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { passwordResetMessages as messages } from './password-reset-messages';

const fields = ['password', 'confirmPassword'] as const;

/** The new password, typed twice. Checked in the browser only; it sends nothing yet. */
export function NewPasswordForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: confirmPasswordSchema, fields });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-account-form sf-stack">
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(messages.newPasswordLabel)}
        hint={intl.formatMessage(messages.passwordRules)}
        error={errorOf('password')}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={intl.formatMessage(messages.confirmPasswordLabel)}
        error={errorOf('confirmPassword')}
        autoComplete="new-password"
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.savePassword)}</Button>
      </div>
    </form>
  );
}
