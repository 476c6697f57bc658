import type { FastifyInstance } from 'fastify';

/** financing: routes under /api. */
export async function financingRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
