import { Button, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { newsletterSignupMessages as messages } from './newsletter-signup-messages';
import { newsletterSignupSchema } from './newsletter-signup-schemas';

const fields = ['email'] as const;

/** The newsletter sign-up. Checked in the browser only: it subscribes nobody until the newsletter API is connected. */
export function NewsletterSignupForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: newsletterSignupSchema, fields });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-engagement-form sf-stack">
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.emailLabel)}
        hint={intl.formatMessage(messages.privacy)}
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
