import type { RemoteName } from '@storefront/contracts';
import type { LocaleCode } from '@storefront/i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app whose page a test renders: a remote, or the shell. */
export type AppName = RemoteName | 'shell';

const repositoryRoot = join(__dirname, '../../../..');
const read = new Map<string, Record<string, string>>();

function catalogue(folder: string): Record<string, string> {
  let messages = read.get(folder);
  if (!messages) {
    messages = JSON.parse(readFileSync(join(repositoryRoot, folder, 'lang/fr.json'), 'utf8')) as Record<string, string>;
    read.set(folder, messages);
  }
  return messages;
}

/**
 * The messages a page reads in `locale`, from the catalogues' sources rather than the compiled build output (which a
 * clean clone does not have before `npm run build`): none in English, whose text is each message's defaultMessage,
 * as in the compiled `en.json`; in French the shared packages' `packages/i18n/lang/fr.json` plus the app's own.
 */
export function sourceMessages(locale: LocaleCode, app: AppName): Record<string, string> {
  if (locale !== 'fr-CA') return {};
  return { ...catalogue('packages/i18n'), ...catalogue(app === 'shell' ? 'shell' : `mfe-${app}`) };
}
