import '../../stores.css';
import { myStoreChosen, myStoreOf, useMyStore, type StorePickerWidgetProps } from '@storefront/contracts';
import { DataProvider } from '@storefront/data';
import { Alert } from '@storefront/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { StoreChooser, type ChooserStore } from '../../lib/store-chooser';
import { storeStockMessages } from '../../lib/store-stock-messages';
import { storePickerMessages as messages } from './store-picker-messages';
import { SetMyStore } from '../../lib/set-my-store';

const purposeTitles = {
  'click-and-collect': messages.clickAndCollect,
  'reserve-in-store': messages.reserveInStore,
  'my-store': messages.myStore,
} as const;

/**
 * The store picker other remotes mount: click and collect (product page and checkout) and My Store. It lists My Store
 * first and the stores near a searched place or the shopper's position, each with its stock of the piece when one is
 * in play and, for click and collect, why a store cannot take the order (SPEC §8); never for an engraved piece.
 * On the product page (no `onSelect`) the store chosen for click and collect becomes My Store, which the checkout
 * offers first; in the checkout the host keeps the choice.
 */
function StorePickerPanel({
  purpose,
  sku,
  size,
  quantity,
  engraved,
  selectedStoreId,
  onSelect,
}: StorePickerWidgetProps) {
  const intl = useIntl();
  const titleId = useId();
  const myStore = useMyStore();
  const [chosen, setChosen] = useState<ChooserStore | null>(null);
  const hosted = onSelect !== undefined;
  const selected = selectedStoreId ?? chosen?.id ?? (purpose === 'my-store' || !hosted ? myStore?.storeId : undefined);

  const choose = (store: ChooserStore) => {
    setChosen(store);
    // My Store, or click and collect from the product page: the bag keeps no store, so My Store carries the choice.
    if (purpose === 'my-store' || !hosted) myStoreChosen(myStoreOf(store));
    onSelect?.(store.id, { id: store.id, name: store.name });
  };

  // In the checkout the host says which store it collects from; here only what the choice did.
  const done = chosen
    ? purpose === 'my-store'
      ? intl.formatMessage(messages.myStoreChosen, { name: chosen.name })
      : hosted
        ? null
        : intl.formatMessage(messages.collectChosen, { name: chosen.name })
    : null;

  return (
    <section className="sf-stores-widget sf-store-picker" aria-labelledby={titleId} data-widget="stores-store-picker">
      <p id={titleId} className="sf-stores-widget__title">
        {intl.formatMessage(purposeTitles[purpose])}
      </p>
      {purpose !== 'my-store' && engraved ? (
        <Alert variant="info">{intl.formatMessage(storeStockMessages.collectNotForEngraved)}</Alert>
      ) : (
        <>
          <p className="sf-stores-widget__note">
            {intl.formatMessage(purpose === 'my-store' ? messages.myStoreIntro : messages.collectIntro)}
          </p>
          <p role="status" className="sf-store-picker__done">
            {done}
          </p>
          {/* In the checkout the store chosen to collect from can become My Store too, on the shopper's press. */}
          {hosted && chosen && purpose !== 'my-store' ? <SetMyStore store={chosen} /> : null}
          <StoreChooser
            purpose={purpose === 'my-store' ? 'my-store' : purpose}
            sku={sku}
            size={size}
            quantity={quantity}
            engraved={engraved}
            selectedStoreId={selected}
            headingLevel={4}
            onSelect={choose}
          />
        </>
      )}
    </section>
  );
}

/** The store picker widget, with the data layer for its calls. */
export default function StorePicker(props: StorePickerWidgetProps) {
  return (
    <DataProvider>
      <StorePickerPanel {...props} />
    </DataProvider>
  );
}
