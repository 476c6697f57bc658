import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { Navigate } from 'react-router';
import { ContentPage } from '../features/content-page/content-page';

const HOME_SLUG = 'home';

/** A content page: the home page, fixed customer-service pages and whatever the catch-all resolves to content. */
export default function ContentPageRoute({ params }: RemoteRouteProps) {
  const slug = params.slug ?? '';
  // The home page's content has its own route at `/` (home-route.tsx); `/home` is the same page.
  if (slug === HOME_SLUG || slug === '') return <Navigate to={localisePath(paths.home())} replace />;
  return <ContentPage slug={slug} />;
}
