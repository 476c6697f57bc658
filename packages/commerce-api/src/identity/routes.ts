import type { FastifyInstance } from 'fastify';

/** identity: routes under /api. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
