import type { FastifyInstance } from 'fastify';

/** contact: routes under /api. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
