import { classNames } from '../class-names';
import { VisuallyHidden } from '../typography/visually-hidden';
import type { IconName } from './icon-names';

/** Icon sizes: `xs` 16px, `sm` 20px, `md` 24px (the drawing grid), `lg` 32px, `xl` 48px. */
export type IconSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const pixels: Record<IconSize, number> = { xs: 16, sm: 20, md: 24, lg: 32, xl: 48 };

/** Props of {@link Icon}. */
export type IconProps = {
  name: IconName;
  /** Accessible text when the icon carries meaning on its own (an icon-only button); omit when decorative. */
  label?: string;
  size?: IconSize;
  className?: string;
};

/**
 * A sprite icon drawn in `currentColor`. Requires `<IconSprite />` once in the document (the shell renders it).
 * @example <button type="button"><Icon name="search" label={intl.formatMessage(messages.search)} /></button>
 */
export function Icon({ name, label, size = 'md', className }: IconProps) {
  const svg = (
    <svg
      className={classNames('sf-icon', `sf-icon--${size}`, className)}
      width={pixels[size]}
      height={pixels[size]}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
  if (!label) return svg;
  return (
    <>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
