import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAddonOf } from '../catalogue/product-addons';
import type { Database } from '../db/database';
import { ApiProblem } from '../http/problem';
import { ensureBag, findBag, touchBag, type BagLineWrite, type BagRow } from './bag-store';
import { checkLine, type CheckedLine, type LineRequest } from './line-rules';

type LineContext = Parameters<typeof checkLine>[2];

/** What adding one line does to the bag: raise an existing line, or insert a new one. */
type LineWrite = { kind: 'update'; id: string; line: CheckedLine } | { kind: 'insert'; line: CheckedLine };

/** The bag's line this request would add to (same sku, size and engraving, not saved for later), if any. */
async function sameLine(db: Database, bagId: string, line: CheckedLine) {
  let query = db
    .selectFrom('bag_lines')
    .select(['id', 'quantity', 'care_plan'])
    .where('bag_id', '=', bagId)
    .where('sku', '=', line.sku)
    .where('size', '=', line.size)
    .where('saved_for_later', '=', false);
  query =
    line.engraving === null ? query.where('engraving', 'is', null) : query.where('engraving', '=', line.engraving);
  return query.executeTakeFirst();
}

/** Checks one line against the bag's rules, counting what the bag already holds of it. */
async function planLine(
  db: Database,
  bag: BagRow | null,
  request: LineRequest,
  context: LineContext,
): Promise<LineWrite> {
  const first = await checkLine(db, request, context);
  const existing = bag ? await sameLine(db, bag.id, first) : undefined;
  if (!existing) return { kind: 'insert', line: first };
  const checked = await checkLine(
    db,
    { ...request, quantity: existing.quantity + request.quantity, carePlan: request.carePlan || existing.care_plan },
    context,
  );
  return { kind: 'update', id: existing.id, line: checked };
}

/**
 * Adds a piece and its chosen add-ons (one unit each) to the shopper's bag, all or nothing: every line is checked
 * first, and only when all pass are they written, with the bag's new version, in one statement. A refused add-on
 * answers 409 `ADDON_UNAVAILABLE` with its `sku` and the bag's `reason` (PRODUCT_UNAVAILABLE_ONLINE,
 * INSUFFICIENT_STOCK, NOT_OFFERED…), and the bag is left as it was. Returns the bag as written.
 */
export async function addLines(
  request: FastifyRequest,
  reply: FastifyReply,
  main: LineRequest,
  addonSkus: readonly string[],
  context: LineContext,
): Promise<BagRow> {
  const { db } = request.server;
  const current = await findBag(request);
  const writes = [await planLine(db, current, main, context)];
  for (const sku of new Set(addonSkus)) {
    try {
      if (!(await isAddonOf(db, main.sku, sku))) {
        throw new ApiProblem(409, 'NOT_OFFERED', 'This piece does not offer that add-on.');
      }
      const addon = { sku, quantity: 1, size: undefined, engraving: undefined, carePlan: false };
      writes.push(await planLine(db, current, addon, context));
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      throw new ApiProblem(409, 'ADDON_UNAVAILABLE', 'An add-on cannot be ordered now; nothing was added.', {
        extra: { sku, reason: error.code },
      });
    }
  }
  const bag = current ?? (await ensureBag(request, reply));
  // Every line and the bag's new version in one statement: all are written or none.
  return touchBag(
    db,
    bag.id,
    {},
    writes.map((write): BagLineWrite => {
      const { line } = write;
      return (creator) =>
        write.kind === 'update'
          ? creator
              .updateTable('bag_lines')
              .set({ quantity: line.quantity, care_plan: line.carePlan })
              .where('id', '=', write.id)
          : creator.insertInto('bag_lines').values({
              bag_id: bag.id,
              sku: line.sku,
              size: line.size,
              quantity: line.quantity,
              engraving: line.engraving,
              care_plan: line.carePlan,
            });
    }),
  );
}
