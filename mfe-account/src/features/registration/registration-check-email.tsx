import { Button, Icon } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { registrationMessages as messages } from './registration-messages';

interface RegistrationCheckEmailProps {
  /** The address the registration was sent for, shown back to the shopper. */
  email: string;
  /** Shows the form again (still filled) to correct the address. */
  onChangeEmail: () => void;
}

/**
 * What every registration is answered with (the API never says whether the address has an account): check the
 * inbox. Focus moves here so the change is announced.
 */
export function RegistrationCheckEmail({ email, onChangeEmail }: RegistrationCheckEmailProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="sf-register-sent" aria-labelledby="sf-register-sent-title">
      <Icon name="mail" size="lg" className="sf-register-sent__icon" />
      <h2 id="sf-register-sent-title" ref={headingRef} tabIndex={-1} className="sf-register-sent__title">
        {intl.formatMessage(messages.checkEmailTitle)}
      </h2>
      <p className="sf-register-sent__address" role="status">
        {intl.formatMessage(messages.checkEmailSent, { email })}
      </p>
      <p>{intl.formatMessage(messages.checkEmailNext)}</p>
      <p className="sf-register-sent__aside">{intl.formatMessage(messages.checkEmailSpam)}</p>
      <div>
        <Button type="button" variant="secondary" onClick={onChangeEmail}>
          {intl.formatMessage(messages.changeEmail)}
        </Button>
      </div>
    </section>
  );
}
