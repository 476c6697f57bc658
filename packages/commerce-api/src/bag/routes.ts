import type { FastifyInstance } from 'fastify';

/** bag: routes under /api. */
export async function bagRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
