import { Alert, Button, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { throttleWaitMessage, throttleWaitOf } from '../../lib/throttle-wait';
import { requestPasswordReset } from './password-reset-api';
import { passwordResetMessages as messages } from './password-reset-messages';
import { forgotPasswordSchema } from './password-reset-schemas';

const fields = ['email'] as const;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the page says the
 * same to everyone, with the address shown; what was typed stays for another try.
 */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const request = useMutation({ mutationFn: requestPasswordReset });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: forgotPasswordSchema,
    fields,
    onValid: async ({ email }) => {
      setProblem(null);
      await request.mutateAsync(email);
      setSentTo(email);
    },
    onFailure: (error, shownOnFields) => {
      if (shownOnFields) return;
      const wait = throttleWaitOf(error);
      setProblem(wait === null ? intl.formatMessage(messages.failedBody) : throttleWaitMessage(intl, wait));
    },
  });

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      <div ref={sentRef} tabIndex={-1} className="sf-account-notice">
        {sentTo ? (
          <Alert variant="success" title={intl.formatMessage(messages.sentTitle)}>
            <p>{intl.formatMessage(messages.sentTo, { email: sentTo })}</p>
            <p>{intl.formatMessage(messages.sentNext)}</p>
          </Alert>
        ) : null}
      </div>
      <div ref={problemRef} tabIndex={-1} className="sf-account-notice">
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
            {intl.formatMessage(messages.sendLink)}
          </Button>
        </div>
      </form>
    </div>
  );
}
