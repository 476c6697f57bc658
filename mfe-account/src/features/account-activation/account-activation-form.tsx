import { Button, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { accountActivationMessages as messages } from './account-activation-messages';
import { accountActivationSchema } from './account-activation-schemas';

const fields = ['email'] as const;

/** Asks for the e-mail address of an in-store account. Checked in the browser only; it sends nothing yet. */
export function AccountActivationForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: accountActivationSchema, fields });
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
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
