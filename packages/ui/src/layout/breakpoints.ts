/**
 * Layout breakpoints in CSS pixels, mirrored by the `@media (min-width: …)` rules in `styles/*.css`
 * (custom properties cannot be used inside media queries, so the numbers are written down twice).
 * Styles are mobile-first: `mobile` is the smallest width designed for, the others are `min-width` steps.
 */
export const breakpoints = { mobile: 360, tablet: 768, desktop: 980, desktopXL: 1280 } as const;

/** A breakpoint name: `mobile`, `tablet`, `desktop` or `desktopXL`. */
export type BreakpointName = keyof typeof breakpoints;

/**
 * The `min-width` media query for a breakpoint, for `matchMedia` or `<source media>`.
 * @example window.matchMedia(mediaQuery('desktop')).matches
 */
export function mediaQuery(name: BreakpointName): string {
  return `(min-width: ${breakpoints[name]}px)`;
}
