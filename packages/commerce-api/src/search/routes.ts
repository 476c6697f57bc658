import type { FastifyInstance } from 'fastify';

/** search: routes under /api. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
