import { Icon } from '../ui/Icon';
import { HEADER_MENU_ATTRIBUTE, MENU_ITEM_CLASS, SUMMARY_CLASS } from './menu-links';
import { getContent, siteLanguages } from '@/lib/content';
import { languagePrefix } from '@/lib/i18n/languages';
import { requestPath } from '@/lib/i18n/request';
import { isTranslated, withSlash } from '@/lib/site/translations';

/**
 * The page in each language as a no-script disclosure; a tool's or list's query travels along (HeaderMenus.client.tsx
 * adds it on the click); full page loads, as each language has its own layout.
 */
export async function LanguageLinks({ variant = 'menu', className = '' }: { variant?: 'menu' | 'list'; className?: string }) {
  const path = await requestPath();
  const content = getContent();
  const current = content.language.code;
  const { i18n } = content.site;
  const links = siteLanguages().map((code) => {
    const there = getContent(code);
    return (
      <li key={code}>
        <a href={`${languagePrefix(code)}${withSlash(path)}`} hrefLang={code} lang={code} data-language-link="" aria-current={code === current ? 'page' : undefined} className={MENU_ITEM_CLASS}>
          {there.site.i18n.languageName}
          {!isTranslated(path, there) && (
            <span className="text-muted" lang={current}>
              {' '}
              {i18n.fallbackMark}
            </span>
          )}
        </a>
      </li>
    );
  });
  // Inside the mobile menu on phones: a group of links like the menu's others.
  if (variant === 'list') {
    return (
      <div className={className}>
        <p className="px-2 text-xs font-semibold uppercase tracking-wider text-muted">{i18n.switcherLabel}</p>
        <ul className="mt-1 grid grid-cols-2 gap-1">{links}</ul>
      </div>
    );
  }
  return (
    <details className={`group/menu relative ${className}`} data-language-menu="" {...{ [HEADER_MENU_ATTRIBUTE]: '' }}>
      <summary className={`${SUMMARY_CLASS} flex items-center gap-1 rounded px-2 py-2 font-medium text-text hover:text-gold`}>
        <Icon name="globe" className="h-5 w-5" />
        <span className="sr-only">{i18n.switcherLabel}: </span>
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="sr-only">{i18n.languageName}</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 min-w-48 rounded-lg border border-line bg-surface p-2 shadow-xl shadow-black/40">
        {links}
      </ul>
    </details>
  );
}
