import { localisePath, paths } from '@storefront/contracts';
import { Alert, Button, ButtonLink } from '@storefront/ui';
import { confirmPasswordSchema, useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isResetLinkInvalid, resetPassword } from './password-reset-api';
import { passwordResetMessages as messages } from './password-reset-messages';
import { ChoosePasswordFields } from '../../lib/choose-password-fields';

const fields = ['password', 'confirmPassword'] as const;

/** The failure state of SPEC §4/§8: something went wrong, with the retry link (a new reset e-mail). */
export function PasswordResetFailure({ body }: { body: string }) {
  const intl = useIntl();
  return (
    <Alert
      variant="error"
      title={intl.formatMessage(messages.failureTitle)}
      action={
        <ButtonLink to={localisePath(paths.forgotPassword())} variant="secondary">
          {intl.formatMessage(messages.retry)}
        </ButtonLink>
      }
    >
      {body}
    </Alert>
  );
}

/**
 * The new password, typed twice (SPEC §5 rule), sent with the e-mailed token. Ends in the success state (sign in with
 * it) or, for an expired or used link, the failure state with its retry link; another failure keeps what was typed.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const reset = useMutation({ mutationFn: resetPassword });
  const [outcome, setOutcome] = useState<'success' | 'link-invalid' | 'failed' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: confirmPasswordSchema,
    fields,
    onValid: async (input) => {
      setOutcome(null);
      await reset.mutateAsync({ token, ...input });
      setOutcome('success');
    },
    onFailure: (error, shownOnFields) => {
      if (!shownOnFields || isResetLinkInvalid(error))
        setOutcome(isResetLinkInvalid(error) ? 'link-invalid' : 'failed');
    },
  });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      <div ref={outcomeRef} tabIndex={-1} className="sf-account-notice">
        {outcome === 'success' ? (
          <Alert
            variant="success"
            title={intl.formatMessage(messages.successTitle)}
            action={<ButtonLink to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</ButtonLink>}
          >
            {intl.formatMessage(messages.successBody)}
          </Alert>
        ) : null}
        {outcome === 'link-invalid' ? <PasswordResetFailure body={intl.formatMessage(messages.failureBody)} /> : null}
        {outcome === 'failed' ? <Alert variant="error">{intl.formatMessage(messages.failedBody)}</Alert> : null}
      </div>
      {outcome === 'success' || outcome === 'link-invalid' ? null : (
        <form
          noValidate
          ref={form.ref}
          onSubmit={form.onSubmit}
          aria-busy={form.pending}
          className="sf-account-form sf-stack"
        >
          <ChoosePasswordFields kind="new" errorOf={form.errorOf} />
          <div>
            <Button type="submit" busy={form.pending}>
              {intl.formatMessage(messages.savePassword)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
