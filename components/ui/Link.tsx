import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localPath } from '@/lib/i18n/languages';
import { requestLanguage } from '@/lib/i18n/request';

/** A link to a page of the site in the language of the page being rendered: "/wiki/x/" on a Spanish page is "/es/wiki/x/". */
export const localHref = (href: string) => localPath(requestLanguage(), href);

/** next/link for server components, in the page's language (client components get their hrefs from their server parents). */
export function Link({ href, ...props }: ComponentProps<typeof NextLink> & { href: string }) {
  return <NextLink href={localHref(href)} {...props} />;
}
