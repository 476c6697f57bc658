import { validationMessages, type FieldErrorDescriptor } from '@storefront/validation';
import { useIntl, type MessageDescriptor } from 'react-intl';

const byId = new Map<string, MessageDescriptor>(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * Localises a field problem (a message id of `@storefront/validation`, or of `extra`, with its values), so the
 * English default shows even where no catalogue is loaded.
 */
export function useFieldErrorText(
  extra: readonly MessageDescriptor[] = [],
): (error: FieldErrorDescriptor | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (!error) return undefined;
    const descriptor = extra.find((candidate) => candidate.id === error.id) ?? byId.get(error.id) ?? { id: error.id };
    return intl.formatMessage(descriptor, error.values);
  };
}
