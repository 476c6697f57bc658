import './contact-details.css';
import type { ProfileAnswer } from '@storefront/api-schemas';
import { signedIn, useLocale } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { australianStates, canadianProvincesEnglish, canadianProvincesFrench } from '@storefront/i18n';
import { Alert, Button, SelectField, TextField } from '@storefront/ui';
import { useValidatedForm, type ProfileUpdate } from '@storefront/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { profileQuery } from '../../lib/member-profile';
import { updateProfile } from './contact-details-api';
import { contactDetailsMessages as messages } from './contact-details-messages';
import {
  contactDetailsFields,
  contactDetailsSchema,
  draftFrom,
  updateFrom,
  type ContactDetailsDraft,
  type ContactDetailsField,
} from './contact-details-schemas';

const PASSWORDS_CLEARED = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Contact details (SPEC §3 update account): first and last name, mobile, the state or province of the member's
 * market, the e-mail twice, and the current, new and confirmed password, checked with the API's own schema and sent
 * with `PATCH /account/profile`. The API's field errors land on their fields; any failure also says SPEC §8's
 * 'problem updating, check details and retry', and what was typed stays; success says so, clears the passwords and
 * tells the shared session store the member's new name and e-mail (the header's greeting).
 */
export function ContactDetailsForm({ profile }: { profile: ProfileAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContactDetailsDraft>(() => draftFrom(profile));
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => contactDetailsSchema(profile.market), [profile.market]);
  const stateOptions =
    profile.market === 'AU'
      ? australianStates
      : profile.market === 'CA'
        ? locale === 'fr-CA'
          ? canadianProvincesFrench
          : canadianProvincesEnglish
        : [];

  const form = useValidatedForm({
    schema,
    fields: contactDetailsFields,
    messages,
    values: draft,
    prepare: (values) => updateFrom(values, profile),
    onValid: async (update: ProfileUpdate) => {
      setOutcome(null);
      const saved = await updateProfile(update);
      queryClient.setQueryData(profileQuery.queryKey, saved);
      // The same member, named anew: the header greets them by the new first name (no held answer is dropped).
      signedIn({
        customerId: saved.id,
        firstName: saved.firstName,
        email: saved.email,
        brillianceMember: saved.brillianceNumber !== null,
      });
      setDraft({ ...draftFrom(saved), ...PASSWORDS_CLEARED });
      setOutcome('saved');
      outcomeRef.current?.focus();
    },
    onFailure: (failure) => {
      setOutcome('failed');
      if (failure instanceof ProblemError && failure.code === 'CURRENT_PASSWORD_INCORRECT') {
        form.showErrors({ currentPassword: { id: messages.currentPasswordIncorrect.id } });
      } else if (failure instanceof ProblemError && failure.code === 'EMAIL_IN_USE') {
        form.showErrors({ email: { id: messages.emailInUse.id } });
      }
    },
  });

  const field = (name: ContactDetailsField) => ({
    id: `contact-details-${name}`,
    name,
    value: draft[name],
    error: form.errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
      form.clearError(name);
    },
  });

  return (
    <form className="sf-contact-details" noValidate ref={form.ref} onSubmit={form.onSubmit}>
      <div ref={outcomeRef} tabIndex={-1} className="sf-contact-details__outcome">
        {outcome === 'saved' ? <Alert variant="success">{intl.formatMessage(messages.saved)}</Alert> : null}
        {outcome === 'failed' ? <Alert variant="error">{intl.formatMessage(messages.failed)}</Alert> : null}
      </div>
      <fieldset className="sf-contact-details__group">
        <legend className="sf-contact-details__legend">{intl.formatMessage(messages.detailsLegend)}</legend>
        <div className="sf-contact-details__row">
          <TextField
            label={intl.formatMessage(messages.firstName)}
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={intl.formatMessage(messages.lastName)}
            required
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <div className="sf-contact-details__row">
          <TextField
            label={intl.formatMessage(messages.mobilePhone)}
            type="tel"
            required
            autoComplete="tel"
            {...field('mobilePhone')}
          />
          {stateOptions.length > 0 ? (
            <SelectField
              label={intl.formatMessage(profile.market === 'CA' ? messages.provinceCA : messages.stateAU)}
              required
              placeholder={intl.formatMessage(messages.statePlaceholder)}
              options={stateOptions.map((option) => ({ value: option.value, label: option.label }))}
              autoComplete="address-level1"
              {...field('state')}
            />
          ) : null}
        </div>
      </fieldset>
      <fieldset className="sf-contact-details__group">
        <legend className="sf-contact-details__legend">{intl.formatMessage(messages.emailLegend)}</legend>
        <p className="sf-contact-details__note">{intl.formatMessage(messages.emailHint)}</p>
        <div className="sf-contact-details__row">
          <TextField
            label={intl.formatMessage(messages.email)}
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={intl.formatMessage(messages.confirmEmail)}
            type="email"
            autoComplete="off"
            {...field('confirmEmail')}
          />
        </div>
      </fieldset>
      <fieldset className="sf-contact-details__group">
        <legend className="sf-contact-details__legend">{intl.formatMessage(messages.passwordLegend)}</legend>
        <p className="sf-contact-details__note">{intl.formatMessage(messages.passwordIntro)}</p>
        <TextField
          label={intl.formatMessage(messages.currentPassword)}
          type="password"
          autoComplete="current-password"
          fieldClassName="sf-contact-details__narrow"
          {...field('currentPassword')}
        />
        <div className="sf-contact-details__row">
          <TextField
            label={intl.formatMessage(messages.newPassword)}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage(messages.newPasswordHint)}
            {...field('newPassword')}
          />
          <TextField
            label={intl.formatMessage(messages.confirmPassword)}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </div>
      </fieldset>
      <Button type="submit" busy={form.pending} className="sf-contact-details__save">
        {intl.formatMessage(messages.save)}
      </Button>
    </form>
  );
}
