import { PageHeading } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { pageMessages as messages } from './page-messages';

/** Shown for every path while maintenance is switched on by configuration. */
export function MaintenancePage() {
  const intl = useIntl();
  return (
    <main id="main-content" className="sf-maintenance">
      <title>{intl.formatMessage(messages.maintenanceTitle)}</title>
      <div className="sf-maintenance__panel">
        <PageHeading title={intl.formatMessage(messages.maintenanceTitle)} />
        <p>{intl.formatMessage(messages.maintenanceBody)}</p>
      </div>
    </main>
  );
}
