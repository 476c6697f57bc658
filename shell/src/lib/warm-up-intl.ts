/**
 * Loads the locale data of the runtime's Intl (ICU) for a language, numbers and dates each in a task of its own: the
 * first `Intl` calls of a page cost tens of milliseconds on a phone, which would otherwise land inside the first render
 * (react-intl's provider checks its locale with `supportedLocalesOf`). Imports nothing shared: main.ts runs it before
 * the shared libraries have loaded.
 */
export function warmUpIntl(locale: string, win: Window & typeof globalThis = window): Promise<void> {
  win.Intl.NumberFormat.supportedLocalesOf(locale);
  return new Promise((resolve) => {
    win.setTimeout(() => {
      win.Intl.DateTimeFormat.supportedLocalesOf(locale);
      resolve();
    }, 0);
  });
}
