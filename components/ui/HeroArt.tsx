import { inlinePictureSrc } from '@/lib/site/inline-picture';

/**
 * The home page's hall artwork, behind the title. It comes inside the HTML as a data: URI (lib/site/inline-picture.ts,
 * 2 KB gzipped), so it paints with the first frame and needs no request. An image, not inline SVG markup: its ids
 * and title stay inside the picture, and it adds nothing to the page's DOM to parse and lay out. Decorative: the
 * empty alt keeps it away from assistive technology. `object-cover` crops it like the file's own
 * preserveAspectRatio "slice".
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return <img src={inlinePictureSrc('/images/hero.svg')} alt="" className={`${className} object-cover`} />;
}
