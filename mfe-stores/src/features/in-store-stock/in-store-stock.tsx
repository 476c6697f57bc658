import '../../stores.css';
import { localisePath, paths, type InStoreStockWidgetProps } from '@storefront/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { inStoreStockMessages as messages } from './in-store-stock-messages';

/** In-store stock for a piece (product page). No stock is shown until store stock can be looked up. */
export default function InStoreStock({ engraved }: InStoreStockWidgetProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="sf-stores-widget" aria-labelledby={titleId} data-widget="stores-in-store-stock">
      <p id={titleId} className="sf-stores-widget__title">
        {intl.formatMessage(messages.title)}
      </p>
      {engraved ? (
        <p className="sf-stores-widget__note">{intl.formatMessage(messages.engravingUnavailable)}</p>
      ) : (
        <p className="sf-stores-widget__note">{intl.formatMessage(messages.chooseStore)}</p>
      )}
      <p className="sf-stores-widget__note">
        <Link to={localisePath(paths.stores())}>{intl.formatMessage(messages.findStore)}</Link>
      </p>
    </section>
  );
}
