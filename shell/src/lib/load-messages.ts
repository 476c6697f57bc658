import { catalogueLanguage, loadPackageMessages, type LocaleCode } from '@storefront/i18n';
import type { MessageFormatElement } from 'react-intl';

type Messages = Record<string, MessageFormatElement[]>;

async function loadShellMessages(language: 'en' | 'fr'): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "shell-messages-[request]" */ `../../lang/compiled/${language}.json`
  )) as {
    default: Messages;
  };
  return module.default;
}

/** The compiled catalogues the shell renders with: shared packages' messages plus the shell's own. */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const language = catalogueLanguage(locale);
  const [packages, shell] = await Promise.all([loadPackageMessages(language), loadShellMessages(language)]);
  return { ...packages, ...shell };
}
