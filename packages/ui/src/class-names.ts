/** Joins the truthy class names with a space; the one way components compose their `sf-` classes. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
