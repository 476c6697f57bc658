import { getActiveLocale, type RemoteRouteProps, type SlugResolution } from '@storefront/contracts';
import { parseLocalePath } from '@storefront/i18n';
import { data, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { resolveSlug } from '../lib/platform-api';
import { RemoteArea } from '../mf/remote-area';

/** Whether every segment of a path can be decoded (`/%` and `/%E0%A4%A` cannot). */
function isDecodable(path: string): boolean {
  try {
    path.split('/').forEach((segment) => decodeURIComponent(segment));
    return true;
  } catch {
    return false;
  }
}

/**
 * The catch-all asks the API's slug resolver what the path is: a category, a content page, or nothing (404). An
 * address that cannot be decoded is a bad request: the general error page (SPEC §8), as the edge answers it (400).
 */
export async function slugLoader({ request }: LoaderFunctionArgs): Promise<SlugResolution> {
  const { rest } = parseLocalePath(new URL(request.url).pathname);
  if (!isDecodable(rest)) throw data({ reason: 'malformed-address' }, { status: 400 });
  const resolution = await resolveSlug(rest, getActiveLocale().locale, request.signal);
  if (resolution.kind === 'not-found') throw data({ variant: 'unmatched' }, { status: 404 });
  return resolution;
}

/**
 * What a path is does not depend on its query: a category page's filters, sort and "load more" change only the
 * query, and must not wait on the slug resolver again.
 */
export function slugShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** Renders what the slug resolved to, in the owning remote. */
export function SlugPage() {
  const resolution = useLoaderData<typeof slugLoader>();
  if (resolution.kind === 'category') {
    const props: RemoteRouteProps = { params: { slug: resolution.slug }, routeId: 'product-list', resolution };
    return <RemoteArea key={resolution.id} remote="catalogue" routeId="product-list" props={props} />;
  }
  if (resolution.kind !== 'content') return null; // the loader turned not-found into the 404 page
  const props: RemoteRouteProps = { params: { slug: resolution.slug }, routeId: 'content-page', resolution };
  return <RemoteArea key={resolution.slug} remote="engagement" routeId="content-page" props={props} />;
}
