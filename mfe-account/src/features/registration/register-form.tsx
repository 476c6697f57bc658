import { localisePath, paths } from '@storefront/contracts';
import { Button, CheckboxField, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useValidatedForm } from '@storefront/validation';
import { registrationMessages as messages } from './registration-messages';
import { registrationSchema } from './registration-schemas';

const fields = ['firstName', 'lastName', 'email', 'mobilePhone', 'password', 'confirmPassword', 'terms'] as const;

/** The registration form. Checked in the browser only: it creates no account until the account API is connected. */
export function RegisterForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({
    schema: registrationSchema,
    fields,
    prepare: (values) => ({ ...values, terms: values.terms === 'on' }),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-account-form sf-stack">
      <TextField
        name="firstName"
        label={intl.formatMessage(messages.firstNameLabel)}
        error={errorOf('firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        name="lastName"
        label={intl.formatMessage(messages.lastNameLabel)}
        error={errorOf('lastName')}
        autoComplete="family-name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.emailLabel)}
        error={errorOf('email')}
        autoComplete="email"
        required
      />
      <TextField
        name="mobilePhone"
        type="tel"
        label={intl.formatMessage(messages.mobilePhoneLabel)}
        error={errorOf('mobilePhone')}
        autoComplete="tel"
        required
      />
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(messages.passwordLabel)}
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
      <p>
        <Link to={localisePath(paths.brillianceTerms())}>{intl.formatMessage(messages.readTerms)}</Link>
      </p>
      <CheckboxField name="terms" label={intl.formatMessage(messages.termsLabel)} error={errorOf('terms')} required />
      <div>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
