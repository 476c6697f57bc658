import type { WelcomeVoucher as WelcomeVoucherData } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { formatDate, useFormatMoney } from '@storefront/i18n';
import { Button, Icon } from '@storefront/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { registrationMessages as messages } from './registration-messages';

const DAY_MS = 86_400_000;

/** Selects the code's text, so a shopper whose browser refused the clipboard can copy it by hand. */
function selectText(element: HTMLElement | null): void {
  if (!element) return;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * The Brilliance welcome voucher (SPEC §9): its reward code with a Copy button (a visible and announced confirmation,
 * or the code selected when the browser refuses the clipboard), and its terms: the amount off a minimum spend, single
 * use, valid 30 days with the expiry date.
 */
export function WelcomeVoucher({ voucher }: { voucher: WelcomeVoucherData }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useFormatMoney();
  const codeRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'refused'>('idle');
  const amount = money(voucher.amountCents, voucher.currency, { fractionDigits: 0 });
  const minimum = money(voucher.minSpendCents, voucher.currency, { fractionDigits: 0 });
  const days = Math.max(1, Math.ceil((Date.parse(voucher.endsAt) - Date.now()) / DAY_MS));

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(voucher.code);
      setCopy('copied');
    } catch {
      selectText(codeRef.current);
      setCopy('refused');
    }
  };

  return (
    <section className="sf-welcome-voucher" aria-labelledby="sf-welcome-voucher-title">
      <p className="sf-welcome-voucher__eyebrow">
        <Icon name="gift" size="sm" />
        <span>{intl.formatMessage(messages.voucherEyebrow)}</span>
      </p>
      <h2 id="sf-welcome-voucher-title" className="sf-welcome-voucher__amount">
        {intl.formatMessage(messages.voucherAmount, { amount })}
      </h2>
      <div className="sf-welcome-voucher__code-row">
        <div className="sf-welcome-voucher__code-box">
          <span className="sf-welcome-voucher__code-label" id="sf-welcome-voucher-code-label">
            {intl.formatMessage(messages.voucherCodeLabel)}
          </span>
          <code ref={codeRef} className="sf-welcome-voucher__code" aria-labelledby="sf-welcome-voucher-code-label">
            {voucher.code}
          </code>
        </div>
        <Button
          type="button"
          variant={copy === 'copied' ? 'secondary' : 'primary'}
          onClick={() => void onCopy()}
          aria-label={intl.formatMessage(messages.copyCode, { code: voucher.code })}
        >
          {copy === 'copied' ? <Icon name="check" size="sm" /> : null}
          {intl.formatMessage(copy === 'copied' ? messages.copied : messages.copy)}
        </Button>
      </div>
      <p role="status" className="sf-welcome-voucher__copy-status">
        {copy === 'copied' ? intl.formatMessage(messages.codeCopied, { code: voucher.code }) : null}
        {copy === 'refused' ? intl.formatMessage(messages.copyRefused) : null}
      </p>
      <ul className="sf-welcome-voucher__terms">
        <li>{intl.formatMessage(messages.voucherMinimum, { amount, minimum })}</li>
        <li>{intl.formatMessage(messages.voucherSingleUse)}</li>
        <li>
          {intl.formatMessage(messages.voucherValidity, {
            days,
            date: formatDate(voucher.endsAt, locale, 'long', 'UTC'),
          })}
        </li>
      </ul>
      <p className="sf-welcome-voucher__note">{intl.formatMessage(messages.voucherEmailed)}</p>
    </section>
  );
}
