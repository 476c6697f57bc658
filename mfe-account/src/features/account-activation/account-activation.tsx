import type { ActivationAnswer } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { Alert, ButtonLink } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AccountActivationForm } from './account-activation-form';
import { accountActivationMessages as messages } from './account-activation-messages';
import { ActivationPasswordForm } from './activation-password-form';

/**
 * Activating an in-store account: with the e-mailed link's token, choose a password (which signs the member in);
 * an expired or used link says so and offers a new one; without a link, ask for one.
 */
export function AccountActivation({ token }: { token: string | undefined }) {
  const intl = useIntl();
  const [stage, setStage] = useState<
    { kind: 'password' } | { kind: 'link-invalid' } | { kind: 'activated'; answer: ActivationAnswer }
  >({ kind: 'password' });
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stage.kind !== 'password') noticeRef.current?.focus();
  }, [stage.kind]);

  if (stage.kind === 'activated') {
    return (
      <div ref={noticeRef} tabIndex={-1} className="sf-account-flow sf-account-notice sf-stack sf-stack--lg">
        <Alert variant="success">
          {intl.formatMessage(messages.activated, { firstName: stage.answer.customer.firstName })}
        </Alert>
        <div className="sf-cluster">
          <ButtonLink to={localisePath(paths.account())}>{intl.formatMessage(messages.myAccount)}</ButtonLink>
        </div>
      </div>
    );
  }
  if (token && stage.kind === 'password') {
    return (
      <ActivationPasswordForm
        token={token}
        onActivated={(answer) => setStage({ kind: 'activated', answer })}
        onLinkInvalid={() => setStage({ kind: 'link-invalid' })}
      />
    );
  }
  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      <div ref={noticeRef} tabIndex={-1} className="sf-account-notice">
        {stage.kind === 'link-invalid' ? (
          <Alert variant="error" title={intl.formatMessage(messages.linkInvalidTitle)}>
            {intl.formatMessage(messages.linkInvalidBody)}{' '}
            <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</Link>
          </Alert>
        ) : null}
      </div>
      <AccountActivationForm />
    </div>
  );
}
