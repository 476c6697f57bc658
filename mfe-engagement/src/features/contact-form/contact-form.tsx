import { Button, SelectField, TextAreaField, TextField } from '@storefront/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { contactFormMessages as messages } from './contact-form-messages';
import { COMMENT_MAX_LENGTH, contactFormSchema, type EnquiryType } from './contact-form-schemas';

const fields = ['enquiryType', 'firstName', 'lastName', 'email', 'phone', 'comment'] as const;

const enquiryLabels: Record<EnquiryType, MessageDescriptor> = {
  general: messages.enquiryGeneral,
  order: messages.enquiryOrder,
  product: messages.enquiryProduct,
  recycle: messages.enquiryRecycle,
  'store-feedback': messages.enquiryStoreFeedback,
};

/** The contact form. Checked in the browser only: it sends nothing until the enquiry API is connected. */
export function ContactForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: contactFormSchema, fields });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-engagement-form sf-stack">
      <SelectField
        name="enquiryType"
        label={intl.formatMessage(messages.enquiryTypeLabel)}
        placeholder={intl.formatMessage(messages.enquiryTypePlaceholder)}
        options={Object.entries(enquiryLabels).map(([value, label]) => ({ value, label: intl.formatMessage(label) }))}
        error={errorOf('enquiryType')}
        defaultValue=""
        required
      />
      <TextField
        name="firstName"
        label={intl.formatMessage(messages.firstNameLabel)}
        error={errorOf('firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        name="lastName"
        label={intl.formatMessage(messages.lastNameLabel)}
        error={errorOf('lastName')}
        autoComplete="family-name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.emailLabel)}
        error={errorOf('email')}
        autoComplete="email"
        required
      />
      <TextField
        name="phone"
        type="tel"
        label={intl.formatMessage(messages.phoneLabel)}
        hint={intl.formatMessage(messages.phoneHint)}
        error={errorOf('phone')}
        autoComplete="tel"
      />
      <TextAreaField
        name="comment"
        label={intl.formatMessage(messages.commentLabel)}
        error={errorOf('comment')}
        rows={6}
        maxLength={COMMENT_MAX_LENGTH}
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
