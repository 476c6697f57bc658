import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { navigationProgressMessages as messages } from './navigation-progress-messages';

/** How long a page may take to arrive before the bar shows: a quick change never flashes it. */
const NAVIGATION_PROGRESS_DELAY_MS = 150;

/**
 * A thin bar along the top of the window while the next page loads (its remote's code, its route's data): a link
 * pressed on a slow phone shows at once that it was taken, while the page the shopper is on stays as it was until the
 * next one is ready. Indeterminate, so it names no figure; still, with reduced motion.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div className="sf-navigation-progress" role="progressbar" aria-label={intl.formatMessage(messages.label)}>
      <span className="sf-navigation-progress__bar" />
    </div>
  );
}
