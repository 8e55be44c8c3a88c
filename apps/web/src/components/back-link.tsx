import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** The way back above a screen: an arrow and the words saying where to. */
export function BackLink({
  to,
  relative,
  onClick,
  children,
}: Pick<LinkProps, 'to' | 'relative' | 'onClick'> & { children: ReactNode }) {
  return (
    <Link
      to={to}
      relative={relative}
      onClick={onClick}
      className="flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </Link>
  );
}
