import { PageFrame } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { pageMessages as messages } from './page-messages';

/** Shown for every path while maintenance is switched on by configuration. */
export function MaintenancePage() {
  const intl = useIntl();
  return (
    <main id="main-content" className="sf-maintenance">
      <PageFrame padded={false} className="sf-maintenance__panel" title={intl.formatMessage(messages.maintenanceTitle)}>
        <p>{intl.formatMessage(messages.maintenanceBody)}</p>
      </PageFrame>
    </main>
  );
}
