import type { StoreDetail } from '@storefront/api-schemas';
import { pageLinks, paths, useLocale } from '@storefront/contracts';
import type { LocaleCode } from '@storefront/i18n';
import type { PageFrameProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { storeDetailMessages as messages } from './store-detail-messages';

/** What a store page puts in the document head, as `PageFrame` takes it. */
type StoreHead = Pick<PageFrameProps, 'documentTitle' | 'description' | 'canonical' | 'alternates' | 'structuredData'>;

/** The locales a store's page exists in: its market's. */
const marketLocales: Record<StoreDetail['market'], LocaleCode[]> = {
  AU: ['en-AU'],
  NZ: ['en-NZ'],
  CA: ['en-CA', 'fr-CA'],
};

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A store page's head: title, description, canonical and hreflang links (the store's page in each locale of its
 * market), and the schema.org JewelryStore (address, position, phone, weekly and special opening hours).
 */
export function useStoreHead(store: StoreDetail): StoreHead {
  const intl = useIntl();
  const locale = useLocale();
  const path = paths.store(store.id);
  const links = pageLinks(locale, path, Object.fromEntries(marketLocales[store.market].map((code) => [code, path])));
  const description = intl.formatMessage(messages.description, { name: store.name, city: store.address.city });
  const streetAddress = [store.address.address1, store.address.address2].filter(Boolean).join(', ');
  return {
    documentTitle: intl.formatMessage(messages.documentTitle, { name: store.name }),
    description,
    ...links,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'JewelryStore',
      '@id': links.canonical,
      name: store.name,
      url: links.canonical,
      telephone: store.phone,
      email: store.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress,
        addressLocality: store.address.suburb ?? store.address.city,
        ...(store.address.state ? { addressRegion: store.address.state } : {}),
        postalCode: store.address.postcode,
        addressCountry: store.address.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
      openingHoursSpecification: store.weeklyHours
        .filter((day) => !day.closed && day.opens && day.closes)
        .map((day) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${dayNames[day.weekday] ?? 'Monday'}`,
          opens: day.opens,
          closes: day.closes,
        })),
      ...(store.specialHours.length > 0
        ? {
            specialOpeningHoursSpecification: store.specialHours.map((special) => ({
              '@type': 'OpeningHoursSpecification',
              name: special.label,
              validFrom: special.date,
              validThrough: special.date,
              ...(special.closed || !special.opens || !special.closes
                ? { opens: '00:00', closes: '00:00' }
                : { opens: special.opens, closes: special.closes }),
            })),
          }
        : {}),
    },
  };
}
