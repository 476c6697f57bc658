import { localisePath, paths, useLocale, useMarket } from '@storefront/contracts';
import { getLocaleSetting } from '@storefront/i18n';
import { Alert, Button, CheckboxField, SelectField, TextField, VisuallyHidden } from '@storefront/ui';
import { memberInterests, memberTitles, registrationSchema, useValidatedForm } from '@storefront/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { throttleWaitMessage, throttleWaitOf } from '../../lib/throttle-wait';
import { sendRegistration } from './registration-api';
import { registrationMessages as messages } from './registration-messages';
import { RegistrationCheckEmail } from './registration-check-email';
import { ChoosePasswordFields } from '../../lib/choose-password-fields';

/** Each interest's checkbox name, in the order shown. */
const interestFields = {
  'engagement-and-wedding': 'interestEngagementAndWedding',
  'special-occasions': 'interestSpecialOccasions',
  'gifts-for-myself': 'interestGiftsForMyself',
} as const satisfies Record<(typeof memberInterests)[number], string>;

const interestLabels: Record<(typeof memberInterests)[number], MessageDescriptor> = {
  'engagement-and-wedding': messages.interestEngagement,
  'special-occasions': messages.interestOccasions,
  'gifts-for-myself': messages.interestGifts,
};

const titleLabels: Record<(typeof memberTitles)[number], MessageDescriptor> = {
  mr: messages.titleMr,
  mrs: messages.titleMrs,
  ms: messages.titleMs,
  miss: messages.titleMiss,
  mx: messages.titleMx,
  dr: messages.titleDr,
};

const fields = [
  'email',
  'title',
  'firstName',
  'lastName',
  'state',
  'mobilePhone',
  'password',
  'confirmPassword',
  'birthdayDay',
  'birthdayMonth',
  'birthdayYear',
  ...Object.values(interestFields),
  'terms',
] as const;

/** The form's values as the shared schema takes them: checkboxes become the interests list and the terms flag. */
function prepare(values: Record<string, string>) {
  return {
    ...values,
    title: values.title || undefined,
    interests: memberInterests.filter((interest) => values[interestFields[interest]] === 'on'),
    terms: values.terms === 'on',
  };
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

function monthOptions(intl: IntlShape) {
  return range(1, 12).map((month) => ({
    value: String(month),
    label: intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'long', timeZone: 'UTC' }),
  }));
}

type Failure = { kind: 'throttled'; seconds: number | undefined } | { kind: 'failed' };

interface RegisterFormProps {
  /** The guest order registered from (`?order=`), joined to the account once the e-mail is confirmed. */
  guestOrder?: string | undefined;
}

/**
 * Joining Brilliance (SPEC §3, §5): every registration field, checked against the schema the API uses, then sent.
 * The API answers the same for every e-mail, so the page then says to check the inbox, with the address shown; the
 * form stays filled behind it, so correcting the address loses nothing.
 */
