import type { FastifyInstance } from 'fastify';

/** slugs: routes under /api. */
export async function slugsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
