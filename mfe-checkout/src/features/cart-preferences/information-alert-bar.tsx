import { Alert, Button, Icon, uiMessages, VisuallyHidden } from '@storefront/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InformationAlert } from './cart-preferences-api';
import { cartPreferencesMessages as messages } from './cart-preferences-messages';
import { ContentLinkTo } from './content-link';

type Variant = InformationAlert['variant'];

/** Most urgent first: the summary takes the tone of the most urgent alert, and the details list them in that order. */
const URGENCY: Record<Variant, number> = { error: 0, warning: 1, info: 2, default: 3 };

const PREFIXES = {
  error: uiMessages.alertErrorPrefix,
  warning: uiMessages.alertWarningPrefix,
  info: uiMessages.alertInfoPrefix,
  default: null,
} as const;

function AlertLink({ alert }: { alert: InformationAlert }) {
  return alert.link ? (
    <ContentLinkTo url={alert.link.url} className="checkout-alert-bar__link">
      {alert.link.label}
    </ContentLinkTo>
  ) : null;
}

/**
 * The cart's information alert bar. One alert is shown whole in its variant (error, warning, info, default). Several
 * collapse into one polite summary line ("3 notices about your order", in the tone of the most urgent) with a button
 * that shows them, so they no longer push the bag's pieces and its checkout below the first screen of a phone.
 */
export function InformationAlertBar({ alerts }: { alerts: readonly InformationAlert[] }) {
  const intl = useIntl();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  if (alerts.length === 0) return null;
  if (alerts.length === 1) {
    const [alert] = alerts as [InformationAlert];
    return (
      <div className="checkout-alert-bar">
        <Alert variant={alert.variant} action={alert.link ? <AlertLink alert={alert} /> : undefined}>
          {alert.message}
        </Alert>
      </div>
    );
  }
  const ordered = [...alerts].sort((a, b) => URGENCY[a.variant] - URGENCY[b.variant]);
  const tone = ordered[0]?.variant ?? 'default';
  return (
    <div className={`checkout-alert-bar sf-alert sf-alert--${tone} checkout-alert-bar--summary`}>
      <Icon name={tone === 'error' || tone === 'warning' ? 'alert' : 'info'} size="sm" className="sf-alert__icon" />
      <div className="checkout-alert-bar__summary">
        <p role="status" className="sf-alert__title">
          {intl.formatMessage(messages.alertsSummary, { count: alerts.length })}
        </p>
        <Button
          variant="link"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {intl.formatMessage(open ? messages.alertsHide : messages.alertsShow)}
        </Button>
      </div>
      <ul id={detailsId} className="checkout-alert-bar__details" hidden={!open}>
        {ordered.map((alert) => {
          const prefix = PREFIXES[alert.variant];
          return (
            <li key={alert.id} className={`checkout-alert-bar__item checkout-alert-bar__item--${alert.variant}`}>
              {prefix ? <VisuallyHidden>{intl.formatMessage(prefix)} </VisuallyHidden> : null}
              {alert.message} <AlertLink alert={alert} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
