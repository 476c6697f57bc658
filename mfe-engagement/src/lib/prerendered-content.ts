/**
 * Query options that draw a content page at once from the answer the edge prerendered into the document, and ask the
 * API again in the background: the edge shares one answer among shoppers for a few seconds (its page-status cache),
 * so right after an editor's change is purged from the API the payload may still be the previous version. The page
 * paints from the payload and, in the rare case the content changed, shows the new version a moment later.
 */
export function revalidatedPayload<T>(payload: () => T | undefined) {
  return { initialData: payload, initialDataUpdatedAt: 0 };
}
