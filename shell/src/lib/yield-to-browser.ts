/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: the boot's
 * steps (module evaluation, the router, the first render) each stay under the 50 ms of a long task on a phone instead
 * of adding up to one. `scheduler.yield()` where the browser has it (the continuation keeps its priority), otherwise a
 * message to this window's own channel (not clamped like nested timers), or a timer.
 */
export function yieldToBrowser(win: Window & typeof globalThis = window): Promise<void> {
  const { scheduler } = win as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof win.MessageChannel !== 'function') {
      win.setTimeout(resolve, 0);
      return;
    }
    const channel = new win.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Loads the locale data of the runtime's Intl (ICU) for a language, numbers and dates each in a task of its own: the
 * first `Intl` calls of a page cost tens of milliseconds on a phone, which would otherwise land inside the first render
 * (react-intl's provider checks its locale with `supportedLocalesOf`).
 */
export async function warmUpIntl(locale: string, win: Window & typeof globalThis = window): Promise<void> {
  win.Intl.NumberFormat.supportedLocalesOf(locale);
  await yieldToBrowser(win);
  win.Intl.DateTimeFormat.supportedLocalesOf(locale);
}
