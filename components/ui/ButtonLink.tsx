import Link from 'next/link';
import type { ReactNode } from 'react';

/** A link styled as a button. */
export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  const styles =
    variant === 'primary'
      ? 'bg-gold text-ink hover:bg-gold-hover'
      : 'border border-sky text-sky hover:bg-sky hover:text-ink';
  return (
    <Link href={href} className={`inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold transition-colors ${styles}`}>
      {children}
    </Link>
  );
}
