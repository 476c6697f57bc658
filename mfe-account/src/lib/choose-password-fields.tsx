import { TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { accountLibMessages as messages } from './account-lib-messages';

interface ChoosePasswordFieldsProps {
  /** The form's field errors (`useValidatedForm`'s `errorOf`), read for `password` and `confirmPassword`. */
  errorOf: (name: 'password' | 'confirmPassword') => string | undefined;
  /** `first`: the account's first password (registration, activation); `new`: one that replaces it (reset). */
  kind: 'first' | 'new';
}

/**
 * A password chosen and typed again (SPEC §5: six characters or more, a number and an uppercase letter), with the rule
 * as the hint; the one way registration, activation and the password reset ask for it.
 */
export function ChoosePasswordFields({ errorOf, kind }: ChoosePasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(kind === 'new' ? messages.newPasswordLabel : messages.passwordLabel)}
        hint={intl.formatMessage(messages.passwordRules)}
        error={errorOf('password')}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={intl.formatMessage(kind === 'new' ? messages.confirmNewPasswordLabel : messages.confirmPasswordLabel)}
        error={errorOf('confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
