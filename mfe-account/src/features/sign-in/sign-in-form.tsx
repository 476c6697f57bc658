import { localisePath, paths } from '@storefront/contracts';
import { Button, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useValidatedForm } from '@storefront/validation';
import { signInMessages as messages } from './sign-in-messages';
import { signInSchema } from './sign-in-schemas';

const fields = ['email', 'password'] as const;

/** The sign-in form. Checked in the browser only: it sends nothing until the account API is connected. */
export function SignInForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: signInSchema, fields });
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
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(messages.passwordLabel)}
        error={errorOf('password')}
        autoComplete="current-password"
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
      <ul className="sf-account-form__links">
        <li>
          <Link to={localisePath(paths.forgotPassword())}>{intl.formatMessage(messages.forgotPassword)}</Link>
        </li>
        <li>
          <Link to={localisePath(paths.register())}>{intl.formatMessage(messages.createAccount)}</Link>
        </li>
        <li>
          <Link to={localisePath(paths.orderLookup())}>{intl.formatMessage(messages.guestOrder)}</Link>
        </li>
      </ul>
    </form>
  );
}
