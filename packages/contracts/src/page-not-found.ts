/**
 * How a remote page says "this page does not exist" (an unknown content slug, an article the API does not have): it
 * renders `<PageNotFound />`, or throws `pageNotFoundError()` while rendering. The shell's remote area does not take it
 * for a crash (no fallback, no `storefront:remote-failed`): its route shows the shell's 404 page, 'Page not found:
 * {path}' (SPEC §2/§8), in the page's layout. The edge answers such documents with HTTP 404 on its own (it asks the
 * API), so search engines see the status without running the page.
 */

/** The brand that survives two copies of this module (a test double, a remote's standalone harness). */
const PAGE_NOT_FOUND = Symbol.for('storefront.page-not-found');

/** What a remote page throws while rendering when its subject does not exist: the shell shows its 404 page instead. */
export interface PageNotFoundError extends Error {
  readonly name: 'PageNotFoundError';
}

/** A new {@link PageNotFoundError}, to throw while rendering: `throw pageNotFoundError()`. */
export function pageNotFoundError(message = 'Page not found'): PageNotFoundError {
  const error = new Error(message) as Error & { name: 'PageNotFoundError' };
  error.name = 'PageNotFoundError';
  Object.defineProperty(error, PAGE_NOT_FOUND, { value: true });
  return error;
}

/** Whether something thrown is a page's "this page does not exist" (made by {@link pageNotFoundError}). */
export function isPageNotFoundError(error: unknown): error is PageNotFoundError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[PAGE_NOT_FOUND] === true;
}

/**
 * Rendered by a remote page whose subject does not exist, e.g. `if (isNotFound(query.error)) return <PageNotFound />`:
 * the shell shows its 404 page in its place. It throws a {@link PageNotFoundError}; it never renders anything itself.
 */
export function PageNotFound(): never {
  throw pageNotFoundError();
}
