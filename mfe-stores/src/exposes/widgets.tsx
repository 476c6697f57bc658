import type { InStoreStockWidgetProps, RemoteWidgetMap, StorePickerWidgetProps } from '@storefront/contracts';
import { lazy } from 'react';
import { StoresMessages } from '../lib/stores-messages-provider';
import { StoresProviders } from '../lib/stores-providers';

const StorePickerImpl = lazy(() => import('../features/store-picker/store-picker'));
const InStoreStockImpl = lazy(() => import('../features/in-store-stock/in-store-stock'));
const ReserveInStoreImpl = lazy(() => import('../features/reserve-in-store/reserve-in-store'));

function StorePicker(props: StorePickerWidgetProps) {
  // Reserve in store is a journey of its own (store, details, confirmation) with the data layer for its calls.
  if (props.purpose === 'reserve-in-store') {
    return (
      <StoresProviders>
        <ReserveInStoreImpl {...props} />
      </StoresProviders>
    );
  }
  return (
    <StoresMessages>
      <StorePickerImpl {...props} />
    </StoresMessages>
  );
}

function InStoreStock(props: InStoreStockWidgetProps) {
  return (
    <StoresMessages>
      <InStoreStockImpl {...props} />
    </StoresMessages>
  );
}

/** The stores remote's widgets: the store picker and in-store stock, mounted by other remotes' pages. */
export const widgets: RemoteWidgetMap['stores'] = { StorePicker, InStoreStock };
export const remote = 'stores';
