import './checkout-email.css';
import { localisePath, paths, useSession } from '@storefront/contracts';
import { isHttpClientError } from '@storefront/http';
import { Alert, Button, TextField } from '@storefront/ui';
import { emailSchema, useValidatedForm } from '@storefront/validation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as v from 'valibot';
import { checkoutApi } from '../../lib/checkout-api-client';
import { checkoutAnswerSchema, type CheckoutState } from '@storefront/api-schemas';
import { checkoutEmailMessages as messages } from './checkout-email-messages';

export interface CheckoutEmailProps {
  /** The e-mail the checkout has (`checkout.email`), or null. */
  email: string | null;
  /** Called with the API's answer once the e-mail is saved. */
  onSaved: (checkout: CheckoutState) => void;
}

const emailFormSchema = v.object({ email: emailSchema });
const emailFields = ['email'] as const;

/** The sign-in and join links bring the shopper back to this step afterwards. */
const returnHere = () => `?returnTo=${encodeURIComponent(localisePath(paths.checkoutShipping()))}`;

function saveEmail(email: string) {
  return checkoutApi.put('/checkout/email', { body: { email }, schema: checkoutAnswerSchema });
}

/**
 * The first thing checkout asks a guest (SPEC §6): the e-mail for the order confirmation (`PUT /checkout/email`),
 * with an invitation to sign in or join Brilliance instead. Once saved it shrinks to the address and a Change button.
 * A signed-in member is not asked: the member's e-mail is saved for them.
 */
export function CheckoutEmail({ email, onSaved }: CheckoutEmailProps) {
  const intl = useIntl();
  const session = useSession();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const [editing, setEditing] = useState(email === null);
  const [value, setValue] = useState(email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm({
    schema: emailFormSchema,
    fields: emailFields,
    onValid: async ({ email: typed }) => {
      const saved = await saveEmail(typed);
      setEditing(false);
      onSaved(saved);
      // The form (and the focused button) is gone: focus the saved address, so the shopper hears it was kept.
      requestAnimationFrame(() => savedRef.current?.focus());
    },
    onFailure: (failure, shownOnFields) => {
      if (shownOnFields) return;
      if (!isHttpClientError(failure)) console.error(failure);
      setProblem(intl.formatMessage(messages.saveFailed));
    },
  });
  const memberEmail = session.status === 'member' ? session.member.email : null;

  useEffect(() => {
    if (memberEmail === null || email === memberEmail) return;
    let current = true;
    saveEmail(memberEmail).then(
      (saved) => current && onSaved(saved),
      (failure: unknown) => {
        if (!current) return;
        console.error(failure);
        setProblem(intl.formatMessage(messages.saveFailed));
      },
    );
    return () => {
      current = false;
    };
  }, [memberEmail, email, onSaved, intl]);

  if (session.status === 'member') {
    return (
      <section className="sf-checkout-panel sf-checkout-email" aria-labelledby={headingId}>
        <h2 id={headingId} className="sf-checkout-panel__heading">
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className="sf-checkout-email__saved">
          {intl.formatMessage(messages.memberNote, { name: session.member.firstName, email: session.member.email })}
        </p>
        {problem ? <Alert variant="error">{problem}</Alert> : null}
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit(event);
  };

  return (
    <section className="sf-checkout-panel sf-checkout-email" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-checkout-panel__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      {!editing && email !== null ? (
        <div className="sf-checkout-email__summary">
          <p className="sf-checkout-email__saved" ref={savedRef} tabIndex={-1}>
            {intl.formatMessage(messages.savedNote)} <strong>{email}</strong>
          </p>
          <Button
            variant="link"
            size="sm"
            aria-label={intl.formatMessage(messages.changeLabel, { email })}
            onClick={() => {
              setValue(email);
              setEditing(true);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {intl.formatMessage(messages.change)}
          </Button>
        </div>
      ) : (
        <>
          <form className="sf-checkout-email__form" noValidate ref={form.ref} onSubmit={submit}>
            <TextField
              ref={inputRef}
              label={intl.formatMessage(messages.label)}
              hint={intl.formatMessage(messages.hint)}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={value}
              error={form.errorOf('email')}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                form.clearError('email');
              }}
            />
            <div>
              <Button type="submit" busy={form.pending}>
                {intl.formatMessage(messages.continue)}
              </Button>
            </div>
          </form>
          {problem ? <Alert variant="error">{problem}</Alert> : null}
          <div className="sf-checkout-email__invites">
            <div className="sf-checkout-email__invite">
              <p className="sf-checkout-email__invite-title">{intl.formatMessage(messages.signInTitle)}</p>
              <p>{intl.formatMessage(messages.signInBody)}</p>
              <Link to={`${localisePath(paths.login())}${returnHere()}`}>{intl.formatMessage(messages.signIn)}</Link>
            </div>
            <div className="sf-checkout-email__invite">
              <p className="sf-checkout-email__invite-title">{intl.formatMessage(messages.joinTitle)}</p>
              <p>{intl.formatMessage(messages.joinBody)}</p>
              <Link to={`${localisePath(paths.register())}${returnHere()}`}>{intl.formatMessage(messages.join)}</Link>
            </div>
          </div>
          <p className="sf-checkout-email__guest">{intl.formatMessage(messages.guestNote)}</p>
        </>
      )}
    </section>
  );
}
