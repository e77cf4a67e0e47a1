import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { SiteLink } from './site-link';
import styles from './button.module.scss';

export type ButtonVariant =
  'primary' | 'secondary' | 'light' | 'neutral' | 'highlight' | 'whatsapp';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonLook = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Lifts the button off its background with a shadow. */
  raised?: boolean;
  className?: string;
};

/** The classes of a pill-shaped control, for components that render their own element. */
export function getButtonClassName({
  variant = 'primary',
  size = 'md',
  raised = false,
  className,
}: ButtonLook): string {
  return [styles.button, styles[variant], styles[size], raised && styles.raised, className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** A `<button>` drawn as a pill. */
export function Button({ variant, size, raised, className, ...button }: ButtonProps) {
  return (
    <button {...button} className={getButtonClassName({ variant, size, raised, className })} />
  );
}

type ButtonLinkProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
    href: string;
    /** Another site: a plain link that opens in a new tab. Otherwise a page of this site. */
    external?: boolean;
  };

/** A link drawn as a pill: a page of the site through `SiteLink`, or another site in a new tab. */
export function ButtonLink({
  href,
  external = false,
  variant,
  size,
  raised,
  className,
  ...anchor
}: ButtonLinkProps) {
  const classes = getButtonClassName({ variant, size, raised, className });
  if (external) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer" {...anchor} />
    );
  }
  return <SiteLink href={href} className={classes} {...anchor} />;
}
