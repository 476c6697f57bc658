import { Button, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useValidatedForm } from '@storefront/validation';
import { storeSearchMessages as messages } from './store-search-messages';
import { storeSearchSchema } from './store-search-schemas';

const fields = ['location'] as const;

/** The store finder's search form. Checked in the browser only: it searches nothing until the stores API exists. */
export function StoreSearchForm() {
  const intl = useIntl();
  const { onSubmit, errorOf } = useValidatedForm({ schema: storeSearchSchema, fields });
  return (
    <form
      role="search"
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage(messages.region)}
      className="sf-stores-search"
    >
      <TextField
        name="location"
        label={intl.formatMessage(messages.locationLabel)}
        error={errorOf('location')}
        autoComplete="postal-code"
        fieldClassName="sf-stores-search__field"
        required
      />
      <Button type="submit" className="sf-stores-search__submit">
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
