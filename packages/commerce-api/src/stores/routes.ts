import type { FastifyInstance } from 'fastify';

/** stores: routes under /api. */
export async function storesRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
