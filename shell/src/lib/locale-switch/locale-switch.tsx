import { navigateSafely, useLocale, useSiteConfig } from '@storefront/contracts';
import { localeCodes } from '@storefront/i18n';
import { Button, SelectField } from '@storefront/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { marketOriginList, switchLocation } from './switch-location';
import { localeSwitchMessages as messages } from './locale-switch-messages';

/** Country and language switch: sets the locale cookie and loads the same page in the chosen locale (SPEC §2). */
export function LocaleSwitch() {
  const intl = useIntl();
  const current = useLocale();
  const location = useLocation();
  const config = useSiteConfig();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('locale');
    const choice = localeCodes.find((code) => code === chosen);
    if (!choice || choice === current) return;
    const to = switchLocation(location.pathname + location.search, current, choice, config, globalThis.location);
    navigateSafely(to, { fallback: '/', allowedOrigins: marketOriginList(config) });
  };
  return (
    <form className="sf-locale-switch" onSubmit={submit}>
      <SelectField
        label={intl.formatMessage(messages.label)}
        name="locale"
        defaultValue={current}
        options={localeCodes.map((code) => ({ value: code, label: intl.formatMessage(messages[code]) }))}
      />
      <Button type="submit" variant="secondary" size="sm">
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
