'use client';

import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/toc';

/**
 * On-page table of contents. Scroll-spy marks the entry of the section in view with aria-current="location".
 * Clicking scrolls with the page's own scroll-behavior, which CSS turns off under prefers-reduced-motion.
 */
export function TableOfContents({ entries, title = 'On this page', className = '' }: { entries: TocEntry[]; title?: string; className?: string }) {
  const [activeId, setActiveId] = useState<string | undefined>(entries[0]?.id);

  useEffect(() => {
    const ids = entries.flatMap((e) => [e.id, ...e.children.map((c) => c.id)]);
    const targets = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    if (targets.length === 0) return;
    const onScroll = () => {
      // The active section is the last heading that has scrolled above 30% of the viewport.
      const line = window.innerHeight * 0.3;
      let current = targets[0]!.id;
      for (const target of targets) {
        if (target.getBoundingClientRect().top <= line) current = target.id;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = targets.at(-1)!.id;
      setActiveId(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [entries]);

  const renderEntries = (list: TocEntry[], nested = false) => (
    <ul className={nested ? 'ml-3 mt-1 space-y-1 border-l border-line pl-3' : 'space-y-1'}>
      {list.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === activeId ? 'location' : undefined}
            className="block rounded px-2 py-1 text-sm text-muted hover:text-gold aria-[current=location]:bg-surface-2 aria-[current=location]:font-semibold aria-[current=location]:text-gold"
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && renderEntries(entry.children, true)}
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={title} className={className}>
      <h2 className="mb-2 font-display text-sm uppercase tracking-wider text-gold">{title}</h2>
      {renderEntries(entries)}
    </nav>
  );
}
