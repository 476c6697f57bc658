import '../stores.css';
import { localisePath, paths } from '@storefront/contracts';
import { Breadcrumbs, PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { StoreSearchForm } from '../features/store-search/store-search-form';
import { storesRouteMessages as messages } from './stores-route-messages';

/** The store finder `/stores`: search by postcode, suburb or city. */
export default function StoreFinderRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.finderTitle);
  return (
    <div className="sf-page sf-container">
      <title>{title}</title>
      <Breadcrumbs
        items={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      />
      <PageHeading title={title} intro={intl.formatMessage(messages.finderIntro)} />
      <StoreSearchForm />
    </div>
  );
}
