import * as v from 'valibot';
import { bagAnswerSchema, bagSummaryAnswerSchema, bagTotalsSchema, bagLineSchema } from '../index';
import { buildBagAnswer, buildBagLine, buildBagSummaryAnswer, buildBagTotals } from './answer-builders';

describe('answer builders', () => {
  it('build answers their clients accept', () => {
    expect(v.is(bagLineSchema, buildBagLine({ quantity: 2 }))).toBe(true);
    expect(v.is(bagTotalsSchema, buildBagTotals())).toBe(true);
    expect(v.is(bagAnswerSchema, buildBagAnswer({ lines: [buildBagLine(), buildBagLine({ id: 'line-2' })] }))).toBe(
      true,
    );
    expect(v.is(bagSummaryAnswerSchema, buildBagSummaryAnswer())).toBe(true);
  });

  it('keep a bag’s totals in step with its lines', () => {
    const bag = buildBagAnswer({ lines: [buildBagLine({ quantity: 2, unitCents: 10_000 })] });
    expect(bag.summary).toMatchObject({ itemCount: 2, subtotalCents: 20_000, totalCents: 20_000 });
  });
});
