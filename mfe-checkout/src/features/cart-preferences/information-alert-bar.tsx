import { Alert } from '@storefront/ui';
import type { InformationAlert } from './cart-preferences-api';
import { ContentLinkTo } from './content-link';

/** The cart's information alert bar: each alert in its variant (error, warning, info, default), with its link. */
export function InformationAlertBar({ alerts }: { alerts: readonly InformationAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <div className="checkout-alert-bar">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant={alert.variant}
          action={
            alert.link ? (
              <ContentLinkTo url={alert.link.url} className="checkout-alert-bar__link">
                {alert.link.label}
              </ContentLinkTo>
            ) : undefined
          }
        >
          {alert.message}
        </Alert>
      ))}
    </div>
  );
}
