import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

/** What a draining process still has to stop after it stops accepting (background jobs, then the pool). */
export interface DrainSteps {
  /** Stops the background jobs, waiting for a pass under way. */
  stopJobs(): Promise<void>;
  /** Closes the database (the pool's connections, the cache-purge listener). */
  closeDatabase(): Promise<void>;
}

/**
 * On SIGTERM (or SIGINT) the API drains instead of dropping requests: `/api/healthz` turns 503 `draining` at once, so
 * a load balancer or Kubernetes takes the process out of rotation, while for `drainDelaySeconds` every other request
 * is still served; then it stops accepting connections, finishes the requests in flight (idle keep-alive connections
 * are closed, busy ones after their answer), stops the jobs, closes the pool and exits 0. A drain still running after
 * `graceSeconds` cuts the remaining connections and exits 1. A second signal changes nothing.
 */
export function drainOnSignals(
  app: FastifyInstance,
  steps: DrainSteps,
  options: ApiConfig['shutdown'] & { exit?: (code: number) => void },
): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    app.readiness.draining = true;
    console.log(`${signal}: draining (unready now, closing in ${options.drainDelaySeconds} s)`);
    const cut = setTimeout(() => {
      console.error(`Drain took longer than ${options.graceSeconds} s: cutting the open connections.`);
      app.server.closeAllConnections();
      exit(1);
    }, options.graceSeconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, options.drainDelaySeconds * 1000));
    await Promise.all([app.close(), steps.stopJobs()]);
    await steps.closeDatabase();
    clearTimeout(cut);
    console.log('Drained: every request answered, the pool closed.');
    exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void drain(signal));
}
