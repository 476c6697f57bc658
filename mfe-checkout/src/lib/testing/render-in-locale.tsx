import { setActiveLocale } from '@storefront/contracts';
import type { LocaleCode } from '@storefront/i18n';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { createQueryClient, DataProvider } from '@storefront/data';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

const catalogue = (file: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../..', file), 'utf8')) as Record<string, string>;

/** The French the shopper reads: the shared packages' catalogue and the checkout's own. */
function frenchMessages(): Record<string, string> {
  return { ...catalogue('packages/i18n/lang/fr.json'), ...catalogue('mfe-checkout/lang/fr.json') };
}

const marketOf = (locale: LocaleCode) => (locale === 'en-AU' ? 'AU' : locale === 'en-NZ' ? 'NZ' : 'CA');

/**
 * Test support: renders `ui` as a page of `locale` would be (the active locale and market set, French from the
 * catalogues for fr-CA, English defaults otherwise), inside a router at `url`, with a fresh data cache.
 */
export function renderInLocale(ui: ReactNode, locale: LocaleCode = 'en-AU', url = '/checkout/shipping') {
  setActiveLocale({ locale, market: marketOf(locale), pathPrefix: locale === 'fr-CA' ? 'fr' : null });
  return render(
    <DataProvider client={createQueryClient()}>
      <IntlProvider
        locale={locale}
        defaultLocale={locale === 'fr-CA' ? 'en-CA' : locale}
        messages={locale === 'fr-CA' ? frenchMessages() : {}}
      >
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </IntlProvider>
    </DataProvider>,
  );
}
