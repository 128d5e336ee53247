import { ButtonLinkRow } from '../ui/ButtonLink';
import { getContent } from '@/lib/content';
import { ReportMissingPath } from './ReportMissingPath';

/** What an unknown path shows (app/global-not-found.tsx): the words of content/pages.json "not-found". */
export function NotFoundScreen() {
  const copy = getContent().pages['not-found'];
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <ReportMissingPath />
      <h1 className="font-display text-7xl text-gold">{copy.title}</h1>
      <p className="mt-4 text-2xl text-text">{copy.intro}</p>
      <p className="mt-2 text-muted">{copy.text}</p>
      <ButtonLinkRow className="mt-8" links={copy.links} />
    </div>
  );
}
