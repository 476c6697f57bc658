import type { FastifyInstance } from 'fastify';

/** checkout: routes under /api. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
