import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import * as validation from './index';
import { validationMessages } from './validation-messages';

describe('validationMessages', () => {
  it('uses the wording of the specification', () => {
    expect(validationMessages.required.defaultMessage).toBe('Please enter a value for this field');
    expect(validationMessages.lastNameRequired.defaultMessage).toBe('Your name is empty');
    expect(validationMessages.maxLength.defaultMessage).toBe('This field must be {length} characters or less');
    expect(validationMessages.emailInvalid.defaultMessage).toBe('Please enter a valid email address');
    expect(validationMessages.emailMismatch.defaultMessage).toBe('Email address you entered does not match');
    expect(validationMessages.passwordMismatch.defaultMessage).toBe('The password you entered does not match');
    expect(validationMessages.phoneInvalid.defaultMessage).toBe('Please enter a valid phone number');
    expect(validationMessages.termsRequired.defaultMessage).toBe('Please accept the terms and conditions');
    expect(validationMessages.amountInvalid.defaultMessage).toBe('Invalid amount');
    expect(validationMessages.locationRequired.defaultMessage).toBe('Please enter location');
    expect(validationMessages.giftCardPinIncorrect.defaultMessage).toBe('Incorrect pin');
  });

  it('gives every message a distinct id under validation.', () => {
    const ids = Object.values(validationMessages).map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^validation\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
  });
});

/** The arguments (`{length}`, `{count, plural, …}`) of a message: validation messages are flat, without nesting. */
function placeholdersOf(message: string): Set<string> {
  return new Set([...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => match[1] ?? ''));
}

const french = JSON.parse(readFileSync(join(__dirname, '../../i18n/lang/fr.json'), 'utf8')) as Record<string, string>;
const withPlaceholders = Object.values(validationMessages).filter(
  (message) => placeholdersOf(message.defaultMessage).size > 0,
);

/** Every valibot action inside a schema, however deep (pipes, entries, variants, wrapped schemas). */
function actionsOf(root: unknown): { type: string; message: unknown }[] {
  const found: { type: string; message: unknown }[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const node = value as { kind?: unknown; type?: unknown; message?: unknown };
    if ((node.kind === 'validation' || node.kind === 'schema') && typeof node.type === 'string') {
      found.push({ type: node.type, message: node.message });
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

describe('every validation message with a value', () => {
  it('is among the messages the check below covers', () => {
    expect(withPlaceholders.map((message) => message.id).sort()).toEqual([
      'validation.engraving.tooLong',
      'validation.maxLength',
      'validation.search.tooLong',
    ]);
  });

  it.each(Object.values(validationMessages).map((message) => [message.id, message] as const))(
    '%s needs no value but those its issue carries, and formats in English and French with nothing left unformatted',
    (_id, message) => {
      // fieldErrorDescriptors and the API's errorValues give a length issue's `{length}`; nothing else is given.
      for (const name of placeholdersOf(message.defaultMessage)) expect(name).toBe('length');
      for (const [locale, messages] of [
        ['en-AU', {}],
        ['fr-CA', french],
      ] as const) {
        const errors: unknown[] = [];
        const intl = createIntl({ locale, defaultLocale: 'en-AU', messages, onError: (error) => errors.push(error) });
        const text = intl.formatMessage(message, { length: 7 });
        expect(errors).toEqual([]);
        expect(text).not.toMatch(/[{}]/);
        if (placeholdersOf(message.defaultMessage).size > 0) expect(text).toContain('7');
        if (locale === 'fr-CA')
          expect(text).not.toBe(intl.formatMessage({ id: 'x', defaultMessage: message.defaultMessage }, { length: 7 }));
      }
    },
  );

  it('is only ever the message of a length rule, so every issue that carries it carries its value', () => {
    const exported = Object.values(validation);
    const built = [
      ...(['AU', 'CA', 'NZ'] as const).map((market) => validation.postcodeSchema(market)),
      validation.engravingSchema(40),
      validation.maxLength(10),
    ];
    const schemas = [...exported.filter((value) => typeof value === 'object'), ...built];
    const ids = new Set(withPlaceholders.map((message) => message.id));
    const actions = schemas.flatMap(actionsOf);
    const carrying = actions.filter((action) => typeof action.message === 'string' && ids.has(action.message));
    expect(carrying.length).toBeGreaterThan(10);
    for (const action of carrying) expect(['max_length', 'min_length', 'length']).toContain(action.type);
  });
});
