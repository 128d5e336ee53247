import { Link } from '@/components/ui/Link';
import { getContent } from '@/lib/content';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';
import { Badge } from '../ui/Badge';
import { fillTemplate } from '@/lib/model/template';
import { Wordmark } from './Wordmark';

export function Footer() {
  const { navigation, site } = getContent();
  const { footer } = navigation;
  return (
    <footer className="render-near-view mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-xl">
            <Wordmark />
          </p>
          <p className="mt-3 text-sm text-muted">{footer.blurb}</p>
          <Badge className="mt-4">{footer.badge}</Badge>
        </div>
        {footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-display text-base text-gold">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) =>
                'href' in link ? (
                  <li key={link.href + link.label}>
                    <Link href={link.href} className="text-text hover:text-gold hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ) : (
                  <li key={link.siteLink}>
                    <ExternalLink href={site.links[link.siteLink]!.url} className="inline-flex items-center gap-1.5 text-text hover:text-gold hover:underline">
                      {link.icon && <Icon name={link.icon} className="h-4 w-4" />}
                      {site.links[link.siteLink]!.label}
                    </ExternalLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{fillTemplate(site.labels.footer.copyright, { year: String(site.copyrightYear), team: site.team })}</p>
          <p>{footer.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
