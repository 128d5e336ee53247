import { NotFoundScreen } from '@/components/site/NotFoundScreen';
import { RootDocument, rootMetadata } from '@/components/site/RootDocument';
import { getContent } from '@/lib/content';
import './globals.css';

// Every unknown path, in English (experimental.globalNotFound: the site has a root layout per language).
export const metadata = { ...rootMetadata(), title: getContent().pages['not-found'].documentTitle, robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <RootDocument languageLinks={false}>
      <NotFoundScreen />
    </RootDocument>
  );
}
