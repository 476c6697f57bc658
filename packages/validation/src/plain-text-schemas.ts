import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/**
 * A `<` that starts markup in HTML: before a letter (a tag: `<img`, `<script`), `/` (an end tag), `!` (a comment or
 * doctype) or `?` (a processing instruction). These are the only characters after which an HTML parser leaves text, so
 * refusing them refuses every tag while `5 < 6`, `<3`, `a -> b` and `Tom & Jerry` stay ordinary text. Any letter
 * counts, not only ASCII ones, for readers laxer than a browser.
 */
const markupStart = /<[\p{L}/!?]/u;

/**
 * Control characters nobody types: C0 controls other than tab, line feed and carriage return, DEL and the C1 controls
 * (NUL and lone surrogates are refused before any schema runs, by the API's input check).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Whether `text` contains the start of an HTML tag, comment, doctype or processing instruction (`<` followed by a
 * letter, `/`, `!` or `?`), also in compatibility forms a later step could normalise into one (`＜script＞`).
 */
export function containsMarkup(text: string): boolean {
  return markupStart.test(text) || markupStart.test(text.normalize('NFKC'));
}

/**
 * Pipe action for every stored free-text field that is not rich text: refuses markup ('Please remove the < and >
 * characters', `validation.markup`) and control characters (`validation.invalidText`).
 * @example v.pipe(requiredText(), noMarkup(), maxLength(1000))
 */
export function noMarkup<TInput extends string>(): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    if (containsMarkup(dataset.value)) addIssue({ message: m.markup.id });
    else if (controlCharacter.test(dataset.value)) addIssue({ message: m.invalidText.id });
  });
}
