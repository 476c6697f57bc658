import { Button, Icon, TextField } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { shareMessages as messages } from './share-messages';
import './share-button.css';

interface ShareButtonProps {
  /** The absolute address to share. */
  url: string;
  /** The page's title, offered to the share sheet. */
  title: string;
}

type Outcome = 'idle' | 'copied' | 'copy-refused';

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Opens the device's share sheet; without one, copies the link (or shows it, selected, when copying is refused). */
export function ShareButton({ url, title }: ShareButtonProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (outcome !== 'copy-refused') return;
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [outcome]);

  const copy = async () => {
    try {
      // Missing on insecure origins and in some in-app browsers: handled like a refusal.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copy-refused');
    }
  };

  const onClick = async () => {
    // Cleared first so a second press announces the message again.
    setOutcome('idle');
    const data: ShareData = { url, title };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to say. Any other failure falls back to copying.
        if (isAbort(error)) return;
      }
    }
    await copy();
  };

  return (
    <div className="sf-product-share">
      <div className="sf-product-share__row">
        <Button variant="secondary" size="sm" onClick={() => void onClick()}>
          <Icon name="share" size="xs" />
          {intl.formatMessage(messages.button)}
        </Button>
        <p className="sf-product-share__status" role="status">
          {outcome === 'copied' ? (
            <>
              <Icon name="check" size="xs" />
              {intl.formatMessage(messages.copied)}
            </>
          ) : null}
          {outcome === 'copy-refused' ? intl.formatMessage(messages.copyFailed) : null}
        </p>
      </div>
      {outcome === 'copy-refused' ? (
        <TextField
          ref={linkRef}
          label={intl.formatMessage(messages.linkLabel)}
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
