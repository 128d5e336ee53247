import { NewsCards } from '@/components/cards/NewsCards';
import { FixedPage } from '@/components/site/FixedPage';
import { getContent } from '@/lib/content';
import { newsFor } from '@/lib/site/news';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('server', '/server/');

export default function ServerPage() {
  const content = getContent();
  const { server } = content;
  return (
    <FixedPage id="server">
      <ul className="grid gap-6 md:grid-cols-3">
        {server.boxes.map((box) => (
          <li key={box.title} className="rounded-xl border border-line bg-surface p-6">
            <h2 className="font-display text-xl text-gold">{box.title}</h2>
            {box.subtitle && <p className="text-sky">{box.subtitle}</p>}
            {box.text && <p className="mt-2 text-muted">{box.text}</p>}
          </li>
        ))}
      </ul>
      <section aria-labelledby="server-news" className="mt-12">
        <h2 id="server-news" className="mb-4 font-display text-2xl text-sky">
          {content.pages.server.newsTitle}
        </h2>
        <NewsCards items={newsFor(content, 'server')} />
      </section>
      <section aria-labelledby="countdown" className="mt-12 rounded-2xl border border-gold/40 bg-surface-2 p-8 text-center">
        <h2 id="countdown" className="font-display text-2xl text-gold">
          {server.countdown.label}
        </h2>
        <p className="mt-2 font-display text-5xl text-text">{server.countdown.value}</p>
      </section>
    </FixedPage>
  );
}
