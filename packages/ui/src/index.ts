/** Layout breakpoints in px (360 / 768 / 980 / 1280), the same numbers as the CSS media queries. */
export { breakpoints, mediaQuery } from './layout/breakpoints';
/** A breakpoint name: `mobile`, `tablet`, `desktop` or `desktopXL`. */
export type { BreakpointName } from './layout/breakpoints';

/** The frame of every page: document head, breadcrumbs, the `h1`, and the loading, error or empty state. */
export { PageFrame } from './layout/page-frame';
/** Props and body states of `PageFrame`. */
export type { PageFrameProps, PageFrameState } from './layout/page-frame';
/** A link to the same page in another locale, for `PageFrame`'s `alternates`. */
export type { PageAlternate } from './layout/document-head';
/** How a page looks when shared (Open Graph), for `PageFrame`'s `openGraph`. */
export type { OpenGraph, HeadMetaTag } from './layout/document-head';

/** A picture from the content service, sized and lazily loaded. */
export { ContentPicture } from './media/content-picture';
/** Props of `ContentPicture` and the picture it draws. */
export type { ContentPictureProps, ContentPictureSource } from './media/content-picture';

/** Joins truthy class names; for composing `sf-` classes with a caller's own. */
export { classNames } from './class-names';

/** The design system's message descriptors (ids `ui.<component>.<purpose>`). */
export { uiMessages } from './ui-messages';

/** Native button with variants, sizes and a busy state. */
export { Button } from './actions/button';
/** Props of `Button`. */
export type { ButtonProps } from './actions/button';
/** A react-router `Link` styled as a button, for navigation. */
export { ButtonLink } from './actions/button-link';
/** Props of `ButtonLink`. */
export type { ButtonLinkProps } from './actions/button-link';
/** The `sf-button` class string, for the rare element that must look like a button but is neither. */
export { buttonClassName } from './actions/button-classes';
/** Button variants and sizes. */
export type { ButtonVariant, ButtonSize } from './actions/button-classes';

/** Labelled input of any type with hint and announced error. */
export { TextField } from './forms/text-field';
/** Props of `TextField`. */
export type { TextFieldProps } from './forms/text-field';
/** A search landmark with a labelled search field. */
export { SearchForm } from './forms/search-form';
/** Props of `SearchForm`. */
export type { SearchFormProps } from './forms/search-form';
/** A labelled multi-line field with hint and announced error. */
export { TextAreaField } from './forms/text-area-field';
/** Props of `TextAreaField`. */
export type { TextAreaFieldProps } from './forms/text-area-field';
/** Labelled native select with hint and announced error. */
export { SelectField } from './forms/select-field';
/** Props and options of `SelectField`. */
export type { SelectFieldProps, SelectOption } from './forms/select-field';
/** A single labelled checkbox with hint and announced error. */
export { CheckboxField } from './forms/checkbox-field';
/** Props of `CheckboxField`. */
export type { CheckboxFieldProps } from './forms/checkbox-field';
/** Radio buttons in a fieldset with legend, hint and announced error. */
export { RadioGroup } from './forms/radio-group';
/** Props and options of `RadioGroup`. */
export type { RadioGroupProps, RadioOption } from './forms/radio-group';

/** A message box: role `alert` for errors, `status` otherwise. */
export { Alert } from './feedback/alert';
/** Props and variants of `Alert`. */
export type { AlertProps, AlertVariant } from './feedback/alert';
/** Loading indicator announced as a status. */
export { Spinner } from './feedback/spinner';
/** Props of `Spinner`. */
export type { SpinnerProps } from './feedback/spinner';
/** Fixed-size loading placeholder, hidden from assistive technology. */
export { Skeleton } from './feedback/skeleton';
/** Props of `Skeleton`. */
export type { SkeletonProps } from './feedback/skeleton';
/** A failed load with its message and a "Try again" button. */
export { RetryAlert } from './feedback/retry-alert';
/** Props of `RetryAlert`. */
export type { RetryAlertProps } from './feedback/retry-alert';
/** Icon, title, message and actions for an empty list or page. */
export { EmptyState } from './feedback/empty-state';
/** Props of `EmptyState`. */
export type { EmptyStateProps } from './feedback/empty-state';

/** Modal dialog on the native `<dialog>`. */
export { Dialog } from './overlays/dialog';
/** Props of `Dialog`. */
export type { DialogProps } from './overlays/dialog';
/** Modal panel sliding from the left or right edge. */
export { Drawer } from './overlays/drawer';
/** Props of `Drawer`. */
export type { DrawerProps } from './overlays/drawer';

/** Breadcrumb trail; the last item is the current page. */
export { Breadcrumbs } from './navigation/breadcrumbs';
/** Props and items of `Breadcrumbs`. */
export type { BreadcrumbsProps, BreadcrumbItem } from './navigation/breadcrumbs';
/** "Skip to main content" link, visible on focus. */
export { SkipLink } from './navigation/skip-link';
/** Props of `SkipLink`. */
export type { SkipLinkProps } from './navigation/skip-link';

/** A sprite icon, decorative unless given a label. */
export { Icon } from './icons/icon';
/** Props and sizes of `Icon`. */
export type { IconProps, IconSize } from './icons/icon';
/** The inline SVG sprite; render once per document. */
export { IconSprite } from './icons/icon-sprite';
/** Every icon name in the sprite. */
export { iconNames } from './icons/icon-names';
/** The name of an icon in the sprite. */
export type { IconName } from './icons/icon-names';

/** The page's `h1` with optional eyebrow and intro. */
export { PageHeading } from './typography/page-heading';
/** Props of `PageHeading`. */
export type { PageHeadingProps } from './typography/page-heading';
/** Locale-formatted price with struck-through list price and member price. */
export { Price } from './typography/price';
/** Props of `Price`. */
export type { PriceProps } from './typography/price';
/** Text for screen readers only. */
export { VisuallyHidden } from './typography/visually-hidden';
/** Props of `VisuallyHidden`. */
export type { VisuallyHiddenProps } from './typography/visually-hidden';
