/**
 * A readable title from the last segment of a slug, until the API names the page.
 * @example titleFromSlug('customer-service/delivery') // 'Delivery'
 */
export function titleFromSlug(slug: string): string {
  const last = slug.split('/').filter(Boolean).pop() ?? slug;
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as typed.
  }
  const words = decoded.replace(/-/g, ' ').trim();
  return words.replace(/^\p{L}/u, (first) => first.toLocaleUpperCase());
}
