import { Button, Dialog, Icon, Spinner } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { tryOnMessages as messages } from './virtual-try-on-messages';

// The camera, gestures and capture code load on first opening, keeping them out of the product page's first load.
const TryOnStudio = lazy(() => import('./try-on-studio').then((module) => ({ default: module.TryOnStudio })));

interface VirtualTryOnProps {
  productName: string;
  /** The piece's image to lay over the shopper's picture. */
  imageUrl: string;
  /** The API's product kind (`engagement-ring`, `stud-earrings`, `necklace`…), which picks where the piece starts. */
  kind: string;
}

/** A "Try it on" button opening a dialog with the front camera (or an uploaded photo) and the piece laid over it. */
export function VirtualTryOn({ productName, imageUrl, kind }: VirtualTryOnProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Icon name="camera" size="xs" />
        {intl.formatMessage(messages.open)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(messages.title, { productName })}
        size="lg"
      >
        <Suspense fallback={<Spinner label={intl.formatMessage(messages.loading)} />}>
          <TryOnStudio productName={productName} imageUrl={imageUrl} kind={kind} />
        </Suspense>
      </Dialog>
    </>
  );
}
