import type { ComponentProps } from 'react';
import { classNames } from '../class-names';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text that screen readers announce but that is not drawn on screen (`.sf-visually-hidden`). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames('sf-visually-hidden', className)} {...rest} />;
}
