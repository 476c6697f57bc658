import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ENGAGEMENT_QUIET_DELAY_MS, whenEngagementMayStart } from './engagement-host-slot';

describe('whenEngagementMayStart (the page has loaded)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it("starts at the shopper's first key press, without waiting for the quiet delay", async () => {
    const starting = whenEngagementMayStart();
    expect(await settled(starting)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(starting)).toBe(true);
  });

  it('starts at a scroll of the page', async () => {
    const starting = whenEngagementMayStart();
    document.dispatchEvent(new Event('scroll', { bubbles: false }));
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(starting)).toBe(true);
  });

  it('otherwise starts once the page has stayed quiet for the delay, not before', async () => {
    const starting = whenEngagementMayStart();
    jest.advanceTimersByTime(ENGAGEMENT_QUIET_DELAY_MS - 1);
    expect(await settled(starting)).toBe(false);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the idle callback (or its fallback)
    expect(await settled(starting)).toBe(true);
  });
});
