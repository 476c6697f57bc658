import type { FastifyInstance } from 'fastify';

/** content: routes under /api. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
