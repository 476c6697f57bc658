import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/**
 * A text field that must not be blank; the value is trimmed. The issue message is `messageId` (default
 * `validation.required`).
 * @example v.pipe(requiredText(validationMessages.commentRequired.id), maxLength(1000))
 */
export function requiredText(messageId: string = m.required.id) {
  return v.pipe(v.string(messageId), v.trim(), v.nonEmpty(messageId));
}

/** Pipe action: at most `length` characters ('This field must be {length} characters or less'). */
export function maxLength(length: number) {
  return v.maxLength<string, number, string>(length, m.maxLength.id);
}

/**
 * Makes a text field optional: missing or blank input becomes `undefined`, anything else must pass `schema`.
 * @example optionalText(addressLineSchema) // address line 2
 */
export function optionalText<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string(m.required.id)),
    v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value)),
    v.optional(schema),
  );
}

// Letters of any script (with combining accents), digits, hyphens, apostrophes (straight or typographic), spaces.
const nameCharacters = /^[\p{L}\p{M}\d' ’-]+$/u;
// Places also allow full stops, as gazetteers write them ('St. Kilda', 'St. Albert', 'Mt. Eden').
const placeCharacters = /^[\p{L}\p{M}\d' ’.-]+$/u;
// Address lines also allow commas and forward slashes ('Unit 3/12 O'Connell Street').
const addressCharacters = /^[\p{L}\p{M}\d' ’,/-]+$/u;

function nameField(
  requiredMessageId: string,
  length: number,
  characters = nameCharacters,
  charactersId: string = m.nameCharacters.id,
) {
  return v.pipe(
    requiredText(requiredMessageId),
    v.normalize('NFC'),
    v.regex(characters, charactersId),
    maxLength(length),
  );
}

/** A person's name: letters (accented too), numbers, hyphens, apostrophes and spaces; at most 50 characters. */
export const personNameSchema = nameField(m.required.id, 50);

/** First name: as `personNameSchema`, with 'Please enter your first name' when blank. */
export const firstNameSchema = nameField(m.firstNameRequired.id, 50);

/** Last name: as `personNameSchema`, with 'Your name is empty' when blank (SPEC §5). */
export const lastNameSchema = nameField(m.lastNameRequired.id, 50);

/**
 * Suburb, region or city, as a gazetteer writes it: letters, numbers, hyphens, apostrophes, spaces and full stops
 * ('St. Kilda', 'Dollard-Des Ormeaux', 'L'Île-Perrot'); at most 50 characters.
 */
export const placeNameSchema = nameField(m.required.id, 50, placeCharacters, m.placeCharacters.id);

/** An address line: name characters plus commas and '/'; at most 60 characters. */
export const addressLineSchema = v.pipe(
  requiredText(),
  v.normalize('NFC'),
  v.regex(addressCharacters, m.addressCharacters.id),
  maxLength(60),
);
