import type { FastifyInstance } from 'fastify';

/** payments: routes under /api. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
