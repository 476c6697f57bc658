import { localisePath, paths } from '@storefront/contracts';
import { Alert, Button, SelectField, TextField } from '@storefront/ui';
import {
  CONTACT_COMMENT_MAX_LENGTH,
  contactEnquirySchema,
  enquiryFields,
  enquiryTypes,
  orderEnquiryTypes,
  useValidatedForm,
  type EnquiryType,
  type OrderEnquiryType,
} from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { engagementFormMessages } from '../../lib/engagement-form-messages';
import { CommentField } from './comment-field';
import { sendEnquiry } from './contact-form-api';
import { contactFormMessages as messages } from './contact-form-messages';
import { StoreLocationField } from './store-location-field';

const shopperFields = ['firstName', 'lastName', 'email', 'phone', 'comment'] as const;
const fields = [
  'enquiryType',
  'orderEnquiryType',
  'orderNumber',
  'productName',
  'productNumber',
  'storeLocation',
  'quoteNumber',
  ...shopperFields,
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const emptyValues = Object.fromEntries(fields.map((field) => [field, ''])) as Values;

const enquiryLabels: Record<EnquiryType, MessageDescriptor> = {
  general: messages.enquiryGeneral,
  order: messages.enquiryOrder,
  product: messages.enquiryProduct,
  recycle: messages.enquiryRecycle,
  'store-feedback': messages.enquiryStoreFeedback,
};

const orderEnquiryLabels: Record<OrderEnquiryType, MessageDescriptor> = {
  delivery: messages.orderDelivery,
  returns: messages.orderReturns,
  'order-status': messages.orderStatus,
  'incorrect-order': messages.orderIncorrect,
  other: messages.orderOther,
};

/** What the store means for each type that asks for one. */
const storeHints: Record<EnquiryType, MessageDescriptor> = {
  general: messages.storeLocationFeedbackHint,
  order: messages.storeLocationFeedbackHint,
  product: messages.storeLocationProductHint,
  recycle: messages.storeLocationRecycleHint,
  'store-feedback': messages.storeLocationFeedbackHint,
};

const isEnquiryType = (value: string): value is EnquiryType => (enquiryTypes as readonly string[]).includes(value);

/**
 * The fields this enquiry asks for beyond the shopper's own, as `enquiryFields` (shared with the API) lists them; an
 * order's product fields only when the order was incorrect.
 */
function extraFieldsOf(values: Values): readonly string[] {
  if (!isEnquiryType(values.enquiryType)) return [];
  const extra: readonly string[] = enquiryFields[values.enquiryType];
  if (values.enquiryType === 'order' && values.orderEnquiryType !== 'incorrect-order') {
    return extra.filter((field) => field !== 'productName' && field !== 'productNumber');
  }
  return extra;
}

/**
 * The contact form (SPEC §3): the enquiry type chooses which further fields appear (`enquiryFields`), the shared
 * `contactEnquirySchema` checks them as the API will, and a sent enquiry opens the success page with its reference.
 * What was typed is kept in state, so changing the type and back, or a failure, loses nothing.
 */
export function ContactForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(emptyValues);
  const [failed, setFailed] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: sendEnquiry });
  const extra = extraFieldsOf(values);
  const shows = (field: Field) => extra.includes(field);

  const form = useValidatedForm({
    schema: contactEnquirySchema,
    fields,
    values,
    // Only what is on screen is checked and sent: a field of another type keeps its text for a change back.
    prepare: (read) =>
      Object.fromEntries(
        Object.entries(read).filter(
          ([field]) =>
            field === 'enquiryType' || (shopperFields as readonly string[]).includes(field) || extra.includes(field),
        ),
      ),
    onValid: async (enquiry) => {
      setFailed(false);
      const { reference } = await send.mutateAsync(enquiry);
      await navigate(`${localisePath(paths.contactSuccess())}?${new URLSearchParams({ reference }).toString()}`);
    },
    onFailure: (_error, shownOnFields) => setFailed(!shownOnFields),
  });

  useEffect(() => {
    if (failed) failureRef.current?.focus();
  }, [failed]);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };
  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field)(event.target.value),
    error: form.errorOf(field),
  });

  return (
    <form
      noValidate
      ref={form.ref}
      onSubmit={form.onSubmit}
      aria-busy={form.pending}
      className="sf-contact-form sf-stack sf-stack--lg"
    >
      <p className="sf-contact-form__note">{intl.formatMessage(messages.requiredNote)}</p>
      <fieldset className="sf-contact-form__group">
        <legend className="sf-contact-form__legend">{intl.formatMessage(messages.enquiryLegend)}</legend>
        <SelectField
          {...input('enquiryType')}
          label={intl.formatMessage(messages.enquiryTypeLabel)}
          placeholder={intl.formatMessage(messages.enquiryTypePlaceholder)}
          options={enquiryTypes.map((type) => ({ value: type, label: intl.formatMessage(enquiryLabels[type]) }))}
          required
        />
        {shows('orderEnquiryType') ? (
          <div className="sf-contact-form__row">
            <SelectField
              {...input('orderEnquiryType')}
              label={intl.formatMessage(messages.orderEnquiryTypeLabel)}
              placeholder={intl.formatMessage(messages.orderEnquiryTypePlaceholder)}
              options={orderEnquiryTypes.map((type) => ({
                value: type,
                label: intl.formatMessage(orderEnquiryLabels[type]),
              }))}
              required
            />
            <TextField
              {...input('orderNumber')}
              label={intl.formatMessage(messages.orderNumberLabel)}
              hint={intl.formatMessage(messages.orderNumberHint)}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </div>
        ) : null}
        {shows('productName') || shows('productNumber') ? (
          <div className="sf-contact-form__row">
            <TextField
              {...input('productName')}
              label={intl.formatMessage(messages.productNameLabel)}
              hint={values.enquiryType === 'order' ? intl.formatMessage(messages.productNameOrderHint) : undefined}
              required={values.enquiryType === 'product'}
            />
            <TextField
              {...input('productNumber')}
              label={intl.formatMessage(messages.productNumberLabel)}
              hint={intl.formatMessage(messages.productNumberHint)}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        ) : null}
        {shows('storeLocation') || shows('quoteNumber') ? (
          <div className="sf-contact-form__row">
            {shows('storeLocation') ? (
              <StoreLocationField
                value={values.storeLocation}
                onChange={change('storeLocation')}
                hint={intl.formatMessage(storeHints[values.enquiryType as EnquiryType])}
                required={values.enquiryType === 'store-feedback'}
                error={form.errorOf('storeLocation')}
              />
            ) : null}
            {shows('quoteNumber') ? (
              <TextField
                {...input('quoteNumber')}
                label={intl.formatMessage(messages.quoteNumberLabel)}
                hint={intl.formatMessage(messages.quoteNumberHint)}
                autoComplete="off"
              />
            ) : null}
          </div>
        ) : null}
        <CommentField
          value={values.comment}
          onChange={change('comment')}
          maxLength={CONTACT_COMMENT_MAX_LENGTH}
          error={form.errorOf('comment')}
        />
      </fieldset>
      <fieldset className="sf-contact-form__group">
        <legend className="sf-contact-form__legend">{intl.formatMessage(messages.detailsLegend)}</legend>
        <div className="sf-contact-form__row">
          <TextField
            {...input('firstName')}
            label={intl.formatMessage(messages.firstNameLabel)}
            autoComplete="given-name"
            required
          />
          <TextField
            {...input('lastName')}
            label={intl.formatMessage(messages.lastNameLabel)}
            autoComplete="family-name"
            required
          />
        </div>
        <div className="sf-contact-form__row">
          <TextField
            {...input('email')}
            type="email"
            label={intl.formatMessage(messages.emailLabel)}
            autoComplete="email"
            spellCheck={false}
            required
          />
          <TextField
            {...input('phone')}
            type="tel"
            label={intl.formatMessage(messages.phoneLabel)}
            hint={intl.formatMessage(messages.phoneHint)}
            autoComplete="tel"
          />
        </div>
      </fieldset>
      <div ref={failureRef} tabIndex={-1} className="sf-contact-form__failure">
        {failed ? <Alert variant="error">{intl.formatMessage(engagementFormMessages.failed)}</Alert> : null}
      </div>
      <div>
        <Button type="submit" busy={form.pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
