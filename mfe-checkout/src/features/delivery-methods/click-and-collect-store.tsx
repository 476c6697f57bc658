import { localisePath, paths, RemoteWidgetSlot, useMyStore } from '@storefront/contracts';
import { Alert, Button } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { deliveryMethodsMessages as messages } from './delivery-methods-messages';

export interface ClickAndCollectStoreProps {
  /** The store chosen so far, if any (its name once the API has answered with it). */
  store: { id: string; name: string | null } | null;
  onChoose: (store: { id: string; name: string | null }) => void;
  /** The bag has an engraved piece (the picker then explains click and collect is not possible). */
  engraved: boolean;
  /** Why the store cannot be used yet ('Please select a store first', SPEC §8), or undefined. */
  error?: string | undefined;
  /** The id of the error box, so the page can move focus to it. */
  errorId: string;
}

/**
 * Where to collect the order: the stores remote's store picker (mounted through the shell; a link to the store
 * finder stands in without it), the shopper's own store as a shortcut, and the store chosen (the shopper's own store
 * until they choose another: see the shipping form).
 */
export function ClickAndCollectStore({ store, onChoose, engraved, error, errorId }: ClickAndCollectStoreProps) {
  const intl = useIntl();
  const headingId = useId();
  const myStore = useMyStore();
  const storesLink = <Link to={localisePath(paths.stores())}>{intl.formatMessage(messages.findStore)}</Link>;
  return (
    <section className="sf-collect-store" aria-labelledby={headingId}>
      <h3 id={headingId} className="sf-collect-store__heading">
        {intl.formatMessage(messages.storeHeading)}
      </h3>
      {store ? (
        <p className="sf-collect-store__chosen" role="status">
          {store.name
            ? intl.formatMessage(messages.storeChosen, { name: store.name })
            : intl.formatMessage(messages.storeChosenUnnamed)}
        </p>
      ) : null}
      {myStore && myStore.storeId !== store?.id ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChoose({ id: myStore.storeId, name: myStore.name })}>
            {intl.formatMessage(messages.useMyStore, { name: myStore.name })}
          </Button>
        </div>
      ) : null}
      <RemoteWidgetSlot
        remote="stores"
        name="StorePicker"
        props={{
          purpose: 'click-and-collect',
          engraved,
          selectedStoreId: store?.id ?? null,
          onSelect: (id: string, chosen?: { name: string }) => onChoose({ id, name: chosen?.name ?? null }),
        }}
        fallback={<p>{storesLink}</p>}
      />
      <div id={errorId} tabIndex={-1} className="sf-collect-store__error">
        {error ? <Alert variant="error">{error}</Alert> : null}
      </div>
    </section>
  );
}
