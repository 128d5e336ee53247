import fs from 'node:fs';
import path from 'node:path';

const HERO_FILE = path.join(process.cwd(), 'public', 'images', 'hero.svg');

/**
 * The home page's hall artwork, inlined into the HTML (2 KB gzipped) instead of an <img>: it paints with
 * the first frame, needs no request, and is no longer the page's LCP image waiting on the network.
 * Decorative (the old <img> had alt=""), so its title and role are dropped and it is hidden from
 * assistive technology; its ids get a prefix so they cannot clash with heading anchors on the page.
 */
export function HeroArt({ className }: { className?: string }) {
  const markup = fs
    .readFileSync(HERO_FILE, 'utf8')
    .replace(/<title[^>]*>[\s\S]*?<\/title>/, '')
    .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
    .replace(/\s(width|height)="\d+"/, '')
    .replace(/<svg\b/, '<svg width="100%" height="100%" aria-hidden="true" focusable="false"')
    .replace(/\bid="([^"]+)"/g, 'id="hero-$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#hero-$1)')
    .replace(/href="#([^"]+)"/g, 'href="#hero-$1"');
  return <div aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
