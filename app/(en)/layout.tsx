import type { ReactNode } from 'react';
import { RootDocument } from '@/components/site/RootDocument';
import '../globals.css';

// The English pages with a fixed path; app/[kind]/layout.tsx is the root of the record kinds and the other languages.
export { rootMetadata as generateMetadata, viewport } from '@/components/site/RootDocument';

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
