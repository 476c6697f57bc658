import type { FastifyInstance } from 'fastify';

/** email: routes under /api. */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
