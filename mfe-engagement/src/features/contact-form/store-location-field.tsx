import { useLocale } from '@storefront/contracts';
import { SelectField } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { contactStoresQuery } from './contact-form-api';
import { contactFormMessages as messages } from './contact-form-messages';

interface StoreLocationFieldProps {
  value: string;
  onChange: (storeId: string) => void;
  hint: string;
  required: boolean;
  error: string | undefined;
}

/**
 * The store picker: the stores of the shopper's market, by state and name as the API lists them. When they cannot be
 * loaded, the field says so and offers to load them again (in its hint, so the field keeps its shape).
 */
export function StoreLocationField({ value, onChange, hint, required, error }: StoreLocationFieldProps) {
  const intl = useIntl();
  const stores = useQuery(contactStoresQuery(useLocale()));
  const options = (stores.data?.stores ?? []).map((store) => ({
    value: store.id,
    label: store.address.state ? `${store.name}, ${store.address.state}` : store.name,
  }));
  return (
    <SelectField
      name="storeLocation"
      label={intl.formatMessage(messages.storeLocationLabel)}
      hint={
        stores.isError ? (
          <>
            {intl.formatMessage(messages.storesFailed)}{' '}
            <button type="button" className="sf-contact-form__retry" onClick={() => void stores.refetch()}>
              {intl.formatMessage(messages.storesRetry)}
            </button>
          </>
        ) : (
          hint
        )
      }
      placeholder={intl.formatMessage(
        stores.isPending ? messages.storeLocationLoading : messages.storeLocationPlaceholder,
      )}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      aria-busy={stores.isPending || undefined}
      required={required}
    />
  );
}
