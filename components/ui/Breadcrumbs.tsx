import { Link } from '@/components/ui/Link';
import { getContent } from '@/lib/content';

/** Trail of links to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: { label: string; href?: string }[] }) {
  return (
    <nav aria-label={getContent().site.labels.links.breadcrumb} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-gold hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-text">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
