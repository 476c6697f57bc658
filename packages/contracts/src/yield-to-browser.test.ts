import { describe, expect, it, jest } from '@jest/globals';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resumes in a later task, after the work already queued in this one', async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
      scheduler: { yield: schedulerYield },
    });
    await yieldToBrowser(win);
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
