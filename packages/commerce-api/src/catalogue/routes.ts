import type { FastifyInstance } from 'fastify';

/** catalogue: routes under /api. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
