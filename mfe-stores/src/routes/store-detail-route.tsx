import '../stores.css';
import type { RemoteRouteProps } from '@storefront/contracts';
import { StoreDetail } from '../features/store-detail/store-detail';
import { StoreNeighbourhoodMap } from '../features/store-map/store-neighbourhood-map';

/** A store `/stores/:store`. */
export default function StoreDetailRoute({ params }: RemoteRouteProps) {
  const id = params.store ?? '';
  return <StoreDetail key={id} id={id} map={(store) => <StoreNeighbourhoodMap store={store} />} />;
}
