import type { FastifyBaseLogger } from 'fastify';
import type { PassTrigger, SharedPass } from './shared-pass';

/** A background job started with the API: its first pass, and how to stop it. */
export interface RecurringPass<Report> {
  /** The first pass (run at start); null when it failed (logged). */
  done: Promise<Report | null>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` now and then every `intervalSeconds` (0: at start only). Passes in one process never overlap (a pass still
 * running when the next is due is not doubled), a failed pass is logged as `failure` and the next one still runs, and
 * the timer does not keep the process alive. Across processes `shared` decides which one runs a pass
 * (`sharedPass`: about once per interval between them); each job still makes its own work safe (conditional updates).
 * A pass another process ran reports null.
 */
export function startRecurringPass<Report>(
  pass: () => Promise<Report>,
  options: {
    intervalSeconds: number;
    log: Pick<FastifyBaseLogger, 'error'>;
    failure: string;
    shared: SharedPass;
  },
): RecurringPass<Report> {
  let running: Promise<Report | null> = Promise.resolve(null);
  let busy = false;
  const runOnce = (trigger: PassTrigger) => {
    if (busy) return running;
    busy = true;
    running = options
      .shared(trigger, pass)
      .then((outcome) => (outcome.ran ? outcome.value : null))
      .catch((error: unknown) => {
        options.log.error({ err: error }, options.failure);
        return null;
      })
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const done = runOnce('start');
  const timer =
    options.intervalSeconds > 0 ? setInterval(() => runOnce('timer'), options.intervalSeconds * 1000) : null;
  timer?.unref();
  return {
    done,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
