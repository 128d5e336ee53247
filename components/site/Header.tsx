import { pageNumbers } from '@/lib/site/page-language';
import { Link, localHref } from '@/components/ui/Link';
import { getContent, siteLanguages } from '@/lib/content';
import { Dropdown } from './Dropdown';
import { headerMenus } from '@/lib/site/menus';
import { MenuLinkItem } from './MenuLinkItem.client';
import { HeaderMenus } from './HeaderMenus.client';
import { MobileMenu } from './MobileMenu';
import { SearchLauncher } from '../search/SearchLauncher.client';
import { ThemeToggle } from './ThemeToggle.client';
import { fillTemplate } from '@/lib/model/template';
import { Wordmark } from './Wordmark';
import { LanguageLinks } from './LanguageLinks';
import { languagePrefix } from '@/lib/i18n/languages';


/** `languageLinks`: the page's language menu (not on the 404 page, which has no page path to link). */
export function Header({ languageLinks = true }: { languageLinks?: boolean }) {
  const content = getContent();
  const [first, second] = content.site.logo;
  const menus = headerMenus(content);
  const local = (links: typeof menus.primary) => links.map((link) => (link.external ? link : { ...link, href: localHref(link.href) }));
  const [primary, explore, official] = [local(menus.primary), local(menus.explore), menus.official];
  const words = content.site.labels.header;
  const { theme, links } = content.site.labels;
  const withLanguages = languageLinks && siteLanguages().length > 1;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ink/90 backdrop-blur supports-[backdrop-filter]:bg-ink/75">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:gap-4">
        <Link href="/" className="flex items-center gap-2 rounded text-xl" aria-label={fillTemplate(words.homeLink, { name: `${first} ${second}` })}>
          <img src="/images/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <Wordmark />
        </Link>
        <nav aria-label={words.mainNav} className="ml-auto hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">
            {primary.map((link) => (
              <li key={link.href}>
                <MenuLinkItem
                  link={link}
                  newTab={links.newTab}
                  className="block rounded px-3 py-2 font-medium text-text hover:text-gold aria-[current=page]:text-gold aria-[current=page]:underline aria-[current=page]:decoration-2"
                />
              </li>
            ))}
          </ul>
          <Dropdown label={words.explore} links={explore} newTab={links.newTab} />
          {official.length > 0 && <Dropdown label={words.official} links={official} newTab={links.newTab} />}
        </nav>
        <div className="ml-auto md:ml-0">
          <SearchLauncher words={content.site.labels.search} base={languagePrefix(content.language.code)} numbers={pageNumbers()} />
        </div>
        {/* The language menu and the theme toggle: beside the menus where the bar has room; inside the mobile menu on phones. */}
        {withLanguages && <LanguageLinks className="hidden sm:block" />}
        <div className="hidden sm:block">
          <ThemeToggle words={theme} />
        </div>
        <MobileMenu
          groups={[
            { title: words.pagesGroup, links: [...primary, ...explore] },
            ...(official.length > 0 ? [{ title: words.official, links: official }] : []),
          ]}
          words={words}
          newTab={links.newTab}
        >
          {withLanguages && <LanguageLinks variant="list" className="mt-3 sm:hidden" />}
          <ThemeToggle words={theme} labelled className="mt-4 sm:hidden" />
        </MobileMenu>
        <HeaderMenus />
      </div>
    </header>
  );
}
