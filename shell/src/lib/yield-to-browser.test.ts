import { describe, expect, it, jest } from '@jest/globals';
import { warmUpIntl, yieldToBrowser } from './yield-to-browser';

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

describe('warmUpIntl', () => {
  it("asks the runtime for the locale's number and date data, in two tasks", async () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const warming = warmUpIntl('fr-CA');
    expect(numbers).toHaveBeenCalledWith('fr-CA');
    expect(dates).not.toHaveBeenCalled();
    await warming;
    expect(dates).toHaveBeenCalledWith('fr-CA');
  });
});
