import type { ActivationAnswer } from '@storefront/api-schemas';
import { Alert, Button } from '@storefront/ui';
import { confirmPasswordSchema, useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { activateAccount, isActivationLinkInvalid } from './account-activation-api';
import { accountActivationMessages as messages } from './account-activation-messages';
import { ChoosePasswordFields } from '../../lib/choose-password-fields';

const fields = ['password', 'confirmPassword'] as const;

interface ActivationPasswordFormProps {
  /** The e-mailed link's token. */
  token: string;
  /** The account is active and signed in. */
  onActivated: (answer: ActivationAnswer) => void;
  /** The link was unknown, expired or already used. */
  onLinkInvalid: () => void;
}

/** Choosing the password of an in-store account (SPEC §5 rule), which activates it with the e-mailed link. */
export function ActivationPasswordForm({ token, onActivated, onLinkInvalid }: ActivationPasswordFormProps) {
  const intl = useIntl();
  const activate = useMutation({ mutationFn: activateAccount });
  const [failed, setFailed] = useState(false);
  const failedRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: confirmPasswordSchema,
    fields,
    onValid: async (input) => {
      setFailed(false);
      onActivated(await activate.mutateAsync({ token, ...input }));
    },
    onFailure: (error, shownOnFields) => {
      if (isActivationLinkInvalid(error)) onLinkInvalid();
      else if (!shownOnFields) setFailed(true);
    },
  });

  useEffect(() => {
    if (failed) failedRef.current?.focus();
  }, [failed]);

  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      <p>{intl.formatMessage(messages.setPasswordIntro)}</p>
      <div ref={failedRef} tabIndex={-1} className="sf-account-notice">
        {failed ? <Alert variant="error">{intl.formatMessage(messages.failedBody)}</Alert> : null}
      </div>
      <form
        noValidate
        ref={form.ref}
        onSubmit={form.onSubmit}
        aria-busy={form.pending}
        className="sf-account-form sf-stack"
      >
        <ChoosePasswordFields kind="first" errorOf={form.errorOf} />
        <div>
          <Button type="submit" busy={form.pending}>
            {intl.formatMessage(messages.activate)}
          </Button>
        </div>
      </form>
    </div>
  );
}
