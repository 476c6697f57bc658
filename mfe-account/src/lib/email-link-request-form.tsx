import { Alert, Button, TextField } from '@storefront/ui';
import { emailSchema, useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { throttleWaitMessage, throttleWaitOf } from './throttle-wait';

const emailLinkSchema = v.object({ email: emailSchema });
const fields = ['email'] as const;

interface EmailLinkRequestFormProps {
  /** Asks the API to e-mail the link; it answers every address alike. */
  send: (email: string) => Promise<unknown>;
  /** Said above the form. */
  intro?: ReactNode;
  /** The form's texts, in the shopper's language. */
  text: {
    emailLabel: string;
    submit: string;
    sentTitle: string;
    sentTo: (email: string) => string;
    sentNext: string;
    failed: string;
  };
}

/**
 * "E-mail me a link" (a password reset, an account activation): one e-mail field. The API answers every address alike
 * (no account enumeration), so the page says the same to everyone, with the address shown; a throttled request is
 * told how long to wait, and what was typed stays for another try.
 */
export function EmailLinkRequestForm({ send, intro, text }: EmailLinkRequestFormProps) {
  const intl = useIntl();
  const request = useMutation({ mutationFn: send });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: emailLinkSchema,
    fields,
    onValid: async ({ email }) => {
      setProblem(null);
      setSentTo(null);
      await request.mutateAsync(email);
      setSentTo(email);
    },
    onFailure: (error, shownOnFields) => {
      if (shownOnFields) return;
      const wait = throttleWaitOf(error);
      setProblem(wait === null ? text.failed : throttleWaitMessage(intl, wait));
    },
  });

  useEffect(() => {
    if (sentTo || problem) noticeRef.current?.focus();
  }, [sentTo, problem]);

  return (
    <div className="sf-account-flow sf-stack sf-stack--lg">
      {intro}
      <div ref={noticeRef} tabIndex={-1} className="sf-account-notice">
        {sentTo ? (
          <Alert variant="success" title={text.sentTitle}>
            <p>{text.sentTo(sentTo)}</p>
            <p>{text.sentNext}</p>
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
          label={text.emailLabel}
          error={form.errorOf('email')}
          autoComplete="email"
          spellCheck={false}
          required
        />
        <div>
          <Button type="submit" busy={form.pending} variant={sentTo ? 'secondary' : 'primary'}>
            {text.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
