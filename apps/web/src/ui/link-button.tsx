import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonLook } from './button-styles';

export type LinkButtonProps = LinkProps & ButtonLook & { ref?: Ref<HTMLAnchorElement> };

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return (
    <Link
      className={buttonClassName({ variant, size, block }, typeof className === 'string' ? className : undefined)}
      {...rest}
    />
  );
}

export type ExternalLinkButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonLook & { newTab?: boolean; ref?: Ref<HTMLAnchorElement> };

/** For mail links and pages that open in a new tab. */
export function ExternalLinkButton({
  variant,
  size,
  block,
  className,
  newTab = false,
  ...rest
}: ExternalLinkButtonProps) {
  return (
    <a
      className={buttonClassName({ variant, size, block }, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}
