/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiMessages } from './ui-messages';

const frenchCatalogue = join(__dirname, '../../i18n/lang/fr.json');

describe('uiMessages', () => {
  const ids = Object.values(uiMessages).map((message) => message.id);

  it('uses ui.<component>.<purpose> ids, each once', () => {
    for (const id of ids) expect(id).toMatch(/^ui\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a French translation for every id in the shared packages catalogue', () => {
    const french = JSON.parse(readFileSync(frenchCatalogue, 'utf8')) as Record<string, string>;
    const missing = ids.filter((id) => typeof french[id] !== 'string' || french[id] === '');
    expect(missing).toEqual([]);
  });
});
