import { Alert, Button, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { throttleWaitMessage, throttleWaitOf } from '../../lib/throttle-wait';
import { resendActivation } from './account-activation-api';
import { accountActivationMessages as messages } from './account-activation-messages';
import { accountActivationSchema } from './account-activation-schemas';

const fields = ['email'] as const;

/**
 * Asks for the activation e-mail of an in-store account again. The API answers every address alike, so the page says
 * the same to everyone, with the address shown; a throttled request is told how long to wait.
 */
export function AccountActivationForm() {
  const intl = useIntl();
  const resend = useMutation({ mutationFn: resendActivation });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: accountActivationSchema,
    fields,
    onValid: async ({ email }) => {
      setProblem(null);
      setSentTo(null);
      await resend.mutateAsync(email);
      setSentTo(email);
    },
    onFailure: (error, shownOnFields) => {
      if (shownOnFields) return;
      const wait = throttleWaitOf(error);
      setProblem(wait === null ? intl.formatMessage(messages.failedBody) : throttleWaitMessage(intl, wait));
    },
  });

  useEffect(() => {
    if (sentTo || problem) noticeRef.current?.focus();
  }, [sentTo, problem]);

  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      <p>{intl.formatMessage(messages.resendIntro)}</p>
      <div ref={noticeRef} tabIndex={-1} className="sf-account-notice">
        {sentTo ? (
          <Alert variant="success" title={intl.formatMessage(messages.sentTitle)}>
            <p>{intl.formatMessage(messages.sentTo, { email: sentTo })}</p>
            <p>{intl.formatMessage(messages.sentNext)}</p>
          </Alert>
        ) : null}
        {problem ? <Alert variant="error">{problem}</Alert> : null}
      </div>
      <form
        noValidate
        ref={form.ref}
        onSubmit={form.onSubmit}
        aria-busy={form.pending}
        className="sf-account-form sf-stack"
      >
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(messages.emailLabel)}
          error={form.errorOf('email')}
          autoComplete="email"
          spellCheck={false}
          required
        />
        <div>
          <Button type="submit" busy={form.pending} variant={sentTo ? 'secondary' : 'primary'}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </form>
    </div>
  );
}
