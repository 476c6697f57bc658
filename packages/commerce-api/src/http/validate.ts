import { fieldErrors, fieldErrorValues } from '@storefront/validation';
import * as v from 'valibot';
import { ApiProblem, problems } from './problem';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

/** Lone UTF-16 surrogates (invalid Unicode) and NUL, which PostgreSQL text cannot hold. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const notText = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;

/** The path of the first string PostgreSQL or a browser would choke on. */
function illFormedPath(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 8) return path;
  if (typeof value === 'string') {
    return notText.test(value) ? path : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedPath(item, path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = illFormedPath(item, path ? `${path}.${key}` : key, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Valibot's own wording for a missing key or a wrong type is not a message id the UI can localise: such issues become
 * `validation.required` (nothing there) or `validation.invalidValue` (something of the wrong kind).
 */
function withMessageId<T extends v.BaseIssue<unknown>>(issue: T): T {
  if (issue.message.startsWith('validation.')) return issue;
  return { ...issue, message: issue.input === undefined ? 'validation.required' : 'validation.invalidValue' };
}

/**
 * Parses untrusted input with the shared schema. Bad input is a 400 problem whose `errors` are the same message ids
 * the browser shows, with `errorValues` holding what a message needs (`{ email: { length: 254 } }`); input that is not even text (invalid Unicode, NUL) never reaches a schema or the database.
 */
export async function parseInput<S extends Schema>(schema: S, input: unknown): Promise<v.InferOutput<S>> {
  const badPath = illFormedPath(input, '');
  if (badPath !== undefined) {
    throw new ApiProblem(400, 'INVALID_TEXT', 'The request contains characters that are not valid text.', {
      errors: { [badPath]: 'validation.invalidText' },
    });
  }
  const result = await v.safeParseAsync(schema, input);
  if (!result.success) {
    const issues = result.issues.map(withMessageId);
    throw problems.invalid(fieldErrors(issues), fieldErrorValues(issues));
  }
  return result.output;
}
