import type { FastifyInstance } from 'fastify';

/** account: routes under /api. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
