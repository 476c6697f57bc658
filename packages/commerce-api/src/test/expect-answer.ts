import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';

/** Where `answer` has a field that `parsed` (the schema's output, which drops unknown keys) does not: `lines[0].x`. */
export function undescribedFields(answer: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(answer) && Array.isArray(parsed)) {
    return answer.flatMap((item, index) => undescribedFields(item, parsed[index], `${path}[${index}]`));
  }
  if (!isRecord(answer) || !isRecord(parsed)) return [];
  return Object.keys(answer).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return key in parsed ? undescribedFields(answer[key], parsed[key], at) : [at];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an API answer against the shared schema its clients parse it with (`@storefront/api-schemas`): the status,
 * every field the schema requires with its type, and no field the schema leaves undescribed (a field the API sends
 * belongs in the schema, so the schema stays the whole answer). Returns the parsed answer, typed.
 *
 * @example const bag = expectAnswer(await shopper.get('/api/bag'), bagAnswerSchema);
 */
export function expectAnswer<TSchema extends v.GenericSchema>(
  response: LightMyRequestResponse,
  schema: TSchema,
  status = 200,
): v.InferOutput<TSchema> {
  if (response.statusCode !== status) {
    throw new Error(`Expected a ${status} answer, got ${response.statusCode}: ${response.body.slice(0, 1000)}`);
  }
  const answer: unknown = response.json();
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    const issues = result.issues.map(
      (issue) => `  ${v.getDotPath(issue) ?? '(answer)'}: ${issue.message} (received ${issue.received})`,
    );
    throw new Error(`The answer does not match its schema:\n${issues.join('\n')}`);
  }
  const undescribed = undescribedFields(answer, result.output);
  if (undescribed.length > 0) {
    throw new Error(`The answer has fields its schema does not describe:\n  ${undescribed.join('\n  ')}`);
  }
  return result.output;
}
