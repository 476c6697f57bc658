import { localisePath, paths, RemoteWidgetSlot } from '@storefront/contracts';
import { Alert, Button } from '@storefront/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { productDetailMessages as messages } from './product-detail-messages';
import { useNearViewport } from './use-near-viewport';

type Purpose = 'click-and-collect' | 'reserve-in-store';

interface StoreOptionsProps {
  sku: string;
  /** The chosen ring size code (undefined for pieces without sizes, or none chosen yet). */
  size: string | undefined;
  /** The piece's name and the chosen size as the page shows them, for reserve in store's summary. */
  productName: string;
  sizeLabel: string | undefined;
  engraved: boolean;
  /** Checks the ring size is chosen (showing and focusing its error when not); true when the shopper may go on. */
  ensureSize: () => boolean;
}

/**
 * Click and collect and reserve in store (SPEC §1, §5): each needs the ring size first and is refused for engraved
 * pieces; once allowed it opens the stores remote's picker through the shell, with a link to the store finder as
 * the fallback. Below, the stores remote's in-store availability.
 */
export function StoreOptions({ sku, size, productName, sizeLabel, engraved, ensureSize }: StoreOptionsProps) {
  const intl = useIntl();
  // The stores remote loads only when the shopper scrolls near its stock panel, keeping it off the first load.
  const [stockRef, stockNear] = useNearViewport<HTMLDivElement>();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState<Purpose | null>(null);
  const [refusal, setRefusal] = useState<Purpose | null>(null);
  const storesLink = <Link to={localisePath(paths.stores())}>{intl.formatMessage(messages.findStore)}</Link>;

  const choose = (purpose: Purpose) => {
    setRefusal(null);
    if (open === purpose) {
      setOpen(null);
      return;
    }
    if (!ensureSize()) {
      setOpen(null);
      return;
    }
    if (engraved) {
      setOpen(null);
      setRefusal(purpose);
      return;
    }
    setOpen(purpose);
  };

  const button = (purpose: Purpose) => (
    <Button
      variant="secondary"
      aria-expanded={open === purpose}
      aria-controls={open === purpose ? panelId : undefined}
      onClick={() => choose(purpose)}
    >
      {intl.formatMessage(purpose === 'click-and-collect' ? messages.clickAndCollect : messages.reserveInStore)}
    </Button>
  );

  return (
    <section className="sf-pdp-stores" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-pdp-section-title">
        {intl.formatMessage(messages.storesHeading)}
      </h2>
      <div className="sf-cluster">
        {button('click-and-collect')}
        {button('reserve-in-store')}
      </div>
      {refusal ? (
        <Alert variant="error">
          {intl.formatMessage(
            refusal === 'click-and-collect' ? messages.clickAndCollectEngraved : messages.reserveEngraved,
          )}
        </Alert>
      ) : null}
      {open ? (
        <div id={panelId} className="sf-pdp-stores__panel">
          <RemoteWidgetSlot
            remote="stores"
            name="StorePicker"
            props={{ purpose: open, sku, size, productName, sizeLabel, engraved }}
            fallback={<p>{storesLink}</p>}
          />
        </div>
      ) : null}
      <div className="sf-pdp-stores__stock" ref={stockRef}>
        <h3 className="sf-pdp-stores__stock-title">{intl.formatMessage(messages.inStoreHeading)}</h3>
        {stockNear ? (
          <RemoteWidgetSlot
            remote="stores"
            name="InStoreStock"
            props={{ sku, size, engraved }}
            fallback={<p>{storesLink}</p>}
          />
        ) : (
          <p>{storesLink}</p>
        )}
      </div>
    </section>
  );
}
