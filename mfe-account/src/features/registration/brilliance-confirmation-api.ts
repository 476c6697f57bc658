import { sitePreferencesAnswerSchema, type Panel } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../lib/account-api-client';

/**
 * The site preferences' Brilliance confirmation panel (`GET /content/site-preferences`), what the content service
 * says to a member whose account just opened; null while it loads, when there is none, or when it cannot be read.
 * Asked for only when `wanted` (a page opened from a link). Refreshes nothing.
 */
export function useBrillianceConfirmationPanel(wanted: boolean): Panel | null {
  const locale = useLocale();
  const preferences = useQuery({
    queryKey: ['account', 'site-preferences', locale],
    queryFn: ({ signal }) =>
      accountApi.get('/content/site-preferences', { schema: sitePreferencesAnswerSchema, signal }),
    staleTime: 5 * 60_000,
    enabled: wanted,
  });
  return preferences.data?.brillianceConfirmationPanel ?? null;
}
