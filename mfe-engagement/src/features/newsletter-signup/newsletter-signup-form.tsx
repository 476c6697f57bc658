import type { Panel } from '@storefront/api-schemas';
import { Alert, Button, TextField, classNames } from '@storefront/ui';
import { newsletterSignUpSchema, useValidatedForm, type NewsletterSource } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { engagementFormMessages } from '../../lib/engagement-form-messages';
import { signUpToNewsletter } from './newsletter-signup-api';
import { newsletterSignupMessages as messages } from './newsletter-signup-messages';

const fields = ['email', 'source'] as const;

/** Props of {@link NewsletterSignupForm}. */
export interface NewsletterSignupFormProps {
  /** Where the sign-up is made; the API records it. */
  source: NewsletterSource;
  /** The site preferences' panel (quickSignUp, articleSignUp) whose title and text head the form; none: just the form. */
  panel?: Panel | null | undefined;
  /** The level of the panel's title in the page's outline (2 unless told). */
  headingLevel?: 2 | 3;
  /**
   * `inline` puts the field and button on one line from tablet width up, the privacy note under them (footer,
   * article); `card` sets the stacked form on its own panel (a page of its own); `stacked` by default.
   */
  layout?: 'inline' | 'stacked' | 'card';
  className?: string;
}

/**
 * The newsletter sign-up: an e-mail address sent to the API, which e-mails it a confirmation link (double opt-in). The
 * answer is the same for every address, so the form says the same to everyone; a failure (429 included) says
 * 'Something went wrong. Please try again.' and keeps what was typed.
 */
export function NewsletterSignupForm({
  source,
  panel,
  headingLevel = 2,
  layout = 'stacked',
  className,
}: NewsletterSignupFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const privacyId = useId();
  const inline = layout === 'inline';
  const signUp = useMutation({ mutationFn: signUpToNewsletter });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const form = useValidatedForm({
    schema: newsletterSignUpSchema,
    fields,
    onValid: async (input) => {
      setFailed(false);
      await signUp.mutateAsync(input);
      setSentTo(input.email);
    },
    onFailure: (_error, shownOnFields) => setFailed(!shownOnFields),
  });

  useEffect(() => {
    if (sentTo || failed) noticeRef.current?.focus();
  }, [sentTo, failed]);

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      className={classNames('sf-newsletter', `sf-newsletter--${layout}`, className)}
      aria-labelledby={panel ? titleId : undefined}
      aria-label={panel ? undefined : intl.formatMessage(messages.regionLabel)}
    >
      {panel ? (
        <div className="sf-newsletter__intro">
          <Heading id={titleId} className="sf-newsletter__title">
            {panel.title}
          </Heading>
          {panel.body ? <p className="sf-newsletter__text">{panel.body}</p> : null}
        </div>
      ) : null}
      <div ref={noticeRef} tabIndex={-1} className="sf-newsletter__notice">
        {sentTo ? (
          <Alert
            variant="success"
            title={intl.formatMessage(messages.sentTitle)}
            action={
              <Button variant="secondary" size="sm" onClick={() => setSentTo(null)}>
                {intl.formatMessage(messages.another)}
              </Button>
            }
          >
            <p>{intl.formatMessage(messages.sentTo, { email: sentTo })}</p>
          </Alert>
        ) : null}
        {failed ? <Alert variant="error">{intl.formatMessage(engagementFormMessages.failed)}</Alert> : null}
      </div>
      {sentTo ? null : (
        <form
          noValidate
          ref={form.ref}
          onSubmit={form.onSubmit}
          aria-busy={form.pending}
          className="sf-newsletter__form"
        >
          <input type="hidden" name="source" value={source} />
          <TextField
            name="email"
            type="email"
            label={intl.formatMessage(messages.emailLabel)}
            hint={inline ? undefined : intl.formatMessage(messages.privacy)}
            aria-describedby={inline ? privacyId : undefined}
            error={form.errorOf('email')}
            autoComplete="email"
            spellCheck={false}
            fieldClassName="sf-newsletter__field"
            required
          />
          <Button type="submit" busy={form.pending} className="sf-newsletter__submit">
            {intl.formatMessage(messages.submit)}
          </Button>
          {inline ? (
            <p id={privacyId} className="sf-newsletter__privacy">
              {intl.formatMessage(messages.privacy)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
