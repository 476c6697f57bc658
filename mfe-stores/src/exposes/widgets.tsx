import type { InStoreStockWidgetProps, RemoteWidgetMap, StorePickerWidgetProps } from '@storefront/contracts';
import { lazy } from 'react';
import { StoresMessages } from '../lib/stores-messages-provider';

const StorePickerImpl = lazy(() => import('../features/store-picker/store-picker'));
const InStoreStockImpl = lazy(() => import('../features/in-store-stock/in-store-stock'));

function StorePicker(props: StorePickerWidgetProps) {
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
