/** What the record route hands every detail view. */
export interface DetailViewProps {
  slug: string;
  /** The record page's path ("/bosses/mezul"). */
  path: string;
  /** The kind's list page, for the breadcrumb and "all …" links. */
  list: { label: string; href: string };
}
