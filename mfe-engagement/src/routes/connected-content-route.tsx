import type { RemoteRouteProps } from '@storefront/contracts';
import { ContentPage } from '../features/content-page/content-page';

/**
 * A connected content page `/connected/:slug` (campaign content linked from messages and cards): the content page
 * `connected/<slug>` of the content service, or the 404 page.
 */
export default function ConnectedContentRoute({ params }: RemoteRouteProps) {
  return <ContentPage slug={`connected/${params.slug ?? ''}`} />;
}
