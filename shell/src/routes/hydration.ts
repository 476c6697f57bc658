let hydrated = false;
let resolveHydrated: () => void = () => undefined;
const hydratedOnce = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once the first page has rendered: later navigations wait for a remote page before showing it. */
export function markHydrated(): void {
  hydrated = true;
  resolveHydrated();
}

/** Whether the first page has rendered. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Settles once the first page has rendered (its header and layout are in the document). */
export function whenHydrated(): Promise<void> {
  return hydratedOnce;
}
