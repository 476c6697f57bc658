/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The site's one button case rule (README, "Buttons"), held where it lives: labels are written in sentence case in the
 * messages; the primary, secondary and ghost styles of `sf-button` set them in capitals with one letter-spacing, and
 * the link style leaves them as written. No app changes a button's case for itself.
 */
const root = join(__dirname, '../../../..');
const apps = ['shell', 'mfe-catalogue', 'mfe-checkout', 'mfe-account', 'mfe-stores', 'mfe-engagement'];

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'compiled') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, keep) : keep(entry.name) ? [path] : [];
  });
}

/** `selector { declarations }` pairs of a stylesheet, media and container queries flattened. */
function rulesOf(css: string): { selector: string; body: string }[] {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: match[1]!.trim(),
    body: match[2]!,
  }));
}

const componentsCss = readFileSync(join(__dirname, '../styles/components.css'), 'utf8');

/** A label typed in capitals: two or more words in a row written all in upper case ("ADD TO BAG"). */
const shouted = /\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})+\b/u;

describe('the button case rule', () => {
  it('sets primary, secondary and ghost buttons in capitals with the button letter-spacing, and links as written', () => {
    const rule = (selector: string) => rulesOf(componentsCss).find((entry) => entry.selector === selector)?.body ?? '';
    expect(rule('.sf-button')).toMatch(/text-transform:\s*uppercase/);
    expect(rule('.sf-button')).toMatch(/letter-spacing:\s*var\(--sf-letter-spacing-button\)/);
    expect(rule('.sf-button--link')).toMatch(/text-transform:\s*none/);
    expect(rule('.sf-button--link')).toMatch(/letter-spacing:\s*normal/);
    for (const variant of ['primary', 'secondary', 'ghost']) {
      expect(rule(`.sf-button--${variant}`)).not.toMatch(/text-transform|letter-spacing/);
    }
  });

  it('is never changed by an app stylesheet or an inline style', () => {
    const overrides: string[] = [];
    for (const app of apps) {
      for (const file of filesUnder(join(root, app, 'src'), (name) => name.endsWith('.css'))) {
        for (const { selector, body } of rulesOf(readFileSync(file, 'utf8'))) {
          if (/sf-button/.test(selector) && /text-transform|letter-spacing/.test(body)) {
            overrides.push(`${relative(root, file)}: ${selector}`);
          }
        }
      }
      for (const file of filesUnder(join(root, app, 'src'), (name) => name.endsWith('.tsx'))) {
        if (/textTransform|letterSpacing/.test(readFileSync(file, 'utf8'))) overrides.push(relative(root, file));
      }
    }
    expect(overrides).toEqual([]);
  });

  it('finds no label typed in capitals in any message, English or French', () => {
    const shoutedMessages: string[] = [];
    let read = 0;
    const messageFiles = apps.flatMap((app) => [
      ...filesUnder(join(root, app, 'src'), (name) => name.endsWith('-messages.ts')),
      join(root, app, 'lang/fr.json'),
    ]);
    for (const file of [...messageFiles, join(root, 'packages/i18n/lang/fr.json')]) {
      const text = readFileSync(file, 'utf8');
      const texts = file.endsWith('.json')
        ? Object.values(JSON.parse(text) as Record<string, string>)
        : [...text.matchAll(/defaultMessage:\s*(['"`])((?:(?!\1).)*)\1/g)].map((match) => match[2]!);
      read += texts.length;
      for (const message of texts)
        if (shouted.test(message)) shoutedMessages.push(`${relative(root, file)}: ${message}`);
    }
    expect(read).toBeGreaterThan(1000);
    expect(shoutedMessages).toEqual([]);
    expect(shouted.test('ADD TO BAG')).toBe(true);
    expect(shouted.test('GST inclusive')).toBe(false);
  });
});
