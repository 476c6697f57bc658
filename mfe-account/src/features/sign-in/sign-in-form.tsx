import { localisePath, paths } from '@storefront/contracts';
import { Alert, Button, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { throttleWaitMessage } from '../../lib/throttle-wait';
import { signIn, signInProblemOf, type SignInProblem } from './sign-in-api';
import { signInMessages as messages } from './sign-in-messages';
import { signInSchema } from './sign-in-schemas';

const fields = ['email', 'password'] as const;

/** The refusal above the form, in SPEC §8's words, with the way forward it needs. */
function ProblemAlert({ problem }: { problem: SignInProblem }) {
  const intl = useIntl();
  switch (problem.kind) {
    case 'credentials':
      return (
        <Alert variant="error" title={intl.formatMessage(messages.credentialsTitle)}>
          <p>{intl.formatMessage(messages.credentials)}</p>
          <p>
            <Link to={localisePath(paths.contactUs())}>{intl.formatMessage(messages.contactCustomerService)}</Link>
          </p>
        </Alert>
      );
    case 'activation':
      return (
        <Alert variant="warning" title={intl.formatMessage(messages.activationTitle)}>
          <p>{intl.formatMessage(messages.activation)}</p>
          <p>
            <Link to={localisePath(paths.accountActivation())}>{intl.formatMessage(messages.activate)}</Link>
          </p>
        </Alert>
      );
    case 'throttled':
      return (
        <Alert variant="error" title={intl.formatMessage(messages.throttledTitle)}>
          {throttleWaitMessage(intl, problem.retryAfterSeconds)}
        </Alert>
      );
    case 'failed':
      return <Alert variant="error">{intl.formatMessage(messages.failed)}</Alert>;
  }
}

/**
 * The sign-in form: e-mail and password checked here, then sent once (the button is busy until the answer; a second
 * press does nothing). A refusal shows above the form and takes focus; what was typed stays. On success the shared
 * session store says who is signed in, and the page moves on from there.
 */
export function SignInForm() {
  const intl = useIntl();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: signIn });
  const form = useValidatedForm({
    schema: signInSchema,
    fields,
    onValid: async (input) => {
      setProblem(null);
      await mutation.mutateAsync(input);
    },
    onFailure: (error, shownOnFields) => {
      if (!shownOnFields) setProblem(signInProblemOf(error));
    },
  });

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <form
      noValidate
      ref={form.ref}
      onSubmit={form.onSubmit}
      className="sf-account-form sf-stack"
      aria-busy={form.pending}
    >
      {problem ? (
        <div ref={problemRef} tabIndex={-1} className="sf-account-form__problem">
          <ProblemAlert problem={problem} />
        </div>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.emailLabel)}
        error={form.errorOf('email')}
        autoComplete="username"
        required
      />
      <TextField
        name="password"
        type="password"
        label={intl.formatMessage(messages.passwordLabel)}
        error={form.errorOf('password')}
        autoComplete="current-password"
        required
      />
      <div>
        <Button type="submit" busy={form.pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
      <ul className="sf-account-form__links">
        <li>
          <Link to={localisePath(paths.forgotPassword())}>{intl.formatMessage(messages.forgotPassword)}</Link>
        </li>
        <li>
          <Link to={localisePath(paths.orderLookup())}>{intl.formatMessage(messages.guestOrder)}</Link>
        </li>
      </ul>
    </form>
  );
}
