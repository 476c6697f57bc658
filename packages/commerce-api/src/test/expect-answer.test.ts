import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { expectAnswer, undescribedFields } from './expect-answer';

const schema = v.object({ count: v.number(), lines: v.array(v.object({ id: v.string() })) });

function answer(body: unknown, statusCode = 200): LightMyRequestResponse {
  const text = JSON.stringify(body);
  return { statusCode, body: text, json: () => JSON.parse(text) } as LightMyRequestResponse;
}

describe('expectAnswer', () => {
  it('returns an answer that matches its schema', () => {
    expect(expectAnswer(answer({ count: 1, lines: [{ id: 'a' }] }), schema)).toEqual({
      count: 1,
      lines: [{ id: 'a' }],
    });
  });

  it('names a missing or mistyped field', () => {
    expect(() => expectAnswer(answer({ count: '1', lines: [{}] }), schema)).toThrow(/count: .*\n.*lines\.0\.id/);
  });

  it('names a field the schema does not describe, however deep', () => {
    expect(() => expectAnswer(answer({ count: 1, lines: [{ id: 'a', extra: true }], more: 2 }), schema)).toThrow(
      /lines\[0\]\.extra\n {2}more/,
    );
    expect(undescribedFields({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toEqual(['a.c']);
  });

  it('refuses another status with the body', () => {
    expect(() => expectAnswer(answer({ code: 'NOT_FOUND' }, 404), schema)).toThrow(/Expected a 200 answer, got 404/);
  });
});
