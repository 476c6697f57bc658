import type { SeedContext } from '../seed/context';

/** Seeds financing accounts. */
export async function seedFinancing(context: SeedContext): Promise<void> {
  void context;
}
