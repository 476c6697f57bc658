/** A readable title from the last segment of a slug: 'sydney-pitt-street' → 'Sydney pitt street'. */
export function titleFromSlug(slug: string): string {
  const last = slug.split('/').filter(Boolean).pop() ?? slug;
  return decodeURIComponent(last)
    .replace(/-/g, ' ')
    .replace(/^\p{L}/u, (first) => first.toLocaleUpperCase());
}
