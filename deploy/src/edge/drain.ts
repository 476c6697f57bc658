import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from './edge-config';

/** Whether the edge is leaving: `/healthz` then answers 503 `draining`, so a load balancer stops sending to it. */
export interface Readiness {
  draining: boolean;
}

/**
 * On SIGTERM (or SIGINT) the edge drains instead of dropping requests, as the API does: `/healthz` turns 503 at once;
 * for `drainDelaySeconds` every other request is still served (a load balancer or Kubernetes takes the edge out of
 * rotation meanwhile); then it stops accepting connections, finishes the requests in flight (idle keep-alive
 * connections are closed, busy ones after their answer) and exits 0. A drain still running after `graceSeconds` cuts
 * the remaining connections and exits 1. A second signal changes nothing.
 */
export function drainOnSignals(
  app: FastifyInstance,
  readiness: Readiness,
  shutdown: EdgeConfig['shutdown'],
  log: (line: string) => void,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const drain = async (signal: NodeJS.Signals) => {
    if (readiness.draining) return;
    readiness.draining = true;
    log(`${signal}: draining (unready now, closing in ${shutdown.drainDelaySeconds} s)`);
    const cut = setTimeout(() => {
      log(`drain took longer than ${shutdown.graceSeconds} s: cutting the open connections`);
      app.server.closeAllConnections();
      exit(1);
    }, shutdown.graceSeconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, shutdown.drainDelaySeconds * 1000));
    await app.close();
    clearTimeout(cut);
    log('drained: every request answered');
    exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void drain(signal));
}
