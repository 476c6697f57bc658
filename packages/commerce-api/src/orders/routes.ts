import type { FastifyInstance } from 'fastify';

/** orders: routes under /api. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
