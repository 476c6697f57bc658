import type { FastifyInstance } from 'fastify';

/** wishlist: routes under /api. */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
