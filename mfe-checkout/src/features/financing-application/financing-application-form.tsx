import { Button, RadioGroup, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { financingApplicationMessages as messages } from './financing-application-messages';
import { financingApplicationSchema } from './financing-application-schemas';

const fields = ['cardNumber', 'dateOfBirth', 'plan'] as const;

/**
 * The financing application: card number, date of birth and plan. Checked in the browser only; it sends nothing
 * until the finance provider's API is connected.
 */
export function FinancingApplicationForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: financingApplicationSchema, fields, messages });
  return (
    <form noValidate onSubmit={onSubmit} className="sf-checkout-form sf-stack">
      <TextField
        name="cardNumber"
        label={intl.formatMessage(messages.cardNumberLabel)}
        hint={intl.formatMessage(messages.cardNumberHint)}
        error={errorOf('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
      />
      <TextField
        name="dateOfBirth"
        label={intl.formatMessage(messages.dateOfBirthLabel)}
        hint={intl.formatMessage(messages.dateOfBirthHint)}
        error={errorOf('dateOfBirth')}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        required
      />
      <RadioGroup
        name="plan"
        legend={intl.formatMessage(messages.planLegend)}
        options={[
          { value: 'monthly', label: intl.formatMessage(messages.planMonthly) },
          { value: 'single', label: intl.formatMessage(messages.planSingle) },
        ]}
        error={errorOf('plan')}
        required
      />
      <div>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
