import { storeShortfallProblemSchema, type CheckoutState } from '@storefront/api-schemas';
import type { ProblemError } from '@storefront/http';
import type { IntlShape } from 'react-intl';
import * as v from 'valibot';
import { collectShortfallMessages as messages } from './collect-shortfall-messages';

/**
 * What the shopper reads when the chosen store cannot give the bag for click and collect (409
 * `INSUFFICIENT_STOCK_AT_STORE`, SPEC §8): for one line, whether the store has none of it, only other sizes, or fewer
 * than wanted; for several, which products. Null when the answer names no line (the caller's general message stands).
 */
export function collectShortfallText(
  intl: IntlShape,
  error: ProblemError,
  lines: CheckoutState['lines'],
): string | null {
  const parsed = v.safeParse(storeShortfallProblemSchema, error.extensions);
  if (!parsed.success || parsed.output.lines.length === 0) return null;
  const names = parsed.output.lines.map((short) => lines.find((line) => line.id === short.lineId)?.name ?? short.sku);
  const [only] = parsed.output.lines;
  if (parsed.output.lines.length > 1 || !only) {
    return intl.formatMessage(messages.notForProducts, { names: intl.formatList(names, { type: 'conjunction' }) });
  }
  const name = names[0] ?? only.sku;
  if (only.reason === 'size') return intl.formatMessage(messages.notForSize, { name });
  if (only.reason === 'quantity') return intl.formatMessage(messages.insufficient, { name });
  return intl.formatMessage(messages.notAtStore, { name });
}