export function RegisterForm({ guestOrder }: RegisterFormProps) {
  const intl = useIntl();
  const market = useMarket();
  const locale = useLocale();
  const stateOptions = getLocaleSetting(locale).stateOptions;
  const schema = useMemo(() => registrationSchema(market), [market]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const form = useValidatedForm({
    schema,
    fields,
    prepare,
    onValid: async (registration) => {
      setFailure(null);
      await sendRegistration(registration, guestOrder);
      setSentTo(registration.email);
    },
    onFailure: (error, shownOnFields) => {
      if (shownOnFields) return;
      const wait = throttleWaitOf(error);
      setFailure(wait === null ? { kind: 'failed' } : { kind: 'throttled', seconds: wait });
    },
  });

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const years = range(new Date().getFullYear(), 1900).map((year) => ({ value: String(year), label: String(year) }));
  const days = range(1, 31).map((day) => ({ value: String(day), label: String(day) }));
  const choose = intl.formatMessage(messages.choose);

  return (
    <>
      {sentTo ? (
        <RegistrationCheckEmail
          email={sentTo}
          onChangeEmail={() => {
            setSentTo(null);
            // Once the form shows again: the address is what the shopper came back to correct.
            requestAnimationFrame(() => emailRef.current?.focus());
          }}
        />
      ) : null}
      <div hidden={sentTo !== null} className="sf-register">
        <div ref={failureRef} tabIndex={-1} className="sf-register__problem">
          {failure ? (
            <Alert variant="error" title={intl.formatMessage(messages.failedTitle)}>
              {failure.kind === 'throttled' ? (
                throttleWaitMessage(intl, failure.seconds)
              ) : (
                <>
                  {intl.formatMessage(messages.failedBody)}{' '}
                  <Link to={localisePath(paths.login())}>{intl.formatMessage(messages.signIn)}</Link>
                </>
              )}
            </Alert>
          ) : null}
        </div>
        {guestOrder ? (
          <Alert variant="info">{intl.formatMessage(messages.guestOrderNote, { order: guestOrder })}</Alert>
        ) : null}
        <form
          noValidate
          ref={form.ref}
          onSubmit={form.onSubmit}
          aria-busy={form.pending}
          className="sf-account-form sf-register__form sf-stack sf-stack--lg"
        >
          <fieldset className="sf-register__group">
            <legend className="sf-register__legend">{intl.formatMessage(messages.detailsLegend)}</legend>
            <TextField
              ref={emailRef}
              name="email"
              type="email"
              label={intl.formatMessage(messages.emailLabel)}
              hint={intl.formatMessage(messages.emailHint)}
              error={form.errorOf('email')}
              autoComplete="email"
              spellCheck={false}
              required
            />
            <SelectField
              name="title"
              label={intl.formatMessage(messages.titleLabel)}
              placeholder={intl.formatMessage(messages.titleNone)}
              options={memberTitles.map((title) => ({ value: title, label: intl.formatMessage(titleLabels[title]) }))}
              error={form.errorOf('title')}
              autoComplete="honorific-prefix"
              fieldClassName="sf-register__short"
            />
            <div className="sf-register__row">
              <TextField
                name="firstName"
                label={intl.formatMessage(messages.firstNameLabel)}
                error={form.errorOf('firstName')}
                autoComplete="given-name"
                required
              />
              <TextField
                name="lastName"
                label={intl.formatMessage(messages.lastNameLabel)}
                error={form.errorOf('lastName')}
                autoComplete="family-name"
                required
              />
            </div>
            {stateOptions.length > 0 ? (
              <SelectField
                name="state"
                label={intl.formatMessage(market === 'CA' ? messages.provinceLabel : messages.stateLabel)}
                placeholder={choose}
                options={stateOptions.map((option) => ({ value: option.value, label: option.label }))}
                error={form.errorOf('state')}
                autoComplete="address-level1"
                required
              />
            ) : null}
            <TextField
              name="mobilePhone"
              type="tel"
              label={intl.formatMessage(messages.mobilePhoneLabel)}
              error={form.errorOf('mobilePhone')}
              autoComplete="tel"
              required
            />
          </fieldset>

          <fieldset className="sf-register__group">
            <legend className="sf-register__legend">{intl.formatMessage(messages.passwordLegend)}</legend>
            <ChoosePasswordFields kind="first" errorOf={form.errorOf} />
          </fieldset>

          <fieldset className="sf-register__group" aria-describedby="sf-register-birthday-hint">
            <legend className="sf-register__legend">{intl.formatMessage(messages.birthdayLegend)}</legend>
            <p id="sf-register-birthday-hint" className="sf-register__hint">
              {intl.formatMessage(messages.birthdayHint)}
            </p>
            <div className="sf-register__row sf-register__row--birthday">
              <SelectField
                name="birthdayDay"
                label={intl.formatMessage(messages.birthdayDayLabel)}
                placeholder={choose}
                options={days}
                error={form.errorOf('birthdayDay')}
                autoComplete="bday-day"
                required
              />
              <SelectField
                name="birthdayMonth"
                label={intl.formatMessage(messages.birthdayMonthLabel)}
                placeholder={choose}
                options={monthOptions(intl)}
                error={form.errorOf('birthdayMonth')}
                autoComplete="bday-month"
                required
              />
              <SelectField
                name="birthdayYear"
                label={intl.formatMessage(messages.birthdayYearLabel)}
                placeholder={choose}
                options={years}
                error={form.errorOf('birthdayYear')}
                autoComplete="bday-year"
                required
              />
            </div>
          </fieldset>

          <fieldset className="sf-register__group" aria-describedby="sf-register-interests-hint">
            <legend className="sf-register__legend">{intl.formatMessage(messages.interestsLegend)}</legend>
            <p id="sf-register-interests-hint" className="sf-register__hint">
              {intl.formatMessage(messages.interestsHint)}
            </p>
            {memberInterests.map((interest) => (
              <CheckboxField
                key={interest}
                name={interestFields[interest]}
                label={intl.formatMessage(interestLabels[interest])}
              />
            ))}
          </fieldset>

          <div className="sf-stack">
            <p className="sf-register__terms-link">
              <Link to={localisePath(paths.brillianceTerms())} target="_blank" rel="noopener">
                {intl.formatMessage(messages.readTerms)}{' '}
                <VisuallyHidden>{intl.formatMessage(messages.opensNewTab)}</VisuallyHidden>
              </Link>
            </p>
            <CheckboxField
              name="terms"
              label={intl.formatMessage(messages.termsLabel)}
              error={form.errorOf('terms')}
              required
            />
          </div>
          <div>
            <Button type="submit" busy={form.pending}>
              {intl.formatMessage(form.pending ? messages.sending : messages.submit)}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
