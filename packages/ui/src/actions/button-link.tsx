import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-classes';

/** Props of {@link ButtonLink}: react-router `Link` props plus the button look. */
export type ButtonLinkProps = LinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

/** A react-router `Link` that looks like a button: for navigation, where `Button` is for actions. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, size, fullWidth, className)} {...rest} />;
}
