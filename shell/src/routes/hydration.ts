let hydrated = false;

/** Called once the first page has rendered: later navigations wait for a remote page before showing it. */
export function markHydrated(): void {
  hydrated = true;
}

/** Whether the first page has rendered. */
export function isHydrated(): boolean {
  return hydrated;
}
