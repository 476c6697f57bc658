import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

/**
 * Runs e-mail work (look-ups, token issue, composing, sending) after the answer is sent, so an answer that must not
 * reveal whether an account exists (forgot password, activation resend) takes the same time either way. Failures are
 * logged without the message.
 */
export function sendLater(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : error, what },
        'e-mail task failed',
      );
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits for every e-mail task started so far (app shutdown, tests reading the outbox). */
export async function settleEmailTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
