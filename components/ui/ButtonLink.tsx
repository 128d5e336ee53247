import { Link } from '@/components/ui/Link';
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

/** A centred row of button links: the first is the main action, the others secondary. */
export function ButtonLinkRow({ links, className = '' }: { links: { href: string; label: string }[]; className?: string }) {
  return (
    <div className={`flex flex-wrap justify-center gap-3 ${className}`}>
      {links.map((link, i) => (
        <ButtonLink key={link.href} href={link.href} variant={i === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
