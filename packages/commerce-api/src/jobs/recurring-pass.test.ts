/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { startRecurringPass } from './recurring-pass';
import type { SharedPass } from './shared-pass';

const quietLog = () => ({ error: jest.fn() });
/** One process alone: every pass is this one's to run. */
const shared: SharedPass = async (_trigger, pass) => ({ ran: true, value: await pass() });

describe('startRecurringPass', () => {
  it('runs a pass at start and answers its report', async () => {
    const job = startRecurringPass(async () => 'report', {
      intervalSeconds: 0,
      log: quietLog(),
      failure: 'failed',
      shared,
    });
    await expect(job.done).resolves.toBe('report');
    await job.stop();
  });

  it('logs a failed pass, answers null, and runs the next one when it is due', async () => {
    jest.useFakeTimers();
    try {
      const log = quietLog();
      const outcomes = [Promise.reject(new Error('database gone')), Promise.resolve('second')];
      const pass = jest.fn(() => outcomes.shift() ?? Promise.resolve('later'));
      const job = startRecurringPass(pass, { intervalSeconds: 60, log, failure: 'the pass failed', shared });
      await expect(job.done).resolves.toBeNull();
      expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the pass failed');
      await jest.advanceTimersByTimeAsync(60_000);
      expect(pass).toHaveBeenCalledTimes(2);
      await job.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never starts a pass while one is under way, and stop waits for it', async () => {
    jest.useFakeTimers();
    try {
      let finish: () => void = () => undefined;
      const pass = jest.fn(() => new Promise<string>((resolve) => (finish = () => resolve('slow'))));
      const job = startRecurringPass(pass, { intervalSeconds: 1, log: quietLog(), failure: 'failed', shared });
      await jest.advanceTimersByTimeAsync(5_000);
      expect(pass).toHaveBeenCalledTimes(1);
      let stopped = false;
      const stopping = job.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(stopped).toBe(true);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(pass).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
