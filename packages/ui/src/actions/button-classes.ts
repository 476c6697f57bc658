import { classNames } from '../class-names';

/** Visual weight of a button: one primary action per view, secondary beside it, ghost and link for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

/** Height and padding of a button; `md` meets the 44px touch-target size. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The `sf-button` classes shared by `Button` and `ButtonLink`. */
export function buttonClassName(
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth: boolean,
  className: string | undefined,
): string {
  return classNames(
    'sf-button',
    `sf-button--${variant}`,
    `sf-button--${size}`,
    fullWidth && 'sf-button--full',
    className,
  );
}
