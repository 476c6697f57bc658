/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between: steps that
 * run one after the other at a page's start (the shell's boot, the engagement SDK's start) each stay under the 50 ms
 * of a long task on a phone instead of adding up to one. `scheduler.yield()` where the browser has it (the
 * continuation keeps its priority), otherwise a message to this window's own channel (not clamped like nested timers),
 * or a timer.
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
