import '../stores.css';
import { localisePath, paths } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { StoreSearchForm } from '../features/store-search/store-search-form';
import { storesRouteMessages as messages } from './stores-route-messages';

/** The store finder `/stores`: search by postcode, suburb or city. */
export default function StoreFinderRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.finderTitle);
  return (
    <PageFrame
      title={title}
      className="sf-container"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.finderIntro)}
    >
      <StoreSearchForm />
    </PageFrame>
  );
}
