import type { ReactNode } from 'react';

/** Small rounded pill, e.g. "Coming Soon". */
export function Badge({ children, className = '', tone = 'gold' }: { children: ReactNode; className?: string; tone?: 'gold' | 'sky' | 'muted' }) {
  const tones = {
    gold: 'border-gold/60 bg-gold/10 text-gold',
    sky: 'border-sky/60 bg-sky/10 text-sky',
    muted: 'border-line bg-surface-2 text-muted',
  };
  return <span className={`inline-block rounded-full border px-3 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}>{children}</span>;
}
